import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { recordActivity } from '../activity/service';
import { organizationsRepo } from '../organizations/repo';
import { retentionRepo } from './retention-repo';

/**
 * Deletes an organization's call recordings (from storage) and transcripts once older than the days
 * its settings keep them (GDPR art. 5(1)(e); docs/decisions/026), each deletion in the activity log.
 * A sweep is enqueued for when the next recording or transcript expires, and at once when the
 * settings change; each run deletes whatever has expired by then and enqueues the next.
 */
export const callRetentionJob = {
  queue: 'calls.retention',
  schema: z.object({ organizationId: z.uuid() }),
  maxAttempts: 8,
};

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 200;
/** A sweep runs this long after the next expiry, so that what it finds has expired. */
const MARGIN_MS = 60_000;

/** Makes sure a sweep of the organization runs by `at` (one already due by then is enough). */
export async function scheduleRetentionSweep(app: AppContext, tx: Tx, organizationId: string, at: Date) {
  if (await retentionRepo.sweepDueBy(tx, callRetentionJob.queue, organizationId, at)) return;
  await app.jobs.enqueue(callRetentionJob, { organizationId }, { executor: tx, runAt: at });
}

/**
 * A call now holds a recording, a transcript or an analysis: a sweep is due when the first of them
 * expires (the sweep then enqueues the next).
 */
export async function scheduleRetentionOf(app: AppContext, tx: Tx, organizationId: string, startedAt: Date) {
  const organization = await organizationsRepo.findById(tx, organizationId);
  if (!organization) return;
  const days = Math.min(organization.recordingRetentionDays, organization.transcriptRetentionDays);
  await scheduleRetentionSweep(
    app,
    tx,
    organizationId,
    new Date(startedAt.getTime() + days * DAY_MS + MARGIN_MS),
  );
}

/** Deletes what has expired at `now` (the clock is the caller's, so tests move it); how many of each. */
export async function sweepCallRetention(app: AppContext, organizationId: string, now = new Date()) {
  const scope = { organizationId, userId: null };
  const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(app.database.db, scope, work);
  const organization = await inTenant((tx) => organizationsRepo.findById(tx, organizationId));
  if (!organization) return { recordings: 0, transcripts: 0 };
  const { recordingRetentionDays: recordingDays, transcriptRetentionDays: transcriptDays } = organization;
  let recordings = 0;
  for (;;) {
    const expired = await inTenant((tx) => retentionRepo.expiredRecordings(tx, now, recordingDays, BATCH));
    for (const { id, recordingKey } of expired) {
      // Storage first: a failure after it leaves the key to delete again (deleting is idempotent).
      await app.storage.delete(recordingKey!);
      await inTenant(async (tx) => {
        await retentionRepo.recordingDeleted(tx, id, now);
        await recordActivity(tx, scope, {
          action: 'call.recording_deleted',
          entityType: 'call',
          entityId: id,
          data: { retentionDays: recordingDays },
        });
      });
    }
    recordings += expired.length;
    if (expired.length < BATCH) break;
  }
  const transcripts = await inTenant(async (tx) => {
    const emptied = await retentionRepo.deleteExpiredTranscripts(tx, now, transcriptDays);
    for (const { id } of emptied) {
      await recordActivity(tx, scope, {
        action: 'call.transcript_deleted',
        entityType: 'call',
        entityId: id,
        data: { retentionDays: transcriptDays },
      });
    }
    const oldest = await retentionRepo.oldestKept(tx);
    const next = [
      oldest.recording && oldest.recording.getTime() + recordingDays * DAY_MS,
      oldest.transcript && oldest.transcript.getTime() + transcriptDays * DAY_MS,
    ].filter((at): at is number => typeof at === 'number');
    if (next.length > 0) {
      const at = Math.max(Math.min(...next), now.getTime()) + MARGIN_MS;
      await scheduleRetentionSweep(app, tx, organizationId, new Date(at));
    }
    return emptied.length;
  });
  return { recordings, transcripts };
}

export function registerCallRetentionJob(app: AppContext): void {
  app.jobs.register({
    ...callRetentionJob,
    handler: async ({ organizationId }) => {
      const deleted = await sweepCallRetention(app, organizationId);
      if (deleted.recordings + deleted.transcripts > 0) {
        app.logger.info({ organizationId, ...deleted }, 'expired call recordings and transcripts deleted');
      }
    },
  });
}
