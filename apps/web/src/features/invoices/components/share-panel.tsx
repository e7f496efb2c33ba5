import { Copy, Link2, Link2Off, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import {
  publicInvoiceUrl,
  useCreateShare,
  useInvoiceShare,
  useRenewShare,
  useRevokeShare,
} from '../api/share';
import { useFormats } from '../../../lib/use-formats';

/** The invoice's public link: make it, copy it, revoke it (anyone with it sees this invoice only). */
export function SharePanel({ invoiceId, canEdit }: { invoiceId: string; canEdit: boolean }) {
  const f = useFormats();
  const { t } = useTranslation(['invoices', 'errors']);
  const share = useInvoiceShare(invoiceId);
  const create = useCreateShare(invoiceId);
  const revoke = useRevokeShare(invoiceId);
  const renew = useRenewShare(invoiceId);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [revoking, setRevoking] = useState(false);
  const failure = create.error ?? revoke.error ?? renew.error;
  const url = share.data ? publicInvoiceUrl(share.data.token) : null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  let body;
  if (share.isPending) body = <Loading />;
  else if (share.isError) body = <Alert>{t(errorMessageKey(share.error))}</Alert>;
  else if (!url)
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t('share.none')}</p>
        {canEdit ? (
          <Button variant="secondary" onClick={() => create.mutate()} disabled={create.isPending}>
            <Link2 aria-hidden="true" className="h-4 w-4" />
            {t('share.create')}
          </Button>
        ) : null}
      </div>
    );
  else
    body = (
      <div className="space-y-3">
        <TextField label={t('share.link')} value={url} readOnly onFocus={(event) => event.target.select()} />
        {share.data ? (
          <p className={share.data.expired ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'}>
            {t(share.data.expired ? 'share.expired' : 'share.expires', {
              when: f.dateTime(share.data.expiresAt),
            })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            {t('share.copy')}
          </Button>
          {canEdit ? (
            <Button
              variant="secondary"
              onClick={() => renew.mutate(undefined, { onSuccess: () => setCopied(null) })}
              disabled={renew.isPending}
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              {t('share.renew')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button variant="ghost" onClick={() => setRevoking(true)}>
              <Link2Off aria-hidden="true" className="h-4 w-4" />
              {t('share.revoke')}
            </Button>
          ) : null}
        </div>
        {copied === 'yes' ? <Alert tone="success">{t('share.copied')}</Alert> : null}
        {copied === 'failed' ? <Alert>{t('share.copyFailed')}</Alert> : null}
        <section aria-label={t('share.openings')} className="text-sm text-slate-700">
          <h3 className="font-medium text-slate-900">{t('share.openings')}</h3>
          {(share.data?.openings ?? []).length === 0 ? (
            <p>{t('share.notOpened')}</p>
          ) : (
            <ul className="mt-1 space-y-0.5">
              {(share.data?.openings ?? []).map((opening) => (
                <li key={`${opening.openedAt}-${opening.kind}`}>
                  {t(`share.opened.${opening.kind}`, {
                    when: f.dateTime(opening.openedAt),
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );

  return (
    <Card title={t('share.title')} description={t('share.lead')}>
      {failure ? <Alert className="mb-3">{t(errorMessageKey(failure))}</Alert> : null}
      {body}
      {revoking ? (
        <ConfirmDialog
          title={t('share.revokeTitle')}
          description={t('share.revokeDescription')}
          confirmLabel={t('share.revoke')}
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate(undefined, { onSuccess: () => setRevoking(false) })}
          onClose={() => setRevoking(false)}
        />
      ) : null}
    </Card>
  );
}
