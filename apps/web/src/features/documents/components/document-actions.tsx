import { FileDown, Mail, RotateCcw, Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPendingDocumentStatus, type Locale, type SigningDocument } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageKey } from '../../../lib/error-message';
import { useEmailDocument, useResendDocument, useRevokeDocument } from '../api/document-actions';
import { documentPdfUrl } from '../api/keys';
import { useSendErrorMessage } from './send-error';

/** Opens the sealed PDF in a new tab, once sealed. */
export function DocumentPdfLink({
  document,
}: {
  document: Pick<SigningDocument, 'id' | 'title' | 'pdfAvailable'>;
}) {
  const { t } = useTranslation('documents');
  if (!document.pdfAvailable) return null;
  return (
    <a
      href={documentPdfUrl(document.id)}
      target="_blank"
      rel="noopener"
      className={buttonClasses('secondary')}
      aria-label={t('actions.openPdfOf', { title: document.title })}
    >
      <FileDown aria-hidden="true" className="h-4 w-4" />
      {t('actions.openPdf')}
    </a>
  );
}

/** Revoke (asks first), for a waiting or signed document. */
export function RevokeDocumentButton({ document }: { document: SigningDocument }) {
  const { t } = useTranslation(['documents', 'errors']);
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeDocument();
  if (!isPendingDocumentStatus(document.status) && document.status !== 'signed') return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" className="h-4 w-4" />
        {t('actions.revoke')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('revoke.title', { title: document.title })}
          description={t(document.status === 'signed' ? 'revoke.signedLead' : 'revoke.lead')}
          confirmLabel={t('actions.revoke')}
          busy={revoke.isPending}
          errorTitle={t('revoke.failed')}
          error={revoke.error ? t(errorMessageKey(revoke.error)) : undefined}
          onConfirm={() => revoke.mutate(document.id, { onSuccess: () => setAsking(false) })}
          onClose={() => {
            setAsking(false);
            revoke.reset();
          }}
        />
      ) : null}
    </>
  );
}

/** Resend (asks first: the document sent before is voided), to the tablet chosen on the panel. */
export function ResendDocumentButton({
  document,
  tabletId,
  language,
}: {
  document: SigningDocument;
  tabletId: string | null;
  /** The new one's language; the voided one's when absent. */
  language?: Locale;
}) {
  const { t } = useTranslation(['documents', 'errors']);
  const [asking, setAsking] = useState(false);
  const resend = useResendDocument();
  const sendErrorMessage = useSendErrorMessage();
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {t('actions.resend')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('resend.title', { title: document.title })}
          description={t('resend.lead')}
          confirmLabel={t('actions.resend')}
          busy={resend.isPending}
          errorTitle={t('sendFailed')}
          error={resend.error ? sendErrorMessage(resend.error) : undefined}
          onConfirm={() =>
            resend.mutate({ id: document.id, tabletId, language }, { onSuccess: () => setAsking(false) })
          }
          onClose={() => {
            setAsking(false);
            resend.reset();
          }}
        />
      ) : null}
    </>
  );
}

/** Emails the sealed PDF to the patient; says so once queued. */
export function EmailDocumentButton({ document }: { document: SigningDocument }) {
  const { t } = useTranslation(['documents', 'errors']);
  const email = useEmailDocument();
  if (!document.pdfAvailable) return null;
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        disabled={email.isPending}
        onClick={() => email.mutate({ id: document.id })}
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        {t('actions.email')}
      </Button>
      {email.isSuccess ? <Alert tone="success">{t('email.sent')}</Alert> : null}
      {email.error ? <Alert title={t('email.failed')}>{t(errorMessageKey(email.error))}</Alert> : null}
    </div>
  );
}
