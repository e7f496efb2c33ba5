import { and, asc, eq, gt, gte, inArray, lt, ne, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  appointments,
  doctors,
  doctorServices,
  invoiceLines,
  invoices,
  organizations,
  patients,
  services,
  slots,
  waitingList,
} from '../../db/schema';

export type SlotRow = typeof slots.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentListRow = {
  appointment: AppointmentRow;
  patientName: string | null;
  serviceName: string | null;
};

/** The visit is a line of an invoice that stands (not cancelled). */
const ON_LIVE_INVOICE = sql`exists (select 1 from ${invoiceLines} l join ${invoices} i on i.organization_id = l.organization_id and i.id = l.invoice_id where l.organization_id = ${appointments.organizationId} and l.appointment_id = ${appointments.id} and i.status <> 'cancelled')`;

/**
 * Rows whose time range meets [from, to), bounded on both sides in the (organization_id, starts_at)
 * index. `starts_at < to and ends_at > from` alone reads every row before the window (234 ms for a
 * week of a year's calendar, growing with every year). A row that meets the window started at most
 * the longest row's length before it, and that length comes off an index (slots_length_idx,
 * appointments_length_idx) once per statement, so a visit of any length that began before the window
 * still shows. (A range overlap on a GiST index is not used under row-level security: `&&` is not
 * leakproof.) Seconds, not days: `from - interval '1 day'` would move with daylight saving time.
 */
const within = (table: typeof slots | typeof appointments, from: Date, to: Date) => {
  // The whole bound in one sub-select: PostgreSQL 15 uses only a bare InitPlan as an index condition.
  const earliestStart = sql`(select ${from.toISOString()}::timestamptz - make_interval(secs => coalesce(max(extract(epoch from (longest.ends_at - longest.starts_at))), 0)) from ${table} longest)`;
  return and(lt(table.startsAt, to), gt(table.endsAt, from), gte(table.startsAt, earliestStart));
};

/** Rows of the doctors named (none named: every doctor's). */
const ofDoctors = (table: typeof slots | typeof appointments, doctorIds: readonly string[] | undefined) =>
  doctorIds ? inArray(table.doctorId, [...doctorIds]) : undefined;

const appointmentColumns = {
  appointment: appointments,
  patientName: sql<string | null>`${patients.lastName} || ' ' || ${patients.firstName}`,
  serviceName: services.name,
};

function appointmentsWithNames(db: Executor) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .leftJoin(
      patients,
      and(eq(patients.organizationId, appointments.organizationId), eq(patients.id, appointments.patientId)),
    )
    .leftJoin(
      services,
      and(eq(services.organizationId, appointments.organizationId), eq(services.id, appointments.serviceId)),
    );
}

