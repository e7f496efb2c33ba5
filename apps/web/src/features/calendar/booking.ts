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
 * The first time in the slot, on the timeline's steps, where a visit of `minutes` fits without
 * meeting a booked visit or a rest time (`HH:mm` in Italy); the slot's start when nothing fits.
 */
export function firstFreeTime(
  slot: Slot,
  appointments: readonly Appointment[],
  minutes: number,
  stepMinutes: number,
): string {
  const busy = [...appointments.filter((a) => a.status !== 'cancelled'), ...slot.restTimes];
  for (
    let start = slot.startsAt;
    Date.parse(addMinutes(start, minutes)) <= Date.parse(slot.endsAt);
    start = addMinutes(start, stepMinutes)
  ) {
    const end = addMinutes(start, minutes);
    if (!busy.some((b) => overlaps(start, end, b.startsAt, b.endsAt))) return wallClock(start).time;
  }
  return wallClock(slot.startsAt).time;
}
