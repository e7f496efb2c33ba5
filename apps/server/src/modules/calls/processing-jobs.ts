import { DEFAULT_LOCALE } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { TelephonyError } from '../../providers/telephony/port';
import { TranscriptionError } from '../../providers/transcription/port';
import { TriageError } from '../../providers/triage/port';
import { organizationsRepo } from '../organizations/repo';
import { callRecordingJob, callTranscriptionJob, callTriageJob } from './processing';
import { callsRepo, type CallRow } from './repo';

type Ref = { organizationId: string; callId: string };

const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
};

/** Where a call's audio is kept: private, under its organization. */
export const recordingKey = (call: CallRow, contentType: string) =>
  `org/${call.organizationId}/calls/${call.id}/${call.recordingKind ?? 'recording'}.${EXTENSIONS[contentType] ?? 'bin'}`;

/** Whether an error is worth another try: retryable and tries left. */
const retry = (error: unknown, attempt: number, maxAttempts: number) =>
  attempt < maxAttempts &&
  (!(
    error instanceof TelephonyError ||
    error instanceof TranscriptionError ||
    error instanceof TriageError
  ) ||
    error.retryable);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Each step reads in one transaction, calls the outside service with no transaction open, and
 * writes its result (and enqueues the next step) in another. A step that keeps failing leaves a
 * clear state on the call ('failed' with the reason) instead of 'pending' for good.
 */
function tenantOf(app: AppContext, ref: Ref) {
  return <T>(work: (tx: Tx) => Promise<T>) =>
    withTenant(app.database.db, { organizationId: ref.organizationId, userId: null }, work);
}

/** Downloads the recording or voicemail into our storage, then removes it from the provider. */
async function storeRecording(app: AppContext, ref: Ref, attempt: number) {
  const inTenant = tenantOf(app, ref);
  const call = await inTenant((tx) => callsRepo.find(tx, ref.callId));
  if (!call?.recordingProviderId || call.recordingKey) return;
  const provided = { providerRecordingId: call.recordingProviderId, url: call.recordingUrl ?? '' };
  let audio;
  try {
    audio = await app.telephony.fetchRecording(provided);
  } catch (error) {
    if (retry(error, attempt, callRecordingJob.maxAttempts)) throw error;
    await inTenant((tx) =>
      callsRepo.update(tx, call.id, { transcriptionState: 'failed', transcriptionError: message(error) }),
    );
    return;
  }
  const key = recordingKey(call, audio.contentType);
  await app.storage.put(key, audio.body, audio.contentType);
  await inTenant(async (tx) => {
    await callsRepo.update(tx, call.id, {
      recordingKey: key,
      recordingContentType: audio.contentType,
      transcriptionState: 'pending',
    });
    await app.jobs.enqueue(callTranscriptionJob, ref, { executor: tx });
  });
  try {
    await app.telephony.deleteRecording(provided);
  } catch (error) {
    // Stored with us already; the provider keeps a copy until someone deletes it there.
    app.logger.warn({ err: error, callId: call.id }, 'recording stored, but not deleted from the provider');
  }
}

async function transcribe(app: AppContext, ref: Ref, attempt: number) {
  const inTenant = tenantOf(app, ref);
  const call = await inTenant((tx) => callsRepo.find(tx, ref.callId));
  if (!call?.recordingKey || call.transcriptionState === 'done') return;
  const audio = await app.storage.get(call.recordingKey);
  if (!audio) throw new Error(`recording ${call.recordingKey} missing from storage`);
  let transcript;
  try {
    transcript = await app.transcription.transcribe({
      audio: audio.body,
      contentType: audio.contentType,
      language: app.config.transcription?.language ?? DEFAULT_LOCALE,
      scriptedTranscript: call.scriptedTranscript,
    });
  } catch (error) {
    if (retry(error, attempt, callTranscriptionJob.maxAttempts)) throw error;
    await inTenant((tx) =>
      callsRepo.update(tx, call.id, { transcriptionState: 'failed', transcriptionError: message(error) }),
    );
    return;
  }
  await inTenant(async (tx) => {
    if (!transcript) {
      await callsRepo.update(tx, call.id, { transcriptionState: 'not_configured' });
      return;
    }
    await callsRepo.update(tx, call.id, {
      transcriptionState: 'done',
      transcript: transcript.text,
      transcriptConfidence: transcript.confidence,
      transcriptSegments: transcript.segments,
      transcriptionError: null,
      triageState: 'pending',
    });
    await app.jobs.enqueue(callTriageJob, ref, { executor: tx });
  });
}

async function triage(app: AppContext, ref: Ref, attempt: number) {
  const inTenant = tenantOf(app, ref);
  const read = await inTenant(async (tx) => {
    const found = await callsRepo.findWithCaller(tx, ref.callId);
    const organization = await organizationsRepo.findById(tx, ref.organizationId);
    return found && organization ? { ...found, organizationName: organization.name } : null;
  });
  if (!read || read.call.triageState === 'done') return;
  const { call } = read;
  let result;
  try {
    result = await app.triage.triage({
      transcript: call.transcript ?? '',
      locale: DEFAULT_LOCALE,
      callerName: read.patientName,
      organizationName: read.organizationName,
      outcome: call.status === 'voicemail' ? 'voicemail' : call.status === 'missed' ? 'missed' : 'answered',
    });
  } catch (error) {
    if (retry(error, attempt, callTriageJob.maxAttempts)) throw error;
    await inTenant((tx) =>
      callsRepo.update(tx, call.id, { triageState: 'failed', triageError: message(error) }),
    );
    return;
  }
  await inTenant((tx) =>
    callsRepo.update(tx, call.id, {
      triageState: 'done',
      priority: result.priority,
      category: result.category,
      summary: result.summary,
      suggestedAction: result.suggestedAction,
      draftReply: result.draftReply,
      triageReason: result.reason,
      triageError: null,
    }),
  );
}

export function registerCallProcessingJobs(app: AppContext): void {
  app.jobs.register({ ...callRecordingJob, handler: (ref, job) => storeRecording(app, ref, job.attempt) });
  app.jobs.register({ ...callTranscriptionJob, handler: (ref, job) => transcribe(app, ref, job.attempt) });
  app.jobs.register({ ...callTriageJob, handler: (ref, job) => triage(app, ref, job.attempt) });
}
