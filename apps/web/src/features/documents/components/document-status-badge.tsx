import type { RequiredDocumentStatus } from '@studiolo/contracts';
import { useTranslation } from 'react-i18next';

const TONES: Record<RequiredDocumentStatus, string> = {
  not_sent: 'bg-slate-100 text-slate-700',
  sent: 'bg-sky-100 text-sky-900',
  partially_signed: 'bg-amber-100 text-amber-950',
  signed: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
  revoked: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
  voided: 'bg-slate-100 text-slate-600',
};

/** A document's state in words ('Inviato per la firma', 'Firmato', …). */
export function DocumentStatusBadge({ status }: { status: RequiredDocumentStatus }) {
  const { t } = useTranslation('documents');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