export const calendarRepo = {
  slotsIn: (
    db: Executor,
    q: { from: Date; to: Date; doctorIds?: readonly string[]; includeDeleted: boolean },
  ) =>
    db
      .select()
      .from(slots)
      .where(
        and(
          within(slots, q.from, q.to),
          ofDoctors(slots, q.doctorIds),
          q.includeDeleted ? undefined : ne(slots.status, 'deleted'),
        ),
      )
      .orderBy(asc(slots.startsAt)),

  appointmentsIn: (
    db: Executor,
    q: { from: Date; to: Date; doctorIds?: readonly string[] },
  ): Promise<AppointmentListRow[]> =>
    appointmentsWithNames(db)
      .where(and(within(appointments, q.from, q.to), ofDoctors(appointments, q.doctorIds)))
      .orderBy(asc(appointments.startsAt)),

  /** A filtered page of appointments in [from, to) (or whenever, with no window), earliest first, with the total. */
  async appointmentsPage(
    db: Executor,
    q: {
      from?: Date;
      to?: Date;
      doctorId?: string;
      patientId?: string;
      status?: AppointmentRow['status'];
      checkedIn?: boolean;
      cancelled?: boolean;
      invoiced?: boolean;
      limit: number;
      offset: number;
    },
  ) {
    const where = and(
      q.from && q.to ? within(appointments, q.from, q.to) : undefined,
      q.doctorId ? eq(appointments.doctorId, q.doctorId) : undefined,
      q.patientId ? eq(appointments.patientId, q.patientId) : undefined,
      q.status ? eq(appointments.status, q.status) : undefined,
      q.checkedIn === undefined ? undefined : eq(appointments.checkedIn, q.checkedIn),
      q.cancelled === undefined
        ? undefined
        : q.cancelled
          ? eq(appointments.status, 'cancelled')
          : ne(appointments.status, 'cancelled'),
      q.invoiced === undefined ? undefined : q.invoiced ? ON_LIVE_INVOICE : not(ON_LIVE_INVOICE),
    );
    const rows = await appointmentsWithNames(db)
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(q.limit)
      .offset(q.offset);
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(appointments)
      .where(where);
    return { rows, total: count!.n };
  },

  findSlot: async (db: Executor, id: string) => (await db.select().from(slots).where(eq(slots.id, id)))[0],

  insertSlots: (db: Executor, values: (typeof slots.$inferInsert)[]) =>
    db.insert(slots).values(values).returning(),

  updateSlot: async (db: Executor, id: string, values: Partial<typeof slots.$inferInsert>) =>
    (await db.update(slots).set(values).where(eq(slots.id, id)).returning())[0],

  /** Appointments of a slot that still take its time. */
  liveAppointmentsOfSlot: (db: Executor, slotId: string) =>
    db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.slotId, slotId), ne(appointments.status, 'cancelled'))),

  /** The same, with their patients' names, by time: what holds the slot. */
  liveAppointmentsOfSlotNamed: (db: Executor, slotId: string) =>
    appointmentsWithNames(db)
      .where(and(eq(appointments.slotId, slotId), ne(appointments.status, 'cancelled')))
      .orderBy(asc(appointments.startsAt)),

  findAppointment: async (db: Executor, id: string) =>
    (await appointmentsWithNames(db).where(eq(appointments.id, id)))[0],

  insertAppointment: async (db: Executor, values: typeof appointments.$inferInsert) =>
    (await db.insert(appointments).values(values).returning())[0]!,

  updateAppointment: async (db: Executor, id: string, values: Partial<typeof appointments.$inferInsert>) =>
    (await db.update(appointments).set(values).where(eq(appointments.id, id)).returning())[0],

  /** The price and duration that apply to a doctor performing a service: their own, else the service's. */
  priceOf: async (db: Executor, doctorId: string, serviceId: string) =>
    (
      await db
        .select({
          priceCents: sql<number>`coalesce(${doctorServices.priceCents}, ${services.priceCents})`.mapWith(
            Number,
          ),
        })
        .from(services)
        .leftJoin(
          doctorServices,
          and(
            eq(doctorServices.organizationId, services.organizationId),
            eq(doctorServices.serviceId, services.id),
            eq(doctorServices.doctorId, doctorId),
          ),
        )
        .where(eq(services.id, serviceId))
    )[0],

  /** Marks slots booked when they hold a live appointment, available when not. */
  refreshSlotStatus: (db: Executor, slotIds: string[]) =>
    slotIds.length === 0
      ? Promise.resolve()
      : db
          .update(slots)
          .set({
            status: sql`case when exists (select 1 from ${appointments} a where a.slot_id = ${slots.id} and a.organization_id = ${slots.organizationId} and a.status <> 'cancelled') then 'booked' else 'available' end`,
          })
          .where(and(inArray(slots.id, slotIds), ne(slots.status, 'deleted'))),
};

export const dayScheduleRepo = {
  /** The visits of [from, to) that still take place, with what the printed schedule shows. */
  rows: (db: Executor, q: { from: Date; to: Date; doctorIds?: readonly string[] }) =>
    db
      .select({
        doctorId: appointments.doctorId,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        patientName: sql<string>`coalesce(${patients.lastName} || ' ' || ${patients.firstName}, ${appointments.temporaryName}, '')`,
        patientId: appointments.patientId,
        birthDate: patients.birthDate,
        phone: patients.mobile,
        serviceName: services.name,
        notes: appointments.notes,
      })
      .from(appointments)
      .leftJoin(
        patients,
        and(
          eq(patients.organizationId, appointments.organizationId),
          eq(patients.id, appointments.patientId),
        ),
      )
      .leftJoin(
        services,
        and(
          eq(services.organizationId, appointments.organizationId),
          eq(services.id, appointments.serviceId),
        ),
      )
      .where(
        and(
          within(appointments, q.from, q.to),
          ne(appointments.status, 'cancelled'),
          ofDoctors(appointments, q.doctorIds),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id)),
};

