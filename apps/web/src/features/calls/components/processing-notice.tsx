import { useTranslation } from 'react-i18next';
import type { ProcessingState } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Where the transcription or the triage stands when it is not done: under way (the live updates
 * bring the result), not configured, failed (the server's technical reason folded away), or nothing
 * to do.
 */
export function ProcessingNotice({
  work,
  state,
  error,
}: {
  work: 'transcription' | 'triage';
  state: Exclude<ProcessingState, 'done'>;
  error: string | null;
}) {
  const { t } = useTranslation('calls');
  if (state === 'pending') {
    return (
      <p role="status" className="flex items-center gap-3 text-sm text-slate-700">
        <Spinner className="text-brand-700" />
        {t('processing.pending')}
      </p>
    );
  }
  if (state === 'failed') {
    // The server's reason is technical and in English: kept for support, behind the message.
    return (
      <Alert title={t(`processing.failed.${work}`)}>
        {error ? (
          <details className="text-xs">
            <summary className="cursor-pointer">{t('processing.errorDetail')}</summary>
            <p className="mt-1 font-mono break-words">{error}</p>
          </details>
        ) : null}
      </Alert>
    );
  }
  return <p className="text-sm text-slate-600">{t(`processing.${state}.${work}`)}</p>;
}
