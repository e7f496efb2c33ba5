import i18next from 'i18next';
import { SlotInput, type RestTime, type Slot } from '@studiolo/contracts';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';
import { instantOf } from './time';

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

/**
 * The body of a slot typed as a day and two hours, checked with the contract: the instants of the
 * Italian times, and the message of each field that is wrong (none when it can be sent).
 */
export function checkSlotForm(
  times: { date: string; start: string; end: string },
  build: (instants: { startsAt: string; endsAt: string }) => SlotInput,
): { input: SlotInput; errors: FieldErrors } {
  const startsAt = instantOf(times.date, times.start);
  const endsAt = instantOf(times.date, times.end);
  const input = build({ startsAt: startsAt ?? '', endsAt: endsAt ?? '' });
  const parsed = SlotInput.safeParse(input);
  const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  const invalidTime = i18next.getFixedT(null, 'validation')('time');
  if (!startsAt) errors.startsAt = invalidTime;
  if (!endsAt) errors.endsAt = invalidTime;
  return { input, errors };
}
