/**
 * Italy's national public holidays (L. 260/1949 as amended): fixed dates, Easter and Easter Monday,
 * and 4 October (San Francesco) again from 2026 (L. 151/2025).
 * Computed here rather than through a holiday library: eleven dates and one Easter computation,
 * shared by the opening hours (they skip them), the 730 deadline and the web, without
 * shipping every country's rules to the browser.
 */
export const ITALIAN_HOLIDAYS = [
  'newYear',
  'epiphany',
  'easter',
  'easterMonday',
  'liberation',
  'labour',
  'republic',
  'assumption',
  'allSaints',
  'immaculate',
  'christmas',
  'stStephen',
  'stFrancis',
] as const;
export type ItalianHoliday = (typeof ITALIAN_HOLIDAYS)[number];

const FIXED: readonly [month: number, day: number, holiday: ItalianHoliday][] = [
  [1, 1, 'newYear'],
  [1, 6, 'epiphany'],
  [4, 25, 'liberation'],
  [5, 1, 'labour'],
  [6, 2, 'republic'],
  [8, 15, 'assumption'],
  [11, 1, 'allSaints'],
  [12, 8, 'immaculate'],
  [12, 25, 'christmas'],
  [12, 26, 'stStephen'],
];

/** 4 October is a national holiday again from this year (L. 151/2025). */
const ST_FRANCIS_FROM = 2026;

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
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
  return { month, day };
}

/** The national holidays of a year: `YYYY-MM-DD` → which holiday. */
export function italianHolidays(year: number): Map<string, ItalianHoliday> {
  const holidays = new Map<string, ItalianHoliday>(
    FIXED.map(([month, day, holiday]) => [iso(year, month, day), holiday]),
  );
  if (year >= ST_FRANCIS_FROM) holidays.set(iso(year, 10, 4), 'stFrancis');
  const easter = easterSunday(year);
  holidays.set(iso(year, easter.month, easter.day), 'easter');
  // The day after Easter: 31 days in March, 30 in April.
  const monday =
    easter.month === 3 && easter.day === 31
      ? { month: 4, day: 1 }
      : { month: easter.month, day: easter.day + 1 };
  holidays.set(iso(year, monday.month, monday.day), 'easterMonday');
  return holidays;
}

/** The national holiday falling on `date` (`YYYY-MM-DD`), if any. */
export function italianHolidayOn(date: string): ItalianHoliday | undefined {
  return italianHolidays(Number(date.slice(0, 4))).get(date);
}
