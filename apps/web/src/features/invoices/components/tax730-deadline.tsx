import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useTax730Pending } from '../api/get-tax730-pending';
import { useSendTax730Batch } from '../api/send-tax730-batch';
import { useFormats } from '../../../lib/use-formats';

/**
 * Paid invoices the Sistema TS does not hold yet, by year: a warning near the deadline (31 January
 * or the next working day), an error with the consequence once it has passed, and one click to send
 * them all in one file.
 */
export function Tax730Deadline({ canEdit }: { canEdit: boolean }) {
  const f = useFormats();
  const { t } = useTranslation(['invoices', 'errors']);
  const pending = useTax730Pending();
  const batch = useSendTax730Batch();
  const entries = (pending.data ?? []).filter((entry) => entry.count > 0);
  return (
    <div className="space-y-2">
      {entries.map((entry) => (
        <Alert
          key={entry.year}
          tone={entry.late ? 'error' : entry.dueSoon ? 'warning' : 'info'}
          title={t(
            entry.late ? 'tax730.lateTitle' : entry.dueSoon ? 'tax730.deadlineTitle' : 'tax730.pendingTitle',
          )}
        >
          <p>
            {t(entry.late ? 'tax730.late' : 'tax730.deadline', {
              count: entry.count,
              year: entry.year,
              date: f.date(entry.deadline),
            })}
          </p>
          {entry.withoutTaxCode > 0 ? (
            <p className="mt-1">{t('tax730.withoutTaxCode', { count: entry.withoutTaxCode })}</p>
          ) : null}
          {canEdit && entry.count > entry.withoutTaxCode ? (
            <Button
              variant="secondary"
              className="mt-2"
              disabled={batch.isPending}
              onClick={() => batch.mutate(entry.year)}
            >
              {batch.isPending ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <CloudUpload aria-hidden="true" className="h-4 w-4" />
              )}
              {t('tax730.sendAll', { count: entry.count - entry.withoutTaxCode, year: entry.year })}
            </Button>
          ) : null}
        </Alert>
      ))}
      {batch.isSuccess ? (
        <Alert tone="success">
          {t('tax730.batchQueued', { count: batch.data.queued })}
          {batch.data.skipped.length > 0
            ? ` ${t('tax730.batchSkipped', { numbers: batch.data.skipped.map((s) => s.number).join(', ') })}`
            : null}
        </Alert>
      ) : null}
      {batch.isError ? <Alert title={t('tax730.failed')}>{t(errorMessageKey(batch.error))}</Alert> : null}
    </div>
  );
}
