import {
  type AppointmentChange,
  type AppointmentEvent,
  type CancelAppointmentInput,
  type FreeTime,
  type FreeTimesQuery,
  type MoveAppointmentInput,
  type MoveSlotInput,
  type RestoreAppointmentInput,
  VISIT_MOVES,
  visitIsMovable,
} from '@studiolo/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { activityRepo } from '../activity/repo';
import { recordActivity } from '../activity/service';
import { doctorsRepo } from '../registry/repo';
import { settingsIn } from '../settings/service';
import { fitsSlot, freeTimes, type Span } from './free-times';
import { notifyPatient } from './notices';
import { scheduleReminder } from './reminders';
import { calendarRepo, type AppointmentRow } from './repo';
import { dayWindow, found, loadAppointment, shiftWeeks, toSlot, write } from './service';

/**
 * Changes to a booked visit the front desk makes: moving it (to another time, doctor or day, or with
 * its slot), cancelling it and undoing that. Each is recorded in the activity log with what it was
 * and what it became (the visit's history), and may tell the patient by email.
 */

type Place = { startsAt: Date; endsAt: Date; doctorId: string; slotId: string | null };

/** A visit that is over, called off or missed stays where it was. */
function requireMovable(appointment: AppointmentRow) {
  if (!visitIsMovable(appointment.status)) {
    throw new AppError('APPOINTMENT_NOT_MOVABLE', 409, { status: appointment.status });
  }
}

/** The doctor's live slot that holds `time` outside its rest times: the one named, else any. */
async function slotHolding(tx: Tx, doctorId: string, time: Span, slotId?: string | null) {
  if (slotId) {
    const slot = found(await calendarRepo.findSlot(tx, slotId));
    if (slot.status === 'deleted') throw new AppError('NOT_FOUND', 404);
    if (slot.doctorId !== doctorId || !fitsSlot(slot, time)) throw new AppError('OUTSIDE_AVAILABILITY', 422);
    return slot;
  }
  const slots = await calendarRepo.slotsIn(tx, {
    from: time.startsAt,
    to: time.endsAt,
    doctorIds: [doctorId],
    includeDeleted: false,
  });
  const slot = slots.find((candidate) => fitsSlot(candidate, time));
  if (!slot) throw new AppError('OUTSIDE_AVAILABILITY', 422);
  return slot;
}

/**
 * Puts the visit in its new place: its slots' states follow, its reminder is planned again for the
 * new time (it may be reminded again), the patient is told if asked, and the move is logged.
 */
async function relocate(
  app: AppContext,
  tx: Tx,
  tenant: Tenant,
  current: AppointmentRow,
  to: Place,
  notify: boolean,
): Promise<boolean> {
  const row = found(await calendarRepo.updateAppointment(tx, current.id, { ...to, reminderSentAt: null }));
  const slotIds = [...new Set([current.slotId, to.slotId])].filter((id): id is string => id !== null);
  await calendarRepo.refreshSlotStatus(tx, slotIds);
  await scheduleReminder(app, tx, row);
  const patientNotified = notify
    ? await notifyPatient(app, tx, row.id, { kind: 'moved', from: { startsAt: current.startsAt } })
    : false;
  await recordActivity(tx, tenant, {
    action: 'appointment.moved',
    entityType: 'appointment',
    entityId: row.id,
    data: {
      from: { startsAt: current.startsAt.toISOString(), doctorId: current.doctorId, slotId: current.slotId },
      to: { startsAt: to.startsAt.toISOString(), doctorId: to.doctorId, slotId: to.slotId },
      patientNotified,
    },
  });
  return patientNotified;
}

/**
 * Moves a visit, keeping its length, to a time inside a live slot of the doctor (422
 * OUTSIDE_AVAILABILITY otherwise) that no other visit of theirs meets (409 APPOINTMENT_OVERLAP, from
 * the database's exclusion constraint). On any refusal the visit stays as it was.
 */
