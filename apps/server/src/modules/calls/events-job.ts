import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import {
  parseCallEvents,
  TELEPHONY_HOOKS,
  type CallEvent,
  type TelephonyHook,
} from '../../providers/telephony/events';
import { columnsOf, factsOf } from './fact-columns';
import { ownLineOf } from './own-lines';
import { callRecordingJob, callTriageJob } from './processing';
import { routeNumber } from './numbers';
import { callsRepo, type CallRow } from './repo';
import { applyCallEvent } from './state';
import { telephonyEventJob } from './webhooks';

/**
 * Merges one event into its call under a row lock, so two events of one call processed at once
 * (two server processes) still both count. The work a change makes due is enqueued in the same
 * transaction: the recording's download when one is first known; the triage of a call that ended
 * unanswered without a message (a voicemail is triaged once transcribed).
 */
async function applyToCall(app: AppContext, tx: Tx, organizationId: string, event: CallEvent) {
  const provider = app.telephony.kind;
  await callsRepo.insertCallIfNew(tx, {
    organizationId,
    provider,
    providerCallId: event.providerCallId,
    // A bare call: the merge below then sees every fact of this event arrive, and what it makes due.
    ...columnsOf(
      applyCallEvent(null, { providerCallId: event.providerCallId, number: event.number, at: event.at }),
    ),
  });
  const call = (await callsRepo.lockByProviderId(tx, provider, event.providerCallId))!;
  const before = factsOf(call);
  const after = applyCallEvent(before, event);
  const changes: Partial<CallRow> = columnsOf(after);
  const ref = { organizationId, callId: call.id };
  if (after.recording && !call.recordingProviderId) {
    changes.transcriptionState = 'pending';
    await app.jobs.enqueue(callRecordingJob, ref, { executor: tx });
  }
  if (after.status === 'missed' && before.status !== 'missed' && call.triageState === 'none') {
    changes.triageState = 'pending';
    await app.jobs.enqueue(callTriageJob, ref, { executor: tx });
  }
  await callsRepo.update(tx, call.id, changes);
}

async function processEvent(app: AppContext, { eventId }: z.infer<typeof telephonyEventJob.schema>) {
  const db = app.database.db;
  const stored = await callsRepo.event(db, eventId);
  if (!stored || stored.processedAt) return;
  // Received while another provider was configured: its ids and recordings mean nothing to this one.
  if (stored.provider !== app.telephony.kind) {
    await callsRepo.markEventProcessed(db, eventId, 'another provider');
    return;
  }
  const hook = stored.hook as TelephonyHook;
  const events = TELEPHONY_HOOKS.includes(hook)
    ? parseCallEvents(hook, stored.params, stored.query, stored.receivedAt, {
        scripted: stored.provider === 'simulator',
      })
    : [];
  const ownLine = ownLineOf(app, events[0]?.number);
  if (ownLine) {
    await db.transaction(async (tx) => {
      await ownLine.applyEvents(tx, events);
      await callsRepo.markEventProcessed(tx, eventId, null);
    });
    return;
  }
  const number = events[0] ? await routeNumber(db, events[0].number) : undefined;
  if (!number?.organizationId) {
    await callsRepo.markEventProcessed(db, eventId, events.length ? 'unknown number' : 'nothing to apply');
    return;
  }
  await withTenant(db, { organizationId: number.organizationId, userId: null }, async (tx) => {
    for (const event of events) await applyToCall(app, tx, number.organizationId!, event);
    await callsRepo.markEventProcessed(tx, eventId, null);
  });
  // Each event applied clears a few old ones: the log never grows past a month of calls.
  await callsRepo.purgeProcessedEvents(db, EVENT_RETENTION_DAYS, PURGE_BATCH);
}

/** How long an applied event is kept (for a provider's late redelivery), and how many go at once. */
const EVENT_RETENTION_DAYS = 30;
const PURGE_BATCH = 200;

export function registerTelephonyEventJob(app: AppContext): void {
  app.jobs.register({ ...telephonyEventJob, handler: (payload) => processEvent(app, payload) });
}
