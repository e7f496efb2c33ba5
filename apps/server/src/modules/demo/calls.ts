import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { translator } from '../../i18n';
import type { CallEvent } from '../../providers/telephony/events';
import { TelephonyError } from '../../providers/telephony/port';
import { demoLineTwiml } from '../../providers/telephony/twiml';
import { columnsOf, factsOf } from '../calls/fact-columns';
import { registerOwnLine } from '../calls/own-lines';
import {
  EXTENSIONS,
  message,
  transcriptColumns,
  triageColumns,
  worthRetrying,
} from '../calls/processing-jobs';
import { applyCallEvent } from '../calls/state';
import { demoRepo, type DemoCallRow } from './repo';

/**
 * A call to the live demo's line goes through the same steps as an organization's call, on the
 * same ports: the provider's webhooks (stored and applied by the `telephony.event` job, merged with
 * modules/calls/state.ts), the recording downloaded into storage and deleted at the provider, the
 * transcription, the triage. Only where it is kept differs: the demo's own tables and storage keys,
 * on no organization, deleted after 24 hours.
 */
const isDemoLine = (app: AppContext, number: string) => app.config.demo.number === number;

const CallId = z.object({ callId: z.uuid() });
export const demoRecordingJob = { queue: 'demo.recording', schema: CallId, maxAttempts: 8 };
export const demoTranscriptionJob = { queue: 'demo.transcription', schema: CallId, maxAttempts: 6 };
export const demoTriageJob = { queue: 'demo.triage', schema: CallId, maxAttempts: 6 };

const DEMO_CALL_TTL_MS = 24 * 60 * 60_000;

/** The demo line's answer: a verified visitor's first call is recorded; anyone else is told why not. */
async function demoLineAnswer(app: AppContext, base: string, number: string, caller: string | undefined) {
  const registration = caller ? await demoRepo.verifiedRegistrationOf(app.database.db, caller) : undefined;
  const welcome = registration && !(await demoRepo.callOf(app.database.db, registration.id));
  const locale = registration?.locale ?? 'it';
  const t = translator(locale);
  return demoLineTwiml(
    base,
    number,
    { locale, say: t(welcome ? 'marketing:demo.voice.welcome' : 'marketing:demo.voice.notRegistered') },
    !!welcome,
  );
}

/**
 * Merges the events into their demo call under a row lock, as for an organization's call. The call
 * belongs to the verified registration of the number calling (known once an event names it) and
 * expires with it; a recording first known is downloaded by the next job.
 */
async function applyDemoEvents(app: AppContext, tx: Tx, events: CallEvent[]) {
  const provider = app.telephony.kind;
  for (const event of events) {
    await demoRepo.insertCallIfNew(tx, {
      provider,
      providerCallId: event.providerCallId,
      // A bare call: the merge below then sees every fact of this event arrive, and what it makes due.
      ...demoColumns(
        columnsOf(
          applyCallEvent(null, { providerCallId: event.providerCallId, number: event.number, at: event.at }),
        ),
      ),
      expiresAt: new Date(Date.now() + DEMO_CALL_TTL_MS),
    });
    const call = (await demoRepo.lockByProviderId(tx, provider, event.providerCallId))!;
    const before = factsOf({ ...call, direction: 'inbound', forwardedVia: null, forwardedTo: null });
    const after = applyCallEvent(before, event);
    const changes: Partial<DemoCallRow> = demoColumns(columnsOf(after));
    if (!call.registrationId && after.caller) {
      const registration = await demoRepo.verifiedRegistrationOf(tx, after.caller);
      if (registration) {
        changes.registrationId = registration.id;
        if (registration.expiresAt < call.expiresAt) changes.expiresAt = registration.expiresAt;
      }
    }
    if (after.recording && !call.recordingProviderId) {
      changes.transcriptionState = 'pending';
      await app.jobs.enqueue(demoRecordingJob, { callId: call.id }, { executor: tx });
    }
    await demoRepo.updateCall(tx, call.id, changes);
  }
}

/** An organization's call columns, without those a demo call has not (direction, forwarding). */
function demoColumns(columns: ReturnType<typeof columnsOf>) {
  const { direction: _direction, forwardedVia: _via, forwardedTo: _to, ...rest } = columns;
  return rest;
}