export const moveAppointment = (
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: z.output<typeof MoveAppointmentInput>,
): Promise<AppointmentChange> =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    const current = found(await calendarRepo.findAppointment(tx, id)).appointment;
    requireMovable(current);
    found(await doctorsRepo.findById(tx, input.doctorId));
    const startsAt = new Date(input.startsAt);
    const time = {
      startsAt,
      endsAt: new Date(startsAt.getTime() + current.endsAt.getTime() - current.startsAt.getTime()),
    };
    const slot = await slotHolding(tx, input.doctorId, time, input.slotId);
    const patientNotified = await relocate(
      app,
      tx,
      tenant,
      current,
      { ...time, doctorId: input.doctorId, slotId: slot.id },
      input.notifyPatient,
    );
    return { appointment: await loadAppointment(tx, id), patientNotified };
  });

/** Cancels a visit that may be cancelled (VISIT_MOVES); its time is free again. */
export const cancelAppointment = (
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: z.output<typeof CancelAppointmentInput>,
): Promise<AppointmentChange> =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    const current = found(await calendarRepo.findAppointment(tx, id)).appointment;
    if (!VISIT_MOVES[current.status].cancelled) {
      throw new AppError('INVALID_STATUS_TRANSITION', 409, { from: current.status, to: 'cancelled' });
    }
    await calendarRepo.updateAppointment(tx, id, { status: 'cancelled', checkedIn: false });
    if (current.slotId) await calendarRepo.refreshSlotStatus(tx, [current.slotId]);
    const patientNotified = input.notifyPatient
      ? await notifyPatient(app, tx, id, { kind: 'cancelled' })
      : false;
    await recordActivity(tx, tenant, {
      action: 'appointment.cancelled',
      entityType: 'appointment',
      entityId: id,
      data: { from: { status: current.status }, patientNotified },
    });
    return { appointment: await loadAppointment(tx, id), patientNotified };
  });

/**
 * Undoes a cancellation as booking would take the time: the visit is scheduled again at its time if
 * its slot is still there and holds it outside any rest time added since (422 OUTSIDE_AVAILABILITY)
 * and no other visit of the doctor took it meanwhile (409 APPOINTMENT_OVERLAP, checked first and
 * guarded by the exclusion constraint against a booking at the same moment). Its reminder is planned
 * again, and with `notifyPatient` the patient is told the visit is confirmed again.
 */
export const restoreAppointment = (
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: z.output<typeof RestoreAppointmentInput>,
): Promise<AppointmentChange> =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    const current = found(await calendarRepo.findAppointment(tx, id)).appointment;
    if (current.status !== 'cancelled') {
      throw new AppError('INVALID_STATUS_TRANSITION', 409, { from: current.status, to: 'scheduled' });
    }
    if (current.slotId) await slotHolding(tx, current.doctorId, current, current.slotId);
    const { from, to } = { from: current.startsAt, to: current.endsAt };
    const taken = (await calendarRepo.appointmentsIn(tx, { from, to, doctorIds: [current.doctorId] })).some(
      ({ appointment }) =>
        appointment.id !== id &&
        appointment.status !== 'cancelled' &&
        appointment.startsAt < to &&
        appointment.endsAt > from,
    );
    if (taken) throw new AppError('APPOINTMENT_OVERLAP', 409);
    const row = found(await calendarRepo.updateAppointment(tx, id, { status: 'scheduled' }));
    if (current.slotId) await calendarRepo.refreshSlotStatus(tx, [current.slotId]);
    await scheduleReminder(app, tx, row);
    const patientNotified = input.notifyPatient
      ? await notifyPatient(app, tx, id, { kind: 'restored' })
      : false;
    await recordActivity(tx, tenant, {
      action: 'appointment.restored',
      entityType: 'appointment',
      entityId: id,
      data: { patientNotified },
    });
    return { appointment: await loadAppointment(tx, id), patientNotified };
  });

/**
 * Moves a slot one week on or back, keeping its local time. A slot holding visits moves only when
 * they move along (`moveAppointments`; else 409 IN_USE with how many): each by the same weeks, each
 * move recorded, reminded and, with `notifyPatients`, told to its patient.
 */
