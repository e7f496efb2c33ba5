import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { CallDetail } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { formatDuration, formatPercent } from '../format';
import { ProcessingNotice } from './processing-notice';

/** The transcript with its confidence; the stretches the model doubts are marked to listen again. */
export function TranscriptPanel({ transcription }: { transcription: CallDetail['transcription'] }) {
  const { t, i18n } = useTranslation('calls');
  if (transcription.state !== 'done') {
    return (
      <Card title={t('transcript.title')}>
        <ProcessingNotice work="transcription" state={transcription.state} error={transcription.error} />
      </Card>
    );
  }
  const flagged = transcription.segments.some((segment) => segment.flagged);
  return (
    <Card
      title={t('transcript.title')}
      actions={
        transcription.confidence !== null ? (
          <p className="text-sm text-slate-700">
            {t('transcript.confidence', { value: formatPercent(transcription.confidence, i18n.language) })}
          </p>
        ) : null
      }
    >
      {transcription.segments.length === 0 ? (
        <p className="whitespace-pre-wrap text-slate-900">{transcription.text}</p>
      ) : (
        <ol className="space-y-2">
          {transcription.segments.map((segment) => (
            <li
              key={`${segment.startSeconds}-${segment.endSeconds}`}
              className={clsx(
                'flex gap-3 rounded-lg px-2 py-1',
                segment.flagged && 'bg-amber-50 ring-1 ring-amber-300',
              )}
              title={segment.flagged ? t('transcript.flaggedHint') : undefined}
            >
              <span className="shrink-0 font-mono text-xs leading-6 text-slate-500">
                {formatDuration(Math.floor(segment.startSeconds))}
              </span>
              <span className="text-slate-900">
                {segment.text}
                {segment.flagged ? (
                  <span className="ml-2 text-xs font-semibold text-amber-900">{t('transcript.flagged')}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
      {flagged ? <p className="mt-3 text-sm text-slate-600">{t('transcript.flaggedHint')}</p> : null}
    </Card>
  );
}
