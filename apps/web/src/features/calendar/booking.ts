import type { Appointment, Slot } from '@studiolo/contracts';
import { addMinutes, wallClock } from './time';

/** A service as the booking form offers it: the doctor's price and duration when set, else the service's. */
export interface BookableService {
  id: string;
  name: string;
  priceCents: number;
  durationMinutes: number;
}

const overlaps = (aStart: string, aEnd: string, bStart: string, bEnd: string) =>
  Date.parse(aStart) < Date.parse(bEnd) && Date.parse(bStart) < Date.parse(aEnd);

/**
 * Whether a visit of `minutes` from `start` (an instant) fits in the slot without meeting a booked
 * visit or a rest time, and does not begin before `notBefore`.
 */
export function isFreeTime(
  slot: Slot,
  appointments: readonly Appointment[],
  start: string,
  minutes: number,
  notBefore: Date = new Date(),
): boolean {
  const end = addMinutes(start, minutes);
  if (Date.parse(start) < Date.parse(slot.startsAt) || Date.parse(end) > Date.parse(slot.endsAt))
    return false;
  if (Date.parse(start) < notBefore.getTime()) return false;
  const busy = [...appointments.filter((a) => a.status !== 'cancelled'), ...slot.restTimes];
  return !busy.some((b) => overlaps(start, end, b.startsAt, b.endsAt));
}

/**
 * The first time in the slot, on the timeline's steps, where a visit of `minutes` fits without
 * meeting a booked visit or a rest time and not in the past (`HH:mm` in Italy); the slot's start
 * when nothing fits.
 */
export function firstFreeTime(
  slot: Slot,
  appointments: readonly Appointment[],
  minutes: number,
  stepMinutes: number,
  notBefore: Date = new Date(),
): string {
  for (
    let start = slot.startsAt;
    Date.parse(addMinutes(start, minutes)) <= Date.parse(slot.endsAt);
    start = addMinutes(start, stepMinutes)
  ) {
    if (isFreeTime(slot, appointments, start, minutes, notBefore)) return wallClock(start).time;
  }
  return wallClock(slot.startsAt).time;
}

/**
 * The agenda on `slot`'s day with its booking panel open (decision 028): at `start` (`HH:mm`) when
 * given, for the patient `patientId` when given.
 */
export function bookingPath(
  slot: Pick<Slot, 'id' | 'startsAt'>,
  { start = null, patientId = null }: { start?: string | null; patientId?: string | null } = {},
): string {
  const query = new URLSearchParams({ date: wallClock(slot.startsAt).date, bookSlot: slot.id });
  if (start) query.set('start', start);
  if (patientId) query.set('patientId', patientId);
  return `/calendar?${query.toString()}`;
}