export const remindersRepo = {
  /** What the reminder email says: the visit, the patient's address and language, doctor and clinic. */
  details: async (db: Executor, appointmentId: string) =>
    (
      await db
        .select({
          appointment: appointments,
          patient: {
            id: patients.id,
            firstName: patients.firstName,
            lastName: patients.lastName,
            email: patients.email,
            birthDate: patients.birthDate,
            language: patients.language,
          },
          doctor: { title: doctors.title, firstName: doctors.firstName, lastName: doctors.lastName },
          serviceName: services.name,
          organization: {
            name: organizations.name,
            street: organizations.street,
            city: organizations.city,
            email: organizations.professionalEmail,
          },
        })
        .from(appointments)
        .innerJoin(
          patients,
          and(
            eq(patients.organizationId, appointments.organizationId),
            eq(patients.id, appointments.patientId),
          ),
        )
        .innerJoin(
          doctors,
          and(eq(doctors.organizationId, appointments.organizationId), eq(doctors.id, appointments.doctorId)),
        )
        .innerJoin(organizations, eq(organizations.id, appointments.organizationId))
        .leftJoin(
          services,
          and(
            eq(services.organizationId, appointments.organizationId),
            eq(services.id, appointments.serviceId),
          ),
        )
        .where(eq(appointments.id, appointmentId))
    )[0],

  /**
   * Marks the reminder as sent if it still may go: not sent before, the visit neither cancelled nor
   * over, still ahead. The row lock makes two runs of the same job agree on which one sends it.
   */
  claim: async (db: Executor, appointmentId: string) =>
    (
      await db
        .update(appointments)
        .set({ reminderSentAt: sql`now()` })
        .where(
          and(
            eq(appointments.id, appointmentId),
            sql`${appointments.reminderSentAt} is null`,
            inArray(appointments.status, ['scheduled', 'to_confirm', 'planned']),
            gt(appointments.startsAt, sql`now()`),
          ),
        )
        .returning({ id: appointments.id })
    ).length > 0,
};

const waitingColumns = {
  item: waitingList,
  patientName: sql<
    string | null
  >`coalesce(${patients.lastName} || ' ' || ${patients.firstName}, ${waitingList.patientName})`,
  phone: sql<string | null>`coalesce(${patients.mobile}, ${waitingList.phone})`,
  serviceName: services.name,
};
export type WaitingListRow = {
  item: typeof waitingList.$inferSelect;
  patientName: string | null;
  phone: string | null;
  serviceName: string | null;
};

function waitingWithNames(db: Executor) {
  return db
    .select(waitingColumns)
    .from(waitingList)
    .leftJoin(
      patients,
      and(eq(patients.organizationId, waitingList.organizationId), eq(patients.id, waitingList.patientId)),
    )
    .leftJoin(
      services,
      and(eq(services.organizationId, waitingList.organizationId), eq(services.id, waitingList.serviceId)),
    );
}

export const waitingListRepo = {
  /** Longest waiting first. */
  list: (db: Executor): Promise<WaitingListRow[]> =>
    waitingWithNames(db).orderBy(asc(waitingList.createdAt), asc(waitingList.id)).limit(500),
  find: async (db: Executor, id: string): Promise<WaitingListRow | undefined> =>
    (await waitingWithNames(db).where(eq(waitingList.id, id)))[0],
  insert: async (db: Executor, values: typeof waitingList.$inferInsert) =>
    (await db.insert(waitingList).values(values).returning())[0]!,
  delete: async (db: Executor, id: string) =>
    (await db.delete(waitingList).where(eq(waitingList.id, id)).returning()).length > 0,
};
