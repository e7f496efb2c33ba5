import { Temporal } from 'temporal-polyfill';

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

/** The fixed national holidays (L. 260/1949 as amended; 4 October again from 2026, L. 151/2025). */
const FIXED_HOLIDAYS = [
  '01-01',
  '01-06',
  '04-25',
  '05-01',
  '06-02',
  '08-15',
  '11-01',
  '12-08',
  '12-25',
  '12-26',
];

export function isNationalHoliday(day: Temporal.PlainDate): boolean {
  const monthDay = day.toString().slice(5);
  if (FIXED_HOLIDAYS.includes(monthDay)) return true;
  if (monthDay === '10-04' && day.year >= 2026) return true;
  // Pasquetta, the Monday after Easter.
  return Temporal.PlainDate.compare(day, easterSunday(day.year).add({ days: 1 })) === 0;
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): Temporal.PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Temporal.PlainDate.from({ year, month, day });
}
