import { useTranslation } from 'react-i18next';
import { DocumentMissingItem } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';

/** What a refusal to send names as missing (422 DOCUMENT_DATA_MISSING), or null for another error. */
export function missingOf(error: unknown): DocumentMissingItem[] | null {
  if (!isApiError(error) || error.code !== 'DOCUMENT_DATA_MISSING') return null;
  const parsed = DocumentMissingItem.array().safeParse(error.extensions.missing);
  return parsed.success ? parsed.data : [];
}

/** Each missing item in the user's language, and the message of any failed send or resend. */
function useSendErrorText() {
  const { t } = useTranslation(['documents', 'errors']);
  const item = (entry: DocumentMissingItem) => t(`missing.${entry.item}`, { name: entry.name ?? '' });
  const message = (error: unknown) => {
    const missing = missingOf(error);
    return missing
      ? t('errors:DOCUMENT_DATA_MISSING', { missing: missing.map(item).join('; ') })
      : t(errorMessageKey(error));
  };
  return { t, item, message };
}

/** The message of a failed send or resend, for a dialog: for blanks, each missing item named. */
export function useSendErrorMessage() {
  return useSendErrorText().message;
}

/**
 * Why 'Invia al tablet' sent nothing: the data a consent cannot be signed without, one per line
 * (the tablet and language chosen stay as they were), or the error's message.
 */
export function SendError({ error }: { error: unknown }) {
  const { t, item, message } = useSendErrorText();
  const missing = missingOf(error);
  if (!missing) return <Alert title={t('sendFailed')}>{message(error)}</Alert>;
  return (
    <Alert title={t('missingTitle')}>
      <ul className="list-disc space-y-0.5 pl-5">
        {missing.map((entry) => (
          <li key={`${entry.item}-${entry.name ?? ''}`}>{item(entry)}</li>
        ))}
      </ul>
      <p>{t('missingHint')}</p>
    </Alert>
  );
}
