import { useTranslation } from 'react-i18next';
import { CallCommentInput, type CallDetail } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import {
  ContractFormRoot,
  FormStatus,
  FormTextAreaField,
  SubmitButton,
  useContractForm,
} from '../../../components/form';
import { useAddComment } from '../api/add-comment';
import { Byline } from './byline';

/** The team's notes on the call, oldest first, and a box to add one. */
export function CommentsPanel({ call }: { call: CallDetail }) {
  const { t } = useTranslation(['calls', 'errors']);
  const add = useAddComment(call.id);
  // A note being written is work: leaving the call with it asks first.
  const kit = useContractForm<CallCommentInput, CallCommentInput>({
    schema: CallCommentInput,
    defaultValues: { body: '' },
    save: (input) => add.mutateAsync(input),
    valuesAfterSave: () => ({ body: '' }),
  });

  return (
    <Card title={t('calls:comments.title')}>
      {call.comments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('calls:comments.empty')}</p>
      ) : (
        <ul className="space-y-4" aria-label={t('calls:comments.title')}>
          {call.comments.map((comment) => (
            <li key={comment.id} className="space-y-1">
              <Byline person={comment.author} at={comment.createdAt} nobody="formerMember" />
              <p className="whitespace-pre-wrap text-slate-900">{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
      <ContractFormRoot kit={kit} className="mt-4 space-y-3">
        <FormStatus kit={kit} />
        <FormTextAreaField name="body" label={t('calls:comments.new')} rows={3} />
        <SubmitButton kit={kit}>{t('calls:comments.add')}</SubmitButton>
      </ContractFormRoot>
    </Card>
  );
}