export const moveSlot = (
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: z.output<typeof MoveSlotInput>,
) =>
  write(app, tenant, 'SLOT_OVERLAP', async (tx) => {
    const slot = found(await calendarRepo.findSlot(tx, id));
    if (slot.status === 'deleted') throw new AppError('NOT_FOUND', 404);
    const visits = await calendarRepo.liveAppointmentsOfSlot(tx, id);
    if (visits.length > 0 && !input.moveAppointments) {
      throw new AppError('IN_USE', 409, { appointments: visits.length });
    }
    const shift = (instant: Date) => shiftWeeks(instant, input.weeks);
    const row = found(
      await calendarRepo.updateSlot(tx, id, {
        startsAt: shift(slot.startsAt),
        endsAt: shift(slot.endsAt),
        restTimes: slot.restTimes.map((rest) => ({
          startsAt: shift(new Date(rest.startsAt)).toISOString(),
          endsAt: shift(new Date(rest.endsAt)).toISOString(),
        })),
      }),
    );
    for (const { id: visitId } of visits) {
      const visit = found(await calendarRepo.findAppointment(tx, visitId)).appointment;
      await relocate(
        app,
        tx,
        tenant,
        visit,
        {
          startsAt: shift(visit.startsAt),
          endsAt: shift(visit.endsAt),
          doctorId: visit.doctorId,
          slotId: id,
        },
        input.notifyPatients,
      );
    }
    await recordActivity(tx, tenant, {
      action: 'slot.moved',
      entityType: 'slot',
      entityId: id,
      data: { weeks: input.weeks, appointments: visits.length },
    });
    return toSlot(row);
  });

/**
 * Where a visit of the given length fits on a day: the doctor's own free times, or with no doctor
 * chosen every active doctor's, each labelled (any member may look).
 */
export async function listFreeTimes(
  app: AppContext,
  tenant: Tenant,
  query: z.output<typeof FreeTimesQuery>,
): Promise<FreeTime[]> {
  const { from, to } = dayWindow(query.day);
  return withTenant(app.database.db, tenant, async (tx) => {
    const doctorIds = query.doctorId
      ? [found(await doctorsRepo.findById(tx, query.doctorId)).id]
      : (await doctorsRepo.list(tx, false)).map((doctor) => doctor.id);
    if (doctorIds.length === 0) return [];
    const window = { from, to, doctorIds };
    const slots = await calendarRepo.slotsIn(tx, { ...window, includeDeleted: false });
    const booked = (await calendarRepo.appointmentsIn(tx, window))
      .map(({ appointment }) => appointment)
      .filter((visit) => visit.status !== 'cancelled' && visit.id !== query.appointmentId);
    const step = (await settingsIn(app, tx, tenant.organizationId)).calendar.timelineInterval;
    return freeTimes({
      slots,
      booked,
      durationMinutes: query.durationMinutes,
      stepMinutes: step,
      from,
      to,
      now: new Date(),
    }).map((time) => ({
      doctorId: time.doctorId,
      slotId: time.slotId,
      startsAt: time.startsAt.toISOString(),
      endsAt: time.endsAt.toISOString(),
    }));
  });
}

const EVENT_ACTIONS = ['appointment.moved', 'appointment.cancelled', 'appointment.restored'] as const;
/** A visit's history shows its latest changes. */
const EVENTS_LIMIT = 50;

type Where = { startsAt: string; doctorId: string } | null;
const where = (value: unknown): Where =>
  value && typeof value === 'object' && 'startsAt' in value && 'doctorId' in value
    ? { startsAt: String(value.startsAt), doctorId: String(value.doctorId) }
    : null;

/** What happened to visits (moves from → to, cancellations, restorations), newest first, by visit. */
export async function eventsOf(tx: Tx, appointmentIds: string[]): Promise<Map<string, AppointmentEvent[]>> {
  const rows = await activityRepo.ofEntities(
    tx,
    appointmentIds,
    [...EVENT_ACTIONS],
    EVENTS_LIMIT * appointmentIds.length,
  );
  const events = new Map<string, AppointmentEvent[]>();
  for (const { entry, actorName } of rows) {
    const list = events.get(entry.entityId!) ?? [];
    list.push({
      id: entry.id,
      action: entry.action as AppointmentEvent['action'],
      at: entry.createdAt.toISOString(),
      actorName,
      from: where(entry.data.from),
      to: where(entry.data.to),
      patientNotified: entry.data.patientNotified === true,
    });
    events.set(entry.entityId!, list);
  }
  return events;
}

/** One visit's history. */
export const appointmentEvents = (app: AppContext, tenant: Tenant, id: string) =>
  withTenant(app.database.db, tenant, async (tx) => {
    found(await calendarRepo.findAppointment(tx, id));
    return (await eventsOf(tx, [id])).get(id) ?? [];
  });
