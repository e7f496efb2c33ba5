import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { demoCalls, demoRegistrations, outboxSms } from '../../db/schema';

export type DemoRegistrationRow = typeof demoRegistrations.$inferSelect;
export type DemoCallRow = typeof demoCalls.$inferSelect;

/** Queries of the live demo; every read leaves out rows past their expiry (they may await deletion). */
export const demoRepo = {
  insertRegistration: async (db: Executor, values: typeof demoRegistrations.$inferInsert) =>
    (await db.insert(demoRegistrations).values(values).returning())[0]!,

  registration: async (db: Executor, id: string, now = new Date()) =>
    (
      await db
        .select()
        .from(demoRegistrations)
        .where(and(eq(demoRegistrations.id, id), gt(demoRegistrations.expiresAt, now)))
    )[0],

  /** The number's registration verified and not expired, the newest: the one its calls belong to. */
  verifiedRegistrationOf: async (db: Executor, phone: string, now = new Date()) =>
    (
      await db
        .select()
        .from(demoRegistrations)
        .where(
          and(
            eq(demoRegistrations.phone, phone),
            isNotNull(demoRegistrations.verifiedAt),
            gt(demoRegistrations.expiresAt, now),
          ),
        )
        .orderBy(desc(demoRegistrations.verifiedAt))
        .limit(1)
    )[0],

  /** A new code for the number replaces any it was sent before and never entered. */
  deleteUnverified: (db: Executor, phone: string) =>
    db
      .delete(demoRegistrations)
      .where(and(eq(demoRegistrations.phone, phone), isNull(demoRegistrations.verifiedAt))),

  deleteRegistration: (db: Executor, id: string) =>
    db.delete(demoRegistrations).where(eq(demoRegistrations.id, id)),

  /** Counts one wrong code; the attempts made so far. */
  countWrongCode: async (db: Executor, id: string) =>
    (
      await db
        .update(demoRegistrations)
        .set({ codeAttempts: sql`${demoRegistrations.codeAttempts} + 1` })
        .where(eq(demoRegistrations.id, id))
        .returning({ attempts: demoRegistrations.codeAttempts })
    )[0]?.attempts ?? 0,

  markVerified: (db: Executor, id: string, at: Date) =>
    db.update(demoRegistrations).set({ verifiedAt: at }).where(eq(demoRegistrations.id, id)),

  callOf: async (db: Executor, registrationId: string, now = new Date()) =>
    (
      await db
        .select()
        .from(demoCalls)
        .where(and(eq(demoCalls.registrationId, registrationId), gt(demoCalls.expiresAt, now)))
        .orderBy(desc(demoCalls.startedAt))
        .limit(1)
    )[0],

  call: async (db: Executor, id: string) =>
    (await db.select().from(demoCalls).where(eq(demoCalls.id, id)))[0],

  insertCallIfNew: (db: Executor, values: typeof demoCalls.$inferInsert) =>
    db.insert(demoCalls).values(values).onConflictDoNothing(),

  lockByProviderId: async (db: Executor, provider: DemoCallRow['provider'], providerCallId: string) =>
    (
      await db
        .select()
        .from(demoCalls)
        .where(and(eq(demoCalls.provider, provider), eq(demoCalls.providerCallId, providerCallId)))
        .for('update')
    )[0],

  updateCall: (db: Executor, id: string, changes: Partial<DemoCallRow>) =>
    db.update(demoCalls).set(changes).where(eq(demoCalls.id, id)),

  /** The recordings of calls past their expiry, to delete from storage before their rows. */
  expiredRecordings: (db: Executor, now: Date, limit: number) =>
    db
      .select({ id: demoCalls.id, recordingKey: demoCalls.recordingKey })
      .from(demoCalls)
      .where(and(lte(demoCalls.expiresAt, now), isNotNull(demoCalls.recordingKey)))
      .limit(limit),

  /** Deletes what is past its expiry: calls, registrations (their calls go with them), kept SMS. */
  deleteExpired: async (db: Executor, now: Date, smsBefore: Date) => {
    const deletedCalls = await db
      .delete(demoCalls)
      .where(lte(demoCalls.expiresAt, now))
      .returning({ id: demoCalls.id });
    const deletedRegistrations = await db
      .delete(demoRegistrations)
      .where(lte(demoRegistrations.expiresAt, now))
      .returning({ id: demoRegistrations.id });
    await db.delete(outboxSms).where(lte(outboxSms.createdAt, smsBefore));
    return { calls: deletedCalls.length, registrations: deletedRegistrations.length };
  },
};
