import type { ActivityAction } from '@studiolo/contracts';
import { Temporal } from 'temporal-polyfill';
import {
  BOOKED_STATUSES,
  chosenDoctorIds,
  visitMoveRefusal,
  ORGANIZATION_TIME_ZONE,
  type Appointment,
  type AppointmentStatus,
  type AppointmentValues,
  type CalendarWindow,
  type ErrorCode,
  type AppointmentPage,
  type PaymentInput,
  type WaitingListItem,
  type WaitingListValues,
  type Slot,
  type SlotHoldingVisits,
  type SlotValues,
} from '@studiolo/contracts';
import type { z } from 'zod';
import type {
  AppointmentListQuery,
  CalendarQuery,
  PromoteWaitingInput as PromoteSchema,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgConstraint, pgErrorCode } from '../../db/errors';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { assertCheckInAllowed } from '../documents/check-in';
import { patientsRepo } from '../patients/repo';
import { doctorsRepo } from '../registry/repo';
import { scheduleReminder, visitWhen } from './reminders';
import {
  calendarRepo,
  waitingListRepo,
  type AppointmentListRow,
  type SlotRow,
  type WaitingListRow,
} from './repo';

const minutesBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 60_000);

export function toSlot(row: SlotRow): Slot {
  return {
    id: row.id,
    doctorId: row.doctorId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    durationMinutes: minutesBetween(row.startsAt, row.endsAt),
    status: row.status,
    notes: row.notes,
    doctorNotes: row.doctorNotes,
    restTimes: row.restTimes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAppointment({ appointment: a, patientName, serviceName }: AppointmentListRow): Appointment {
  return {
    id: a.id,
    slotId: a.slotId,
    doctorId: a.doctorId,
    patientId: a.patientId,
    patientName: patientName ?? a.temporaryName ?? '',
    serviceId: a.serviceId,
    serviceName,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    durationMinutes: minutesBetween(a.startsAt, a.endsAt),
    priceCents: a.priceCents,
    paidCents: a.paidCents,
    paymentType: a.paymentType,
    overpaid: a.paidCents > a.priceCents,
    status: a.status,
    checkedIn: a.checkedIn,
    notes: a.notes,
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function found<T>(row: T | undefined): T {
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
}

/** Which overlap an exclusion constraint names, when a write may meet both (a slot moved with its visits). */
const OVERLAP_BY_CONSTRAINT: Record<string, ErrorCode> = {
  slots_no_overlap: 'SLOT_OVERLAP',
  appointments_no_overlap: 'APPOINTMENT_OVERLAP',
};

/**
 * A calendar write: allowed roles only; the change and its activity entry in one transaction; an
 * overlap caught by the database's exclusion constraint answers 409 (the constraint's, else
 * `overlap`), never a 500.
 */
export async function write<T>(
  app: AppContext,
  tenant: Tenant,
  overlap: ErrorCode,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  requirePermission(tenant.role, 'calendar:write');
  try {
    return await withTenant(app.database.db, tenant, work);
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG_EXCLUSION_VIOLATION) {
      throw new AppError(OVERLAP_BY_CONSTRAINT[pgConstraint(error) ?? ''] ?? overlap, 409);
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) throw new AppError('NOT_FOUND', 404);
    throw error;
  }
}

/** Records `action` on the entity its name starts with ('appointment.moved': an appointment). */
export const activity = (tx: Tx, tenant: Tenant, action: ActivityAction, entityId: string) =>
  recordActivity(tx, tenant, { action, entityType: action.split('.')[0]!, entityId });

/** Slots and appointments meeting [from, to): what a day, week or month view shows. */
export async function calendarWindow(
  app: AppContext,
  tenant: Tenant,
  query: z.output<typeof CalendarQuery>,
): Promise<CalendarWindow> {
  const window = { from: new Date(query.from), to: new Date(query.to), doctorIds: chosenDoctorIds(query) };
  return withTenant(app.database.db, tenant, async (tx) => ({
    slots: (await calendarRepo.slotsIn(tx, { ...window, includeDeleted: query.includeDeleted })).map(toSlot),
    appointments: (await calendarRepo.appointmentsIn(tx, window)).map(toAppointment),
  }));
}

async function requireDoctor(tx: Tx, doctorId: string | null) {
  if (doctorId) found(await doctorsRepo.findById(tx, doctorId));
}

const slotColumns = (input: SlotValues) => ({
  doctorId: input.doctorId,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  notes: input.notes ?? null,
  doctorNotes: input.doctorNotes ?? null,
  restTimes: input.restTimes,
});

export const getSlot = async (app: AppContext, tenant: Tenant, id: string) =>
  toSlot(found(await withTenant(app.database.db, tenant, (tx) => calendarRepo.findSlot(tx, id))));

export const createSlot = (app: AppContext, tenant: Tenant, input: SlotValues) =>
  write(app, tenant, 'SLOT_OVERLAP', async (tx) => {
    await requireDoctor(tx, input.doctorId);
    const [row] = await calendarRepo.insertSlots(tx, [
      { organizationId: tenant.organizationId, ...slotColumns(input) },
    ]);
    await activity(tx, tenant, 'slot.created', row!.id);
    return toSlot(row!);
  });

export const updateSlot = (app: AppContext, tenant: Tenant, id: string, input: SlotValues) =>
  write(app, tenant, 'SLOT_OVERLAP', async (tx) => {
    const current = found(await calendarRepo.findSlot(tx, id));
    if (current.status === 'deleted') throw new AppError('NOT_FOUND', 404);
    await requireDoctor(tx, input.doctorId);
    const row = found(await calendarRepo.updateSlot(tx, id, slotColumns(input)));
    await activity(tx, tenant, 'slot.updated', id);
    return toSlot(row);
  });

/** A slot still holding appointments is not deleted under them. */
/**
 * Refuses (409 SLOT_HAS_APPOINTMENTS) while visits still take the slot's time, naming them: each
 * one's patient and time (`appointments`; `visits` as text, 'Rossi Mario 09:00, Bianchi Lucia 10:00').
 */
async function requireNoLiveAppointments(tx: Tx, slotId: string) {
  const held = (await calendarRepo.liveAppointmentsOfSlotNamed(tx, slotId)).map(toAppointment);
  if (held.length === 0) return;
  const appointments: SlotHoldingVisits = held.map(({ id, patientName, startsAt }) => ({
    id,
    patientName,
    startsAt,
  }));
  throw new AppError('SLOT_HAS_APPOINTMENTS', 409, {
    appointments,
    visits: held
      .map(({ patientName, startsAt }) => `${patientName} ${visitWhen(new Date(startsAt), 'it').time}`)
      .join(', '),
  });
}

/** Deleting keeps the slot as 'deleted' (shown with 'Show deleted'), freeing its time. */
export const deleteSlot = (app: AppContext, tenant: Tenant, id: string) =>
  write(app, tenant, 'SLOT_OVERLAP', async (tx) => {
    found(await calendarRepo.findSlot(tx, id));
    await requireNoLiveAppointments(tx, id);
    await calendarRepo.updateSlot(tx, id, { status: 'deleted' });
    await activity(tx, tenant, 'slot.deleted', id);
  });

/** The same wall-clock time `weeks` weeks later in Italy, whatever daylight saving does in between. */
export function shiftWeeks(instant: Date, weeks: number, timeZone = ORGANIZATION_TIME_ZONE): Date {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  return new Date(zoned.add({ weeks }).epochMilliseconds);
}

/** Copies of the slot for the next `weeks` weeks, same local time; all or none ('Failed to duplicate slots'). */
export const duplicateSlot = (app: AppContext, tenant: Tenant, id: string, weeks: number) =>
  write(app, tenant, 'SLOT_OVERLAP', async (tx) => {
    const slot = found(await calendarRepo.findSlot(tx, id));
    if (slot.status === 'deleted') throw new AppError('NOT_FOUND', 404);
    const copies = Array.from({ length: weeks }, (_, i) => ({
      organizationId: tenant.organizationId,
      doctorId: slot.doctorId,
      startsAt: shiftWeeks(slot.startsAt, i + 1),
      endsAt: shiftWeeks(slot.endsAt, i + 1),
      notes: slot.notes,
      doctorNotes: slot.doctorNotes,
      restTimes: slot.restTimes.map((rest) => ({
        startsAt: shiftWeeks(new Date(rest.startsAt), i + 1).toISOString(),
        endsAt: shiftWeeks(new Date(rest.endsAt), i + 1).toISOString(),
      })),
    }));
    const rows = await calendarRepo.insertSlots(tx, copies);
    await activity(tx, tenant, 'slot.duplicated', id);
    return rows.map(toSlot);
  });

// Appointments

export const loadAppointment = async (tx: Tx, id: string) =>
  toAppointment(found(await calendarRepo.findAppointment(tx, id)));

export const getAppointment = (app: AppContext, tenant: Tenant, id: string) =>
  withTenant(app.database.db, tenant, (tx) => loadAppointment(tx, id));

/** Books a visit inside an open transaction. The price, unless given, is the doctor's for the service, else the service's. */
async function bookInto(
  app: AppContext,
  tx: Tx,
  tenant: Tenant,
  input: AppointmentValues,
): Promise<Appointment> {
  found(await doctorsRepo.findById(tx, input.doctorId));
  if (input.patientId) found(await patientsRepo.findById(tx, input.patientId));
  if (input.slotId) {
    const slot = found(await calendarRepo.findSlot(tx, input.slotId));
    if (slot.status === 'deleted') throw new AppError('NOT_FOUND', 404);
  }
  // A visit is booked in a booked state, or entered afterwards in one it could have reached by now.
  if (!BOOKED_STATUSES.includes(input.status)) requireMove('scheduled', input.status, input.startsAt);
  const price = input.serviceId
    ? found(await calendarRepo.priceOf(tx, input.doctorId, input.serviceId))
    : undefined;
  const row = await calendarRepo.insertAppointment(tx, {
    organizationId: tenant.organizationId,
    slotId: input.slotId ?? null,
    doctorId: input.doctorId,
    patientId: input.patientId ?? null,
    temporaryName: input.patientId ? null : (input.temporaryName ?? null),
    serviceId: input.serviceId ?? null,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    priceCents: input.priceCents ?? price?.priceCents ?? 0,
    status: input.status,
    checkedIn: ['arrived', 'active', 'completed'].includes(input.status),
    notes: input.notes ?? null,
  });
  if (row.slotId) await calendarRepo.refreshSlotStatus(tx, [row.slotId]);
  await scheduleReminder(app, tx, row);
  await activity(tx, tenant, 'appointment.created', row.id);
  return loadAppointment(tx, row.id);
}

export const createAppointment = (app: AppContext, tenant: Tenant, input: AppointmentValues) =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', (tx) => bookInto(app, tx, tenant, input));

/** Refuses a move the visit state machine (VISIT_MOVES) does not allow now, with its reason's code. */
export function requireMove(
  from: AppointmentStatus,
  to: AppointmentStatus,
  startsAt: Date | string,
  now = new Date(),
) {
  const refusal = visitMoveRefusal(from, to, startsAt, now);
  if (refusal) throw new AppError(refusal, 409, { from, to });
}

/**
 * Whether the patient is checked in once the visit is in `status`: arriving checks in, going back
 * to booked undoes it; otherwise as it was.
 */
function checkedInAfter(from: AppointmentStatus, to: AppointmentStatus, checkedIn: boolean) {
  if (to === 'arrived') return true;
  if (from === 'arrived' && BOOKED_STATUSES.includes(to)) return false;
  return checkedIn;
}

/**
 * Moves the visit to `status` when the state machine allows it now (VISIT_MOVES). Arriving is the
 * check-in, so it needs the documents check-in needs (409 CHECK_IN_DOCUMENTS_MISSING).
 */
export const setAppointmentStatus = (
  app: AppContext,
  tenant: Tenant,
  id: string,
  status: AppointmentStatus,
) =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    const current = found(await calendarRepo.findAppointment(tx, id)).appointment;
    requireMove(current.status, status, current.startsAt);
    if (status === 'arrived' && !current.checkedIn) await assertCheckInAllowed(app, tx, tenant, id);
    const checkedIn = checkedInAfter(current.status, status, current.checkedIn);
    // Re-opening a cancelled visit takes its time back: the exclusion constraint may refuse it.
    const row = found(await calendarRepo.updateAppointment(tx, id, { status, checkedIn }));
    if (current.slotId) await calendarRepo.refreshSlotStatus(tx, [current.slotId]);
    // A re-opened visit gets its reminder again (the one planned found it cancelled and gave up).
    if (current.status === 'cancelled' && status !== 'cancelled') await scheduleReminder(app, tx, row);
    await activity(tx, tenant, 'appointment.status_changed', id);
    return loadAppointment(tx, id);
  });

/**
 * Checked in / not checked in. Checking in needs every document the patient must have signed
 * (documents/check-in.ts): 409 CHECK_IN_DOCUMENTS_MISSING names the missing types. A booked visit
 * checked in has arrived; an arrived one whose check-in is undone is scheduled again.
 */
export const setCheckedIn = (app: AppContext, tenant: Tenant, id: string, checkedIn: boolean) =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    const current = found(await calendarRepo.findAppointment(tx, id)).appointment;
    if (checkedIn) await assertCheckInAllowed(app, tx, tenant, id);
    const status =
      checkedIn && BOOKED_STATUSES.includes(current.status)
        ? 'arrived'
        : !checkedIn && current.status === 'arrived'
          ? 'scheduled'
          : current.status;
    found(await calendarRepo.updateAppointment(tx, id, { checkedIn, status }));
    await activity(tx, tenant, checkedIn ? 'appointment.checked_in' : 'appointment.check_in_undone', id);
    return loadAppointment(tx, id);
  });

