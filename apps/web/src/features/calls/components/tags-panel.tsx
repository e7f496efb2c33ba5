import { Plus, X } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CallTagsInput, type CallDetail } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues } from '../../../lib/form-errors';
import { useSetTags } from '../api/set-tags';

/** The call's tags: removed one by one, added by name. */
export function TagsPanel({ call }: { call: CallDetail }) {
  const { t } = useTranslation(['calls', 'errors']);
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string>();
  const save = useSetTags(call.id);

  const add = (event: SubmitEvent) => {
    event.preventDefault();
    const wanted = [...call.tags, tag];
    const parsed = CallTagsInput.safeParse({ tags: wanted });
    if (!parsed.success) {
      setError(Object.values(fieldErrorsFromIssues(parsed.error.issues))[0]);
      return;
    }
    setError(undefined);
    const tags = [...new Set(parsed.data.tags)];
    if (tags.length === call.tags.length) {
      setTag('');
      return;
    }
    save.mutate(tags, { onSuccess: () => setTag('') });
  };

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
      <form noValidate onSubmit={add} className="mt-4 flex items-start gap-2">
        <TextField
          containerClassName="flex-1"
          label={t('calls:tags.new')}
          value={tag}
          onChange={(event) => setTag(event.target.value)}
          error={error}
        />
        <Button type="submit" variant="secondary" disabled={save.isPending} className="mt-7 h-11">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('calls:tags.add')}
        </Button>
      </form>
      {save.error ? (
        <Alert className="mt-3" title={t('calls:tags.failed')}>
          {t(errorMessageKey(save.error))}
        </Alert>
      ) : null}
    </Card>
  );
}
