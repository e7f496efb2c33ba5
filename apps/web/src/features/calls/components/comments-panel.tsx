import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CallCommentInput, type CallDetail } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem } from '../../../lib/form-errors';
import { useAddComment } from '../api/add-comment';
import { Byline } from './byline';

/** The team's notes on the call, oldest first, and a box to add one. */
export function CommentsPanel({ call }: { call: CallDetail }) {
  const { t } = useTranslation(['calls', 'errors']);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddComment(call.id);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = CallCommentInput.safeParse({ body });
    if (!parsed.success) {
      setError(fieldErrorsFromIssues(parsed.error.issues).body);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => setBody(''),
      onError: (cause) => setError(fieldErrorsFromProblem(cause).body),
    });
  };

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
      <form noValidate onSubmit={submit} className="mt-4 space-y-3">
        {add.error && !error ? <Alert>{t(errorMessageKey(add.error))}</Alert> : null}
        <TextAreaField
          label={t('calls:comments.new')}
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={error}
        />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('calls:comments.add')}
        </Button>
      </form>
    </Card>
  );
}
