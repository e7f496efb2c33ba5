import { and, eq, sql } from 'drizzle-orm';
import { MAX_BOOKING_HORIZON_WEEKS } from '@studiolo/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { jobs } from '../../db/schema';
import { enterScope } from '../../db/tenancy';
import { addDays, horizonEnd, instantOn, todayAt } from './opening-hours';
import { standingHoursSweepRepo } from './opening-hours-repo';
import { extendDoctor } from './standing-hours';

/**
 * The daily job that keeps standing hours going (docs/decisions/027): every doctor's availabilities
 * made through their clinic's booking horizon, each day a day further. Once a day, at EXTEND_AT in
 * Italy, and at every start; one planned at a time across servers, and idempotent if two run.
 */
export const standingHoursJob = { queue: 'calendar.standing-hours', schema: z.object({}), maxAttempts: 3 };
/** When the daily run starts, Italian time: before anyone books in the morning. */
const EXTEND_AT = '01:00';

/**
 * One run as of `now`: the doctors with standing hours short of the longest horizon are found across
 * organizations (which ones, nothing more), then each is extended in its own organization's scope.
 */
export async function extendStandingHours(app: AppContext, now = app.clock()) {
  const { db } = app.database;
  const due = await db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: null });
    await standingHoursSweepRepo.enter(tx);
    return standingHoursSweepRepo.due(tx, horizonEnd(now, MAX_BOOKING_HORIZON_WEEKS));
  });
  let created = 0;
  for (const { organizationId, doctorId } of due) {
    created += await extendDoctor(app, { organizationId, userId: null }, doctorId, now);
  }
  return { doctors: due.length, created };
}

/** The next run: tomorrow at EXTEND_AT in Italy. */
export const nextRunAfter = (now: Date) => instantOn(addDays(todayAt(now), 1), EXTEND_AT);

/**
 * Plans a run at `runAt` unless one is waiting already. Under a transaction-wide advisory lock, so
 * two servers starting (or two runs ending) at once plan one between them; a run in progress does
 * not count: it plans the next as it ends.
 */
export async function planStandingHours(app: AppContext, runAt: Date) {
  await app.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${standingHoursJob.queue}))`);
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.queue, standingHoursJob.queue), eq(jobs.status, 'pending')));
    if ((waiting?.n ?? 0) === 0) await app.jobs.enqueue(standingHoursJob, {}, { executor: tx, runAt });
  });
}

export function registerStandingHoursJob(app: AppContext): void {
  app.jobs.register({
    ...standingHoursJob,
    handler: async () => {
      try {
        const run = await extendStandingHours(app);
        if (run.created > 0) app.logger.info(run, 'standing hours extended');
      } finally {
        await planStandingHours(app, nextRunAfter(app.clock()));
      }
    },
  });
}
