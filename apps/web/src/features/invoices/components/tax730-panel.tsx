import { CloudOff, CloudUpload, FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isStpEniCode,
  type Invoice,
  type SubmissionMessage,
  type Tax730Submission,
} from '@studiolo/contracts';
import { resources } from '@studiolo/i18n';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading, Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { tax730ReceiptHref, useRequestTax730, useTax730Submissions } from '../api/tax730';
import { useFormats } from '../../../lib/use-formats';

const TONES: Record<Tax730Submission['status'], 'info' | 'success' | 'warning' | 'error'> = {
  queued: 'info',
  accepted: 'success',
  rejected: 'error',
  failed: 'warning',
};

/** Why a sending could not go: the job's own reasons and the Sistema TS port's error codes. */
const FAILURES = [
  'NOT_CONFIGURED',
  'NOT_PAID',
  'INVALID_DOCUMENT',
  'AUTH_FAILED',
  'CERTIFICATE_EXPIRED',
  'UNAVAILABLE',
  'SERVICE_FAULT',
  'INVALID_RESPONSE',
  'INVALID_BATCH',
] as const;

/**
 * One message of the Sistema TS: a code it publishes in the user's language, with the service's own
 * words under an error; a SOAP Fault's text (or an unknown code's) as the service gave it.
 */
function ServiceMessage({ message }: { message: SubmissionMessage }) {
  const { t } = useTranslation('tax730');
  const code = message.code as keyof (typeof resources)['it']['tax730']['messages'];
  const key = `messages.${code}` as const;
  if (!(code in resources.it.tax730.messages)) {
    return (
      <li>{message.code === 'Fault' ? message.description : `${message.code} — ${message.description}`}</li>
    );
  }
  return (
    <li>
      {message.code} — {t(key)}
      {message.severity === 'error' ? (
        <span className="block text-xs text-slate-600">{message.description}</span>
      ) : null}
    </li>
  );
}

/** The latest sending first: what it did, what the service said (its own words), or why it failed. */
function SubmissionEntry({ invoiceId, submission }: { invoiceId: string; submission: Tax730Submission }) {
  const f = useFormats();
  const { t } = useTranslation(['invoices', 'tax730']);
  const failure = FAILURES.find((code) => code === submission.errorCode);
  const title = t(`invoices:tax730.status.${submission.operation}.${submission.status}`);
  return (
    <li aria-label={title}>
      <Alert tone={TONES[submission.status]} title={title}>
        <p className="text-xs text-slate-600">
          {f.dateTime(submission.updatedAt)}
          {' · '}
          {t(`invoices:tax730.environments.${submission.environment}`)}
          {submission.protocollo
            ? ` · ${t('invoices:tax730.protocollo', { protocollo: submission.protocollo })}`
            : null}
        </p>
        {submission.messages.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {submission.messages.map((message) => (
              <ServiceMessage key={`${message.code}-${message.description}`} message={message} />
            ))}
          </ul>
        ) : null}
        {submission.errorCode ? (
          <p className="mt-1">{failure ? t(`invoices:tax730.failures.${failure}`) : submission.errorCode}</p>
        ) : null}
        {submission.receiptAvailable ? (
          <a
            className="mt-1 inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-2"
            href={tax730ReceiptHref(invoiceId, submission.id)}
            download
          >
            <FileDown aria-hidden="true" className="h-4 w-4" />
            {t('invoices:tax730.receipt')}
          </a>
        ) : null}
        {submission.status === 'queued' ? <Spinner className="mt-1 h-4 w-4" /> : null}
      </Alert>
    </li>
  );
}

/**
 * Settings → 730 decides where the data go; here the clinic sends a paid invoice (again after a
 * correction), deletes its data, and reads every answer of the Sistema TS.
 */
export function Tax730Panel({ invoice, canEdit }: { invoice: Invoice; canEdit: boolean }) {
  const { t } = useTranslation(['invoices', 'errors']);
  const submissions = useTax730Submissions(invoice.id);
  const request = useRequestTax730(invoice.id);
  const [deleting, setDeleting] = useState(false);
  if (invoice.kind !== 'invoice' && !invoice.refund) return null;
  const list = submissions.data ?? [];
  const lastAccepted = [...list].reverse().find((s) => s.status === 'accepted');
  const transmitted = Boolean(lastAccepted && lastAccepted.operation !== 'delete');
  const queued = list.some((s) => s.status === 'queued');
  // A foreigner's STP/ENI code has no precompiled return: such an invoice never goes (the server refuses it).
  const stpEni = isStpEniCode(invoice.patientTaxCode ?? invoice.clientTaxCode);

  let body;
  if (submissions.isPending) body = <Loading />;
  else if (submissions.isError) body = <Alert>{t(errorMessageKey(submissions.error))}</Alert>;
  else if (list.length === 0) body = <p className="text-sm text-slate-600">{t('tax730.none')}</p>;
  else
    body = (
      <ol aria-label={t('tax730.history')} className="space-y-2">
        {[...list].reverse().map((submission) => (
          <SubmissionEntry key={submission.id} invoiceId={invoice.id} submission={submission} />
        ))}
      </ol>
    );

  return (
    <Card
      title={t('tax730.title')}
      description={
        stpEni
          ? t('errors:TAX730_STP_ENI')
          : invoice.opposition730
            ? t('tax730.opposition')
            : t('tax730.lead')
      }
      actions={
        canEdit ? (
          <div className="flex flex-wrap gap-2">
            {invoice.status === 'paid' && !stpEni ? (
              <Button
                variant="secondary"
                disabled={queued || request.isPending}
                onClick={() => request.mutate('send')}
              >
                <CloudUpload aria-hidden="true" className="h-4 w-4" />
                {t(transmitted ? 'tax730.resend' : 'tax730.send')}
              </Button>
            ) : null}
            {transmitted ? (
              <Button variant="ghost" disabled={queued} onClick={() => setDeleting(true)}>
                <CloudOff aria-hidden="true" className="h-4 w-4" />
                {t('tax730.delete')}
              </Button>
            ) : null}
          </div>
        ) : null
      }
    >
      <div className="space-y-3">
        {invoice.status !== 'paid' && !transmitted && !stpEni ? (
          <p className="text-sm text-slate-600">{t('tax730.whenPaid')}</p>
        ) : null}
        {request.isError && !deleting ? (
          <Alert title={t('tax730.failed')}>{t(errorMessageKey(request.error))}</Alert>
        ) : null}
        {body}
      </div>
      {deleting ? (
        <ConfirmDialog
          title={t('tax730.deleteTitle')}
          description={t('tax730.deleteDescription')}
          confirmLabel={t('tax730.delete')}
          busy={request.isPending}
          error={request.isError ? t(errorMessageKey(request.error)) : undefined}
          onConfirm={() => request.mutate('delete', { onSuccess: () => setDeleting(false) })}
          onClose={() => {
            request.reset();
            setDeleting(false);
          }}
        />
      ) : null}
    </Card>
  );
}