/** Records what was paid and how; more than the price is allowed and flagged (`overpaid`). */
export const recordPayment = (app: AppContext, tenant: Tenant, id: string, input: PaymentInput) =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    found(
      await calendarRepo.updateAppointment(tx, id, {
        paidCents: input.paidCents,
        paymentType: input.paidCents > 0 ? input.paymentType : null,
      }),
    );
    await activity(tx, tenant, 'appointment.paid', id);
    return loadAppointment(tx, id);
  });

/** [start, end) of a day in Italy ('today' is today in Europe/Rome), as instants. */
export function dayWindow(day: string, timeZone = ORGANIZATION_TIME_ZONE): { from: Date; to: Date } {
  const date = day === 'today' ? Temporal.Now.plainDateISO(timeZone) : Temporal.PlainDate.from(day);
  const start = date.toZonedDateTime({ timeZone });
  return { from: new Date(start.epochMilliseconds), to: new Date(start.add({ days: 1 }).epochMilliseconds) };
}

/**
 * /appointments: a day (Italian time), a window, or (a patient's) whenever, by doctor, status and
 * check-in.
 */
export async function listAppointments(
  app: AppContext,
  tenant: Tenant,
  query: z.output<typeof AppointmentListQuery>,
): Promise<AppointmentPage> {
  const window: { from?: Date; to?: Date } = query.day
    ? dayWindow(query.day)
    : query.from && query.to
      ? { from: new Date(query.from), to: new Date(query.to) }
      : {};
  const { rows, total } = await withTenant(app.database.db, tenant, (tx) =>
    calendarRepo.appointmentsPage(tx, { ...query, from: window.from, to: window.to }),
  );
  return { items: rows.map(toAppointment), total };
}

