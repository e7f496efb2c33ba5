import i18next from 'i18next';
import type { RestTime, Slot, SlotInput } from '@studiolo/contracts';
import { instantOf, isIsoDate } from './time';

/** The full body of PUT /slots/{id}: the slot as it is, with `changes`. */
export function slotInput(slot: Slot, changes: Partial<SlotInput> = {}): SlotInput {
  return {
    doctorId: slot.doctorId,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    notes: slot.notes,
    doctorNotes: slot.doctorNotes,
    restTimes: slot.restTimes,
    ...changes,
  };
}

/**
 * The rest times after the slot moves or is resized: a move carries them along; a resize keeps
 * those still inside the slot.
 */
export function restTimesAfter(slot: Slot, startsAt: string, endsAt: string): RestTime[] {
  const shift = Date.parse(startsAt) - Date.parse(slot.startsAt);
  const sameLength =
    Date.parse(endsAt) - Date.parse(startsAt) === Date.parse(slot.endsAt) - Date.parse(slot.startsAt);
  if (sameLength) {
    return slot.restTimes.map((rest) => ({
      startsAt: new Date(Date.parse(rest.startsAt) + shift).toISOString(),
      endsAt: new Date(Date.parse(rest.endsAt) + shift).toISOString(),
    }));
  }
  return slot.restTimes.filter(
    (rest) =>
      Date.parse(rest.startsAt) >= Date.parse(startsAt) && Date.parse(rest.endsAt) <= Date.parse(endsAt),
  );
}

/** A slot's day and two hours as typed (`YYYY-MM-DD`, `HH:mm`). */
export interface SlotTimes {
  date: string;
  start: string;
  end: string;
}

/**
 * The instants of a slot's Italian day and hours, for the contract; a day or an hour that is not
 * one is refused under its own field.
 */
export function slotInstants(
  times: SlotTimes,
  fail: (field: string, message: string) => void,
): { startsAt: string; endsAt: string } {
  const t = i18next.getFixedT(null, 'validation');
  const startsAt = instantOf(times.date, times.start);
  const endsAt = instantOf(times.date, times.end);
  if (!isIsoDate(times.date)) fail('date', t('date'));
  else {
    if (!startsAt) fail('start', t('time'));
    if (!endsAt) fail('end', t('time'));
  }
  return { startsAt: startsAt ?? '', endsAt: endsAt ?? '' };
}

/** The field that shows a slot contract's message: the instants are typed as hours. */
export const slotFieldOf = (path: string) =>
  path === 'startsAt' ? 'start' : path === 'endsAt' ? 'end' : path;
