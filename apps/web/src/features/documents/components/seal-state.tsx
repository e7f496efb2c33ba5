import { useTranslation } from 'react-i18next';
import type { SigningDocument } from '@studiolo/contracts';

/** Under a signed document: the PDF being sealed, or why sealing failed (the reason for owners and admins). */
export function SealState({ document }: { document: Pick<SigningDocument, 'seal'> }) {
  const { t } = useTranslation('documents');
  if (!document.seal || document.seal.status === 'sealed') return null;
  if (document.seal.status === 'pending')
    return <p className="text-sm text-slate-600">{t('seal.pending')}</p>;
  return (
    <p role="status" className="text-sm font-medium text-red-800">
      {document.seal.lastError
        ? t('seal.failedWithReason', { reason: document.seal.lastError, attempts: document.seal.attempts })
        : t('seal.failed')}
    </p>
  );
}
