import type { CallRow } from './repo';
import type { CallFacts } from './state';

/** The columns of a call that hold what its events established (a demo call's too). */
export type CallFactColumns = Pick<
  CallRow,
  | 'direction'
  | 'status'
  | 'caller'
  | 'number'
  | 'forwardedVia'
  | 'forwardedTo'
  | 'startedAt'
  | 'answeredAt'
  | 'endedAt'
  | 'durationSeconds'
  | 'recordingProviderId'
  | 'recordingUrl'
  | 'recordingKind'
  | 'recordingDurationSeconds'
  | 'scriptedTranscript'
>;

export const factsOf = (call: CallFactColumns): CallFacts => ({
  direction: call.direction,
  status: call.status,
  caller: call.caller,
  number: call.number,
  forwardedVia: call.forwardedVia,
  forwardedTo: call.forwardedTo,
  startedAt: call.startedAt,
  answeredAt: call.answeredAt,
  endedAt: call.endedAt,
  durationSeconds: call.durationSeconds,
  recording: call.recordingProviderId
    ? {
        providerRecordingId: call.recordingProviderId,
        url: call.recordingUrl ?? '',
        kind: call.recordingKind ?? 'recording',
        durationSeconds: call.recordingDurationSeconds,
        scriptedTranscript: call.scriptedTranscript,
      }
    : null,
});

export const columnsOf = (facts: CallFacts) => ({
  direction: facts.direction,
  status: facts.status,
  caller: facts.caller,
  number: facts.number,
  forwardedVia: facts.forwardedVia,
  forwardedTo: facts.forwardedTo,
  startedAt: facts.startedAt,
  answeredAt: facts.answeredAt,
  endedAt: facts.endedAt,
  durationSeconds: facts.durationSeconds,
  recordingProviderId: facts.recording?.providerRecordingId ?? null,
  recordingUrl: facts.recording?.url ?? null,
  recordingKind: facts.recording?.kind ?? null,
  recordingDurationSeconds: facts.recording?.durationSeconds ?? null,
  scriptedTranscript: facts.recording?.scriptedTranscript ?? null,
});
