import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InvoiceMissingData, MISSING_DATA_MESSAGE_KEYS, type Invoice } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-client';

/** What the server's refusal to issue names as missing (422 INVOICE_DATA_MISSING), or null. */
export function missingFromError(error: unknown): InvoiceMissingData[] | null {
  if (!isApiError(error) || error.code !== 'INVOICE_DATA_MISSING') return null;
  const parsed = InvoiceMissingData.array().safeParse(error.extensions.missing);
  return parsed.success ? parsed.data : [];
}

/**
 * The data art. 21 DPR 633/72 asks that the invoice still lacks, each with a link to where it is
 * set: the clinic's in Settings → Organization, the client's in the draft (and the patient's record,
 * from which a new draft copies them).
 */
export function MissingDataNotice({
  invoice,
  missing,
  refused,
}: {
  invoice: Pick<Invoice, 'id' | 'patientId'>;
  missing: InvoiceMissingData[];
  /** The server refused to issue (an error), or the page warns before (a warning). */
  refused: boolean;
}) {
  const { t } = useTranslation(['invoices', 'validation']);
  if (missing.length === 0) return null;
  const issuer = missing.filter((item) => item.startsWith('organization.'));
  const client = missing.filter((item) => !item.startsWith('organization.'));
  const link = 'font-medium underline underline-offset-2';
  return (
    <Alert
      tone={refused ? 'error' : 'warning'}
      title={t(refused ? 'invoices:missing.refused' : 'invoices:missing.warning')}
    >
      <ul className="list-disc space-y-0.5 pl-5">
        {missing.map((item) => (
          <li key={item}>{t(`validation:${MISSING_DATA_MESSAGE_KEYS[item]}`)}</li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        {issuer.length > 0 ? (
          <Link className={link} to="/settings?tab=organization">
            {t('invoices:missing.organization')}
          </Link>
        ) : null}
        {client.length > 0 ? (
          <Link className={link} to={`/invoices/${invoice.id}/edit`}>
            {t('invoices:missing.draft')}
          </Link>
        ) : null}
        {client.length > 0 && invoice.patientId ? (
          <Link className={link} to={`/patients/${invoice.patientId}/edit`}>
            {t('invoices:missing.patient')}
          </Link>
        ) : null}
      </p>
    </Alert>
  );
}
