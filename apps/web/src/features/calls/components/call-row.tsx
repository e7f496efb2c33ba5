import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallSummary } from '@studiolo/contracts';
import { callerLabel, formatDuration } from '../format';
import { DirectionIcon, PriorityBadge, RequestStatusBadge } from './call-badges';
import { useFormats } from '../../../lib/use-formats';

/** One call of the list: who, when, how long, how it ended, the triage and the request's state. */
export function CallRow({ call }: { call: CallSummary }) {
  const f = useFormats();
  const { t } = useTranslation('calls');
  return (
    <li>
      <Link
        to={`/calls-m/${call.id}`}
        className="flex min-h-14 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
      >
        <DirectionIcon direction={call.direction} status={call.status} className="mt-0.5 shrink-0" />
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold text-slate-900">
              {callerLabel(call.caller, t('unknownNumber'), f.phone)}
            </span>
            <span className="text-sm text-slate-600">
              {f.time(call.startedAt)}
              {' · '}
              <span className="sr-only">{t('list.duration')} </span>
              {formatDuration(call.durationSeconds)}
            </span>
            {call.priority ? <PriorityBadge priority={call.priority} /> : null}
          </div>
          {call.caller.patients.length > 1 ? (
            <p className="text-sm text-slate-600">
              {t('list.alsoPatients', { count: call.caller.patients.length - 1 })}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>{t(`status.${call.status}`)}</span>
            {call.category ? <span>{t(`category.${call.category}`)}</span> : null}
            <RequestStatusBadge status={call.requestStatus} />
          </div>
          {call.summary ? <p className="line-clamp-2 text-sm text-slate-600">{call.summary}</p> : null}
        </div>
        <ChevronRight aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}
