import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ACTIVE_CALL_STATUSES, type CallStatus } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { useCall } from '../features/calls/api/get-call';
import { PriorityBadge, RequestStatusBadge } from '../features/calls/components/call-badges';
import { CallOverview } from '../features/calls/components/call-overview';
import { CommentsPanel } from '../features/calls/components/comments-panel';
import { RecordingPlayer } from '../features/calls/components/recording-player';
import { ReplyPanel } from '../features/calls/components/reply-panel';
import { RequestStatusPanel } from '../features/calls/components/request-status-panel';
import { TagsPanel } from '../features/calls/components/tags-panel';
import { TranscriptPanel } from '../features/calls/components/transcript-panel';
import { TriagePanel } from '../features/calls/components/triage-panel';
import { callerLabel, callerNumber } from '../features/calls/format';
import { errorMessageKey } from '../lib/error-message';
import { useLiveCallsOfCurrentOrganization } from './calls-access';
import { useFormats } from '../lib/use-formats';

/** A panel at its place in the one-column order (`order-N`; Tailwind needs the whole class name). */
const slot = (order: string, panel: ReactNode) => <div className={order}>{panel}</div>;

const isActive = (status: CallStatus) => (ACTIVE_CALL_STATUSES as readonly CallStatus[]).includes(status);

/**
 * /calls-m/{id}: one call, full page (a tablet gets the whole width): what happened, the recording,
 * the transcript and triage (brought live while they are under way), the request's handling, the
 * replies, tags and comments.
 */
export default function CallDetailsScreen() {
  const f = useFormats();
  const { t } = useTranslation(['calls', 'errors']);
  const { id = '' } = useParams();
  const call = useCall(id);
  useLiveCallsOfCurrentOrganization();
  const back = (
    <Link
      to={`/calls-m?tab=${call.data && isActive(call.data.status) ? 'active' : 'completed'}`}
      className="inline-flex min-h-11 items-center gap-2 text-sm text-brand-700 underline underline-offset-2"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('calls:detail.back')}
    </Link>
  );
  if (call.isPending) return <Loading />;
  if (call.isError) {
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {back}
        <Alert title={t('calls:detail.loadFailed')}>{t(errorMessageKey(call.error))}</Alert>
      </div>
    );
  }
  const data = call.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {back}
      <PageHeader
        title={callerLabel(data.caller, t('calls:unknownNumber'), f.phone)}
        lead={[
          data.caller.name ? callerNumber(data.caller.number, t('calls:unknownNumber'), f.phone) : null,
          f.dateTime(data.startedAt),
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {data.priority ? <PriorityBadge priority={data.priority} /> : null}
            <RequestStatusBadge status={data.requestStatus} />
          </div>
        }
      />
      {/*
        One column on a tablet, in the order of the work (what the caller wants, listen, read,
        handle, reply, then the details); two columns on a wide screen.
      */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-3 lg:items-start">
        <div className="contents lg:col-span-2 lg:block lg:space-y-6">
          {slot('order-1', <TriagePanel triage={data.triage} />)}
          {slot('order-2', <RecordingPlayer call={data} />)}
          {slot('order-3', <TranscriptPanel transcription={data.transcription} />)}
          {slot('order-6', <CallOverview call={data} />)}
        </div>
        <div className="contents lg:block lg:space-y-6">
          {slot('order-4', <RequestStatusPanel call={data} />)}
          {slot('order-5', <ReplyPanel call={data} />)}
          {slot('order-7', <TagsPanel call={data} />)}
          {slot('order-8', <CommentsPanel call={data} />)}
        </div>
      </div>
    </div>
  );
}
