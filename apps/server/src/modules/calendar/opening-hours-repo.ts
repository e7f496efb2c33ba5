import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, openingHours, openingHoursExceptions, slots } from '../../db/schema';

export const openingHoursRepo = {
  find: async (db: Executor, doctorId: string) =>
    (await db.select().from(openingHours).where(eq(openingHours.doctorId, doctorId)))[0],
  /** The doctor's row, locked until the transaction ends: one extension of their hours at a time. */
  lock: async (db: Executor, doctorId: string) =>
    (await db.select().from(openingHours).where(eq(openingHours.doctorId, doctorId)).for('update'))[0],
  /** One template per doctor: the last one applied replaces the one before. */
  save: (db: Executor, values: typeof openingHours.$inferInsert) =>
    db
      .insert(openingHours)
      .values(values)
      .onConflictDoUpdate({
        target: [openingHours.organizationId, openingHours.doctorId],
        set: {
          ranges: values.ranges,
          standing: values.standing ?? false,
          standingFrom: values.standingFrom ?? null,
          generatedUntil: values.generatedUntil ?? null,
          updatedAt: new Date(),
        },
      }),
  update: (db: Executor, doctorId: string, values: Partial<typeof openingHours.$inferInsert>) =>
    db.update(openingHours).set(values).where(eq(openingHours.doctorId, doctorId)),

  /** The doctor's exceptions from `from` (a day) on, earliest first. */
  exceptions: (db: Executor, doctorId: string, from: string) =>
    db
      .select()
      .from(openingHoursExceptions)
      .where(and(eq(openingHoursExceptions.doctorId, doctorId), gte(openingHoursExceptions.date, from)))
      .orderBy(asc(openingHoursExceptions.date))
      .limit(1000),
  saveException: (db: Executor, values: typeof openingHoursExceptions.$inferInsert) =>
    db
      .insert(openingHoursExceptions)
      .values(values)
      .onConflictDoUpdate({
        target: [
          openingHoursExceptions.organizationId,
          openingHoursExceptions.doctorId,
          openingHoursExceptions.date,
        ],
        set: { ranges: values.ranges, note: values.note ?? null, updatedAt: new Date() },
      }),
  deleteException: async (db: Executor, doctorId: string, date: string) =>
    (
      await db
        .delete(openingHoursExceptions)
        .where(and(eq(openingHoursExceptions.doctorId, doctorId), eq(openingHoursExceptions.date, date)))
        .returning({ id: openingHoursExceptions.id })
    ).length > 0,

  /** The ids of the doctor's live slots made by standing hours that start in [from, to). */
  standingSlotsIn: async (db: Executor, doctorId: string, from: Date, to: Date) =>
    (
      await db
        .select({ id: slots.id })
        .from(slots)
        .where(
          and(
            eq(slots.doctorId, doctorId),
            eq(slots.standing, true),
            ne(slots.status, 'deleted'),
            gte(slots.startsAt, from),
            lt(slots.startsAt, to),
          ),
        )
    ).map((slot) => slot.id),
  /** How many visits that still take place these slots hold. */
  liveVisitsIn: async (db: Executor, slotIds: string[]) =>
    slotIds.length === 0
      ? 0
      : (
          await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(appointments)
            .where(and(inArray(appointments.slotId, slotIds), ne(appointments.status, 'cancelled')))
        )[0]!.n,
  deleteSlots: (db: Executor, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve()
      : db.update(slots).set({ status: 'deleted' }).where(inArray(slots.id, ids)),
};

/**
 * Across organizations (the daily job): the doctors whose standing hours are made through less than
 * `through` at most, which ones and nothing more; each is extended in its own organization's scope.
 * A transaction that sets app.standing_hours_sweep reads them (policy in migration 0047).
 */
export const standingHoursSweepRepo = {
  enter: (db: Executor) => db.execute(sql`SELECT set_config('app.standing_hours_sweep', 'on', true)`),
  due: (db: Executor, through: string) =>
    db
      .select({ organizationId: openingHours.organizationId, doctorId: openingHours.doctorId })
      .from(openingHours)
      .where(
        and(
          eq(openingHours.standing, true),
          sql`(${openingHours.generatedUntil} is null or ${openingHours.generatedUntil} < ${through})`,
        ),
      )
      .orderBy(asc(openingHours.organizationId)),
};