// Waiting list

function toWaitingItem({ item, patientName, phone, serviceName }: WaitingListRow): WaitingListItem {
  return {
    id: item.id,
    patientId: item.patientId,
    patientName: patientName ?? '',
    phone,
    serviceId: item.serviceId,
    serviceName,
    notes: item.notes,
    status: 'waiting',
    createdAt: item.createdAt.toISOString(),
  };
}

export const listWaiting = async (app: AppContext, tenant: Tenant) =>
  (await withTenant(app.database.db, tenant, (tx) => waitingListRepo.list(tx))).map(toWaitingItem);

export const addWaiting = (app: AppContext, tenant: Tenant, input: WaitingListValues) =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    if (input.patientId) found(await patientsRepo.findById(tx, input.patientId));
    const row = await waitingListRepo.insert(tx, {
      organizationId: tenant.organizationId,
      patientId: input.patientId ?? null,
      patientName: input.patientId ? null : (input.patientName ?? null),
      phone: input.patientId ? null : (input.phone ?? null),
      serviceId: input.serviceId ?? null,
      notes: input.notes ?? null,
    });
    await activity(tx, tenant, 'waiting_list.added', row.id);
    return toWaitingItem(found(await waitingListRepo.find(tx, row.id)));
  });

export const removeWaiting = (app: AppContext, tenant: Tenant, id: string) =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    if (!(await waitingListRepo.delete(tx, id))) throw new AppError('NOT_FOUND', 404);
    await activity(tx, tenant, 'waiting_list.removed', id);
  });

/** Books the waiting person into a free time of a slot, and takes them off the list, in one go. */
export async function promoteWaiting(
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: z.output<typeof PromoteSchema>,
): Promise<Appointment> {
  const { item, slot } = await withTenant(app.database.db, tenant, async (tx) => ({
    item: found(await waitingListRepo.find(tx, id)).item,
    slot: found(await calendarRepo.findSlot(tx, input.slotId)),
  }));
  if (!slot.doctorId || slot.status === 'deleted') throw new AppError('NOT_FOUND', 404);
  return write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    if (!(await waitingListRepo.delete(tx, id))) throw new AppError('NOT_FOUND', 404); // promoted meanwhile
    const appointment = await bookInto(app, tx, tenant, {
      slotId: slot.id,
      doctorId: slot.doctorId!,
      patientId: item.patientId,
      temporaryName: item.patientName,
      serviceId: item.serviceId,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      priceCents: input.priceCents ?? null,
      status: 'scheduled',
      notes: item.notes,
    });
    await activity(tx, tenant, 'waiting_list.promoted', id);
    return appointment;
  });
}
