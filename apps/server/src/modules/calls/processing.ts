import { z } from 'zod';

const CallRef = z.object({ organizationId: z.uuid(), callId: z.uuid() });
export type CallRef = z.infer<typeof CallRef>;

/** The work after a call, each a job enqueued in the transaction that makes it due. */
export const callRecordingJob = { queue: 'calls.recording', schema: CallRef, maxAttempts: 8 };
/** Removes the provider's copy once ours is stored: health data is kept in one place. */
export const callRecordingDeletionJob = {
  queue: 'calls.recording-deletion',
  schema: CallRef,
  maxAttempts: 10,
};
export const callTranscriptionJob = { queue: 'calls.transcription', schema: CallRef, maxAttempts: 6 };
export const callTriageJob = { queue: 'calls.triage', schema: CallRef, maxAttempts: 6 };
