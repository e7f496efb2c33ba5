import { DEFAULT_LOCALE, type CallTriage } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { TelephonyError } from '../../providers/telephony/port';
import { TranscriptionError, type Transcript } from '../../providers/transcription/port';
import { TriageError } from '../../providers/triage/port';
import { organizationsRepo } from '../organizations/repo';
import {
  callRecordingDeletionJob,
  callRecordingJob,
  callTranscriptionJob,
  callTriageJob,
  type CallRef,
} from './processing';
import { callsRepo, type CallerPatientMatch, type CallRow } from './repo';
import { scheduleRetentionOf } from './retention';

/** The audio types we keep and serve; anything else a provider answers is not a recording. */
export const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
};

/** Where a call's audio is kept: private, under its organization. */
const recordingKey = (call: CallRow, contentType: string) =>
  `org/${call.organizationId}/calls/${call.id}/${call.recordingKind ?? 'recording'}.${EXTENSIONS[contentType]}`;

/** Whether an error is worth another try: retryable (anything unforeseen is) and tries left. */
export const worthRetrying = (error: unknown, attempt: number, maxAttempts: number) =>
  attempt < maxAttempts &&
  (!(
    error instanceof TelephonyError ||
    error instanceof TranscriptionError ||
    error instanceof TriageError
  ) ||
    error.retryable);

export const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

const inTenantOf =
  (app: AppContext, ref: CallRef) =>
  <T>(work: (tx: Tx) => Promise<T>) =>
    withTenant(app.database.db, { organizationId: ref.organizationId, userId: null }, work);

/** The triage is due again: after the transcript, or without one when there will be none. */
async function triageDue(app: AppContext, tx: Tx, ref: CallRef) {
  await callsRepo.update(tx, ref.callId, { triageState: 'pending' });
  await app.jobs.enqueue(callTriageJob, ref, { executor: tx });
}

/**
 * Runs one step. Each reads in one transaction, calls the outside service with no transaction
 * open, and writes its result (and enqueues the next step) in another. Whatever goes wrong is
 * retried while worth it; then the call says so ('failed' with the reason), never 'pending' for
 * good. A recording or transcript that cannot be had still leaves the call triaged (to call back).
 */
async function runStep(
  app: AppContext,
  ref: CallRef,
  job: { attempt: number; maxAttempts: number; stage: 'transcription' | 'triage' },
  work: () => Promise<void>,
) {
  try {
    await work();
  } catch (error) {
    if (worthRetrying(error, job.attempt, job.maxAttempts)) throw error;
    await inTenantOf(
      app,
      ref,
    )(async (tx) => {
      if (job.stage === 'triage') {
        await callsRepo.update(tx, ref.callId, { triageState: 'failed', triageError: message(error) });
        return;
      }
      await callsRepo.update(tx, ref.callId, {
        transcriptionState: 'failed',
        transcriptionError: message(error),
      });
      await triageDue(app, tx, ref);
    });
  }
}

/** Downloads the recording or voicemail into our storage; its deletion at the provider follows. */
async function storeRecording(app: AppContext, ref: CallRef) {
  const inTenant = inTenantOf(app, ref);
  const call = await inTenant((tx) => callsRepo.find(tx, ref.callId));
  if (!call?.recordingProviderId || call.recordingKey || call.recordingDeletedAt) return;
  const audio = await app.telephony.fetchRecording({
    providerRecordingId: call.recordingProviderId,
    url: call.recordingUrl ?? '',
  });
  const contentType = audio.contentType.split(';')[0]!.trim().toLowerCase();
  if (!EXTENSIONS[contentType]) throw new TelephonyError(`not a recording: ${contentType}`, false);
  const key = recordingKey(call, contentType);
  await app.storage.put(key, audio.body, contentType);
  await inTenant(async (tx) => {
    await callsRepo.update(tx, call.id, {
      recordingKey: key,
      recordingContentType: contentType,
      transcriptionState: 'pending',
    });
    await app.jobs.enqueue(callTranscriptionJob, ref, { executor: tx });
    await app.jobs.enqueue(callRecordingDeletionJob, ref, { executor: tx });
    await scheduleRetentionOf(app, tx, ref.organizationId, call.startedAt);
  });
}

async function deleteProviderRecording(app: AppContext, ref: CallRef, attempt: number) {
  const call = await inTenantOf(app, ref)((tx) => callsRepo.find(tx, ref.callId));
  if (!call?.recordingProviderId) return;
  try {
    await app.telephony.deleteRecording({
      providerRecordingId: call.recordingProviderId,
      url: call.recordingUrl ?? '',
    });
  } catch (error) {
    if (worthRetrying(error, attempt, callRecordingDeletionJob.maxAttempts)) throw error;
    app.logger.error({ err: error, callId: call.id }, 'recording stored, but the provider still holds it');
  }
}