/** Downloads the recording into storage (under demo/), deletes it at the provider, transcription next. */
async function storeRecording(app: AppContext, callId: string) {
  const db = app.database.db;
  const call = await demoRepo.call(db, callId);
  if (!call?.recordingProviderId || call.recordingKey) return;
  const ref = { providerRecordingId: call.recordingProviderId, url: call.recordingUrl ?? '' };
  const audio = await app.telephony.fetchRecording(ref);
  const contentType = audio.contentType.split(';')[0]!.trim().toLowerCase();
  if (!EXTENSIONS[contentType]) throw new TelephonyError(`not a recording: ${contentType}`, false);
  const key = `demo/calls/${call.id}/recording.${EXTENSIONS[contentType]}`;
  await app.storage.put(key, audio.body, contentType);
  await db.transaction(async (tx) => {
    await demoRepo.updateCall(tx, call.id, { recordingKey: key, transcriptionState: 'pending' });
    await app.jobs.enqueue(demoTranscriptionJob, { callId }, { executor: tx });
  });
  await app.telephony.deleteRecording(ref).catch((error: unknown) => {
    app.logger.warn(
      { err: error, demoCallId: call.id },
      'demo recording stored, but the provider still holds it',
    );
  });
}

async function transcribe(app: AppContext, callId: string) {
  const db = app.database.db;
  const call = await demoRepo.call(db, callId);
  if (!call?.recordingKey || call.transcriptionState === 'done') return;
  const audio = await app.storage.get(call.recordingKey);
  if (!audio) throw new Error(`recording ${call.recordingKey} missing from storage`);
  const registration = call.registrationId ? await demoRepo.registration(db, call.registrationId) : undefined;
  const transcript = await app.transcription.transcribe({
    audio: audio.body,
    contentType: audio.contentType,
    language: app.config.transcription?.language ?? registration?.locale ?? 'it',
    scriptedTranscript: call.scriptedTranscript,
  });
  await db.transaction(async (tx) => {
    await demoRepo.updateCall(tx, call.id, transcriptColumns(transcript));
    await triageDue(app, tx, callId);
  });
}

async function triageDue(app: AppContext, tx: Tx, callId: string) {
  await demoRepo.updateCall(tx, callId, { triageState: 'pending' });
  await app.jobs.enqueue(demoTriageJob, { callId }, { executor: tx });
}

/** The triage the visitor's message would get at a clinic: the demo speaks as 'Studiolo'. */
async function triage(app: AppContext, callId: string) {
  const db = app.database.db;
  const call = await demoRepo.call(db, callId);
  if (!call || call.triageState === 'done') return;
  const registration = call.registrationId ? await demoRepo.registration(db, call.registrationId) : undefined;
  const result = await app.triage.triage({
    transcript: call.transcript ?? '',
    locale: registration?.locale ?? 'it',
    callerName: null,
    organizationName: 'Studiolo',
    outcome: 'voicemail',
  });
  await demoRepo.updateCall(db, call.id, triageColumns(result));
}

/** As for an organization's call: retried while worth it, then failed, and the call still finishes. */
async function step(
  app: AppContext,
  callId: string,
  job: { attempt: number; maxAttempts: number },
  stage: 'transcription' | 'triage',
  work: () => Promise<void>,
) {
  try {
    await work();
  } catch (error) {
    if (worthRetrying(error, job.attempt, job.maxAttempts)) throw error;
    await app.database.db.transaction(async (tx) => {
      if (stage === 'triage') {
        await demoRepo.updateCall(tx, callId, { triageState: 'failed', triageError: message(error) });
        return;
      }
      await demoRepo.updateCall(tx, callId, {
        transcriptionState: 'failed',
        transcriptionError: message(error),
      });
      await triageDue(app, tx, callId);
    });
  }
}

/** The demo line, as a line of its own for the calls pipeline, and its calls' processing jobs. */
export function registerDemoCallJobs(app: AppContext): void {
  registerOwnLine(app, {
    owns: (number) => isDemoLine(app, number),
    answer: (base, number, caller) => demoLineAnswer(app, base, number, caller),
    applyEvents: (tx, events) => applyDemoEvents(app, tx, events),
  });
  const jobs = [
    [demoRecordingJob, 'transcription', storeRecording],
    [demoTranscriptionJob, 'transcription', transcribe],
    [demoTriageJob, 'triage', triage],
  ] as const;
  for (const [definition, stage, work] of jobs) {
    app.jobs.register({
      ...definition,
      handler: ({ callId }, job) =>
        step(app, callId, { attempt: job.attempt, maxAttempts: definition.maxAttempts }, stage, () =>
          work(app, callId),
        ),
    });
  }
}
