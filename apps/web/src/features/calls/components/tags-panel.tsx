import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CallTagsInput, type CallDetail } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ContractFormRoot, FormTextField, useContractForm } from '../../../components/form';
import { errorMessageKey } from '../../../lib/error-message';
import { useSetTags } from '../api/set-tags';

/** The call's tags: removed one by one, added by name. */
export function TagsPanel({ call }: { call: CallDetail }) {
  const { t } = useTranslation(['calls', 'errors']);
  const save = useSetTags(call.id);
  // The contract reads the call's tags with the new one; its message goes under the field. A tag
  // is a word, not work: leaving with one typed is not asked about.
  const kit = useContractForm<{ tag: string }, CallTagsInput>({
    schema: CallTagsInput,
    defaultValues: { tag: '' },
    toInput: ({ tag }) => ({ tags: [...call.tags, tag] }),
    fieldOf: () => 'tag',
    guard: false,
    save: async ({ tags }) => {
      const wanted = [...new Set(tags)];
      if (wanted.length !== call.tags.length) await save.mutateAsync(wanted);
    },
    valuesAfterSave: () => ({ tag: '' }),
  });

  return (
    <Card title={t('calls:tags.title')}>
      {call.tags.length === 0 ? (
        <p className="text-sm text-slate-600">{t('calls:tags.empty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('calls:tags.title')}>
          {call.tags.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              {name}
              <button
                type="button"
                aria-label={t('calls:tags.remove', { tag: name })}
                disabled={save.isPending}
                onClick={() => save.mutate(call.tags.filter((other) => other !== name))}
                className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-slate-200"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ContractFormRoot kit={kit} className="mt-4 flex items-start gap-2">
        <FormTextField containerClassName="flex-1" name="tag" label={t('calls:tags.new')} />
        <Button type="submit" variant="secondary" disabled={save.isPending} className="mt-7 h-11">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('calls:tags.add')}
        </Button>
      </ContractFormRoot>
      {save.error ? (
        <Alert className="mt-3" title={t('calls:tags.failed')}>
          {t(errorMessageKey(save.error))}
        </Alert>
      ) : null}
    </Card>
  );
}
