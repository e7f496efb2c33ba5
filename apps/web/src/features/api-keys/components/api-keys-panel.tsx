import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  ApiKeyInput,
  type ApiKey,
  type CreatedApiKey,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ContractFormRoot, FormFooter, FormTextField, useContractForm } from '../../../components/form';
import { errorMessageKey } from '../../../lib/error-message';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFormats } from '../../../lib/use-formats';

/** Settings → API: keys for reading the organization's calls from other software. */
export function ApiKeysPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'common']);
  const { data, error, isPending } = useApiKeys(canEdit);
  if (!canEdit) {
    return (
      <Card title={t('settings:apiKeys.title')} description={t('settings:apiKeys.lead')}>
        <Alert tone="info">{t('settings:apiKeys.readOnly')}</Alert>
      </Card>
    );
  }
  if (isPending) {
    return <LoadingStatus />;
  }
  if (error) {
    return (
      <Alert title={t('settings:apiKeys.loadFailed')}>
        <LoadErrorMessage error={error} />
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <ApiKeysList keys={data} />
      <CreateApiKeyForm />
    </div>
  );
}

function ApiKeysList({ keys }: { keys: ApiKey[] }) {
  const f = useFormats();
  const { t } = useTranslation(['settings', 'errors']);
  const [revoking, setRevoking] = useState<ApiKey>();
  const revoke = useRevokeApiKey();
  const when = (value: string | null) => (value ? f.dateTime(value) : t('settings:apiKeys.never'));
  return (
    <Card
      title={t('settings:apiKeys.title')}
      description={t('settings:apiKeys.lead', { perMinute: API_KEY_REQUESTS_PER_MINUTE })}
    >
      {keys.length === 0 ? (
        <p className="text-sm text-slate-600">{t('settings:apiKeys.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t('settings:apiKeys.title')}</caption>
            <thead className="text-left text-slate-600">
              <tr>
                {(['name', 'prefix', 'created', 'lastUsed'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`settings:apiKeys.columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('settings:apiKeys.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {keys.map((key) => (
                <tr key={key.id} className={key.revokedAt ? 'text-slate-400' : undefined}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {key.name}
                  </th>
                  <td className="px-3 py-2 font-mono">{key.prefix}…</td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(key.createdAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(key.lastUsedAt)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {key.revokedAt ? (
                      t('settings:apiKeys.revokedOn', { date: when(key.revokedAt) })
                    ) : (
                      <Button
                        variant="ghost"
                        onClick={() => {
                          revoke.reset();
                          setRevoking(key);
                        }}
                      >
                        {t('settings:apiKeys.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking ? (
        <ConfirmDialog
          title={t('settings:apiKeys.revokeTitle', { name: revoking.name })}
          description={t('settings:apiKeys.revokeLead')}
          confirmLabel={t('settings:apiKeys.revokeConfirm')}
          busy={revoke.isPending}
          error={revoke.error ? t(errorMessageKey(revoke.error)) : undefined}
          onClose={() => setRevoking(undefined)}
          onConfirm={() => revoke.mutate(revoking.id, { onSuccess: () => setRevoking(undefined) })}
        />
      ) : null}
    </Card>
  );
}

/**
 * A new key, named and checked with ApiKeyInput as the server checks it; created, the key is shown
 * once (until the next one is asked for) and the name emptied.
 */
function CreateApiKeyForm() {
  const { t } = useTranslation(['settings', 'errors', 'validation', 'common']);
  const [created, setCreated] = useState<CreatedApiKey>();
  const [copied, setCopied] = useState(false);
  const create = useCreateApiKey();
  const kit = useContractForm<{ name: string }, ApiKeyInput, CreatedApiKey>({
    schema: ApiKeyInput,
    defaultValues: { name: '' },
    save: (input) => create.mutateAsync(input),
    valuesAfterSave: () => ({ name: '' }),
    onSaved: setCreated,
  });

  return (
    <Card title={t('settings:apiKeys.createTitle')} description={t('settings:apiKeys.createLead')}>
      <ContractFormRoot
        kit={kit}
        className="space-y-4"
        onSubmitStart={() => {
          setCreated(undefined);
          setCopied(false);
        }}
      >
        {created ? (
          <Alert tone="success" title={t('settings:apiKeys.created', { name: created.name })}>
            <p className="mb-2">{t('settings:apiKeys.copyNow')}</p>
            <div className="flex flex-wrap items-center gap-2">
              <code
                className="rounded bg-white px-2 py-1 font-mono text-sm break-all"
                aria-label={t('settings:apiKeys.theKey')}
              >
                {created.key}
              </code>
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator.clipboard.writeText(created.key).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {copied ? t('settings:apiKeys.copied') : t('settings:apiKeys.copy')}
              </Button>
            </div>
          </Alert>
        ) : null}
        <FormTextField
          name="name"
          label={t('settings:apiKeys.name')}
          hint={t('settings:apiKeys.nameHint')}
          autoComplete="off"
        />
        <FormFooter kit={kit} label={t('settings:apiKeys.create')} />
      </ContractFormRoot>
    </Card>
  );
}