/** What a transcription gives a call (an organization's or the demo's): its text, or that none is set up. */
export function transcriptColumns(transcript: Transcript | null): Partial<CallRow> {
  return transcript
    ? {
        transcriptionState: 'done',
        transcript: transcript.text,
        transcriptConfidence: transcript.confidence,
        transcriptSegments: transcript.segments,
        transcriptionError: null,
      }
    : { transcriptionState: 'not_configured' };
}

async function transcribe(app: AppContext, ref: CallRef) {
  const inTenant = inTenantOf(app, ref);
  const call = await inTenant((tx) => callsRepo.find(tx, ref.callId));
  if (!call?.recordingKey || call.transcriptionState === 'done') return;
  const audio = await app.storage.get(call.recordingKey);
  if (!audio) throw new Error(`recording ${call.recordingKey} missing from storage`);
  const transcript = await app.transcription.transcribe({
    audio: audio.body,
    contentType: audio.contentType,
    language: app.config.transcription?.language ?? DEFAULT_LOCALE,
    scriptedTranscript: call.scriptedTranscript,
  });
  await inTenant(async (tx) => {
    await callsRepo.update(tx, call.id, transcriptColumns(transcript));
    await triageDue(app, tx, ref);
  });
}

/** What a triage gives a call (an organization's or the demo's). */
export const triageColumns = (result: CallTriage) =>
  ({
    triageState: 'done',
    priority: result.priority,
    category: result.category,
    summary: result.summary,
    suggestedAction: result.suggestedAction,
    draftReply: result.draftReply,
    triageReason: result.reason,
    triageError: null,
  }) satisfies Partial<CallRow>;

/** How the call went for the caller, whatever happened to it since (a call-back). */
const outcomeOf = (call: CallRow) =>
  call.recordingKind === 'voicemail' ? 'voicemail' : call.answeredAt ? 'answered' : 'missed';

/**
 * Triages what the call holds now. The result is written only if the transcript is still the one
 * read: a transcript that arrived meanwhile has queued a triage of its own, which must win.
 */
async function triage(app: AppContext, ref: CallRef) {
  const inTenant = inTenantOf(app, ref);
  const read = await inTenant(async (tx) => {
    const found = await callsRepo.findWithCaller(tx, ref.callId);
    const organization = await organizationsRepo.findById(tx, ref.organizationId);
    return found && organization ? { ...found, organizationName: organization.name } : null;
  });
  if (!read || read.call.triageState === 'done') return;
  const { call } = read;
  const result: CallTriage = await app.triage.triage({
    transcript: call.transcript ?? '',
    locale: DEFAULT_LOCALE,
    callerName: certainCallerName(read.patients),
    organizationName: read.organizationName,
    outcome: outcomeOf(call),
  });
  await inTenant(async (tx) => {
    await callsRepo.updateIfTranscriptIs(tx, call.id, call, triageColumns(result));
    await scheduleRetentionOf(app, tx, ref.organizationId, call.startedAt);
  });
}

export function registerCallProcessingJobs(app: AppContext): void {
  const stage = (name: 'transcription' | 'triage', maxAttempts: number, attempt: number) => ({
    stage: name,
    maxAttempts,
    attempt,
  });
  app.jobs.register({
    ...callRecordingJob,
    handler: (ref, job) =>
      runStep(app, ref, stage('transcription', callRecordingJob.maxAttempts, job.attempt), () =>
        storeRecording(app, ref),
      ),
  });
  app.jobs.register({
    ...callRecordingDeletionJob,
    handler: (ref, job) => deleteProviderRecording(app, ref, job.attempt),
  });
  app.jobs.register({
    ...callTranscriptionJob,
    handler: (ref, job) =>
      runStep(app, ref, stage('transcription', callTranscriptionJob.maxAttempts, job.attempt), () =>
        transcribe(app, ref),
      ),
  });
  app.jobs.register({
    ...callTriageJob,
    handler: (ref, job) =>
      runStep(app, ref, stage('triage', callTriageJob.maxAttempts, job.attempt), () => triage(app, ref)),
  });
}

/**
 * The name to address a reply to: the one adult the number belongs to (or its only patient); none when
 * it may be several people (two adults share it), rather than the wrong one.
 */
export function certainCallerName(patients: CallerPatientMatch[]): string | null {
  const adults = patients.filter((patient) => !patient.minor);
  if (adults.length === 1) return adults[0]!.name;
  return adults.length === 0 && patients.length === 1 ? patients[0]!.name : null;
}
