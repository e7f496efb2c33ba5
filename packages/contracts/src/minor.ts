import { todayInRome } from './tax-code';

/** The age of majority in Italy (codice civile, art. 2). */
export const AGE_OF_MAJORITY = 18;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The day someone born on `birthDate` (`YYYY-MM-DD`) comes of age. Born on 29 February, in a year
 * without one: the 28th, the last day of that month, as the codice civile counts years (art. 2963).
 */
export function comingOfAge(birthDate: string): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const adultYear = year + AGE_OF_MAJORITY;
  return `${pad(adultYear, 4)}-${pad(month)}-${pad(Math.min(day, daysInMonth(adultYear, month)))}`;
}

/**
 * "Paziente minorenne": under 18 on `today` (default: today in Italy) by the date of birth. Nobody
 * ticks it and nobody unticks it: a patient stops being a minor on their 18th birthday by themselves.
 * Without a (valid) date of birth a patient is not a minor.
 */
export function isMinorOn(birthDate: string | null | undefined, today: string = todayInRome()): boolean {
  // A date still being typed, none, or one to come (refused as a birth date) says nothing.
  return !!birthDate && ISO_DATE.test(birthDate) && birthDate <= today && comingOfAge(birthDate) > today;
}
