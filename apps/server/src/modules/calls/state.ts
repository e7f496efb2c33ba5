import {
  CALL_STATUS_RANK,
  type CallDirection,
  type CallStatus,
  type RecordingKind,
} from '@studiolo/contracts';
import type { CallEvent } from '../../providers/telephony/events';

/** What the provider's events establish about a call. */
export interface CallFacts {
  direction: CallDirection;
  status: CallStatus;
  caller: string;
  number: string;
  forwardedVia: string | null;
  forwardedTo: string | null;
  startedAt: Date;
  answeredAt: Date | null;
  endedAt: Date | null;
  durationSeconds: number | null;
  recording: {
    providerRecordingId: string;
    url: string;
    kind: RecordingKind;
    durationSeconds: number | null;
    scriptedTranscript: string | null;
  } | null;
}

const earliest = (a: Date | null, b: Date | undefined): Date | null =>
  b === undefined ? a : a === null || b < a ? b : a;

/** The status the facts point to, before the rank rule keeps the furthest one. */
function statusOf(facts: CallFacts, ringing: boolean): CallStatus {
  if (facts.endedAt) {
    if (facts.recording?.kind === 'voicemail') return 'voicemail';
    if (facts.direction === 'outbound') return 'done';
    return facts.answeredAt ? 'answered' : 'missed';
  }
  if (facts.answeredAt) return 'in_progress';
  return ringing ? 'ringing' : 'initial';
}

/**
 * Merges one event into a call. Deliveries come at least once and in any order, so the merge is
 * the same whatever came before: times keep the earliest report, a known value is never cleared,
 * the first recording stays, and the status only moves up CALL_STATUS_RANK (a late 'ringing' never
 * undoes an answer; a late answer turns a 'missed' into 'answered').
 */
export function applyCallEvent(current: CallFacts | null, event: CallEvent): CallFacts {
  const base: CallFacts = current ?? {
    direction: event.direction ?? 'inbound',
    status: 'initial',
    caller: '',
    number: event.number,
    forwardedVia: null,
    forwardedTo: null,
    startedAt: event.at,
    answeredAt: null,
    endedAt: null,
    durationSeconds: null,
    recording: null,
  };
  const facts: CallFacts = {
    ...base,
    direction: event.direction ?? base.direction,
    caller: base.caller || event.caller || '',
    forwardedVia: base.forwardedVia ?? event.forwardedVia ?? null,
    forwardedTo: base.forwardedTo ?? event.forwardedTo ?? null,
    startedAt: earliest(base.startedAt, event.at)!,
    answeredAt: earliest(base.answeredAt, event.answeredAt),
    endedAt: earliest(base.endedAt, event.endedAt),
    durationSeconds:
      event.durationSeconds === undefined
        ? base.durationSeconds
        : Math.max(base.durationSeconds ?? 0, event.durationSeconds),
    recording: base.recording ?? event.recording ?? null,
  };
  const derived = statusOf(facts, event.ringing === true || CALL_STATUS_RANK[base.status] >= 10);
  facts.status = CALL_STATUS_RANK[derived] > CALL_STATUS_RANK[base.status] ? derived : base.status;
  return facts;
}
