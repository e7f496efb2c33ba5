import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, calls, doctors, invoices, services } from '../../db/schema';

const count = sql<number>`count(*) over ()`.mapWith(Number);

/** The rows of one page and how many match in all (the window count rides along each row). */
function paged<T extends { total: number }>(rows: T[]) {
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** A patient's visits before or from `now`, as the record lists them (each index-backed by patient). */
const appointmentsOf = (db: Executor, patientId: string, where: SQL, order: SQL, limit: number) =>
  db
    .select({
      id: appointments.id,
      slotId: appointments.slotId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      doctorFirstName: doctors.firstName,
      doctorLastName: doctors.lastName,
      doctorTitle: doctors.title,
      serviceName: services.name,
      priceCents: appointments.priceCents,
      paidCents: appointments.paidCents,
      total: count,
    })
    .from(appointments)
    .innerJoin(
      doctors,
      and(eq(doctors.organizationId, appointments.organizationId), eq(doctors.id, appointments.doctorId)),
    )
    .leftJoin(
      services,
      and(eq(services.organizationId, appointments.organizationId), eq(services.id, appointments.serviceId)),
    )
    .where(and(eq(appointments.patientId, patientId), where))
    .orderBy(order, asc(appointments.id))
    .limit(limit)
    .then(paged);

export const patientHistoryRepo = {
  upcoming: (db: Executor, patientId: string, now: Date, limit: number) =>
    appointmentsOf(db, patientId, gte(appointments.startsAt, now), asc(appointments.startsAt), limit),

  past: (db: Executor, patientId: string, now: Date, limit: number) =>
    appointmentsOf(db, patientId, lt(appointments.startsAt, now), desc(appointments.startsAt), limit),

  /** How many of the patient's visits they missed (no-shows), whenever (index-backed by patient). */
  noShows: async (db: Executor, patientId: string) =>
    (
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(appointments)
        .where(and(eq(appointments.patientId, patientId), eq(appointments.status, 'no_show')))
    )[0]!.n,

  invoices: (db: Executor, patientId: string, limit: number) =>
    db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.number,
        status: invoices.status,
        issuedOn: invoices.issuedOn,
        totalCents: invoices.totalCents,
        paidCents: invoices.paidCents,
        total: count,
      })
      .from(invoices)
      .where(eq(invoices.patientId, patientId))
      .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt), asc(invoices.id))
      .limit(limit)
      .then(paged),

  /** Calls from or to any of `phones` (E.164), latest first. */
  calls: async (db: Executor, phones: string[], limit: number) =>
    phones.length === 0
      ? { rows: [], total: 0 }
      : db
          .select({
            id: calls.id,
            direction: calls.direction,
            status: calls.status,
            caller: calls.caller,
            startedAt: calls.startedAt,
            durationSeconds: calls.durationSeconds,
            category: calls.category,
            priority: calls.priority,
            summary: calls.summary,
            requestStatus: calls.requestStatus,
            total: count,
          })
          .from(calls)
          .where(inArray(calls.caller, phones))
          .orderBy(desc(calls.startedAt), asc(calls.id))
          .limit(limit)
          .then(paged),
};
