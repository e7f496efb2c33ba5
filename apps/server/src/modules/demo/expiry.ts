import { z } from 'zod';
import type { AppContext } from '../../context';
import { demoRepo } from './repo';

/**
 * Deletes the live demo's data past its 24 hours: the recordings from storage, then the calls and
 * registrations (numbers, code hashes, transcripts), and the simulator's SMS of the same age. One
 * is enqueued for each registration's expiry; each run deletes whatever has expired by then.
 */
export const demoExpiryJob = { queue: 'demo.expire', schema: z.object({}), maxAttempts: 5 };

const BATCH = 500;
const SMS_KEPT_MS = 24 * 60 * 60_000;

export async function deleteExpiredDemoData(app: AppContext, now = new Date()) {
  const db = app.database.db;
  for (;;) {
    const recordings = await demoRepo.expiredRecordings(db, now, BATCH);
    for (const { id, recordingKey } of recordings) {
      await app.storage.delete(recordingKey!);
      await demoRepo.updateCall(db, id, { recordingKey: null });
    }
    if (recordings.length < BATCH) break;
  }
  return demoRepo.deleteExpired(db, now, new Date(now.getTime() - SMS_KEPT_MS));
}

export function registerDemoExpiryJob(app: AppContext): void {
  app.jobs.register({
    ...demoExpiryJob,
    handler: async () => {
      const deleted = await deleteExpiredDemoData(app);
      app.logger.info(deleted, 'expired demo data deleted');
    },
  });
}
