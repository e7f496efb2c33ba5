import { Temporal } from 'temporal-polyfill';
import { italianHolidayOn } from '@studiolo/contracts';

/**
 * When a year's 730 health expenses must reach the Sistema TS: 31 January of the next year (DM 31
 * luglio 2015 art. 3 as amended), moved to the next working day when it falls on a Saturday, a
 * Sunday or an Italian national holiday (art. 7 c. 1 lett. h DL 70/2011: a compliance due on a
 * non-working day is done in time on the next working one). 31/01/2027 is a Sunday: 01/02/2027.
 */
export function tax730Deadline(year: number): string {
  let day = Temporal.PlainDate.from({ year: year + 1, month: 1, day: 31 });
  while (!isWorkingDay(day)) day = day.add({ days: 1 });
  return day.toString();
}

/** Whether the deadline has passed on `today` (both `YYYY-MM-DD`): the expenses are late. */
export const isPastDeadline = (deadline: string, today: string) => today > deadline;

const isWorkingDay = (day: Temporal.PlainDate) => day.dayOfWeek < 6 && !isNationalHoliday(day);

/** The national holidays, Easter Monday and 4 October from 2026 included (@studiolo/contracts). */
export const isNationalHoliday = (day: Temporal.PlainDate): boolean =>
  italianHolidayOn(day.toString()) !== undefined;
