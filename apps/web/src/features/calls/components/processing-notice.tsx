import { useTranslation } from 'react-i18next';
import type { ProcessingState } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Where the transcription or the triage stands when it is not done: under way (the live updates
 * bring the result), not configured, failed with the server's reason, or nothing to do.
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
    return <Alert title={t(`processing.failed.${work}`)}>{error}</Alert>;
  }
  return <p className="text-sm text-slate-600">{t(`processing.${state}.${work}`)}</p>;
}
