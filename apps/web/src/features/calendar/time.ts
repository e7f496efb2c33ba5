import { Temporal } from 'temporal-polyfill';
import { ORGANIZATION_TIME_ZONE } from '@studiolo/contracts';

/** Wall-clock times are Italian; the API speaks instants. Temporal does the arithmetic across DST. */
const zone = ORGANIZATION_TIME_ZONE;

export function zoned(iso: string): Temporal.ZonedDateTime {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(zone);
}

/** `YYYY-MM-DD` and `HH:mm` of an instant in Italy, as date and time inputs want them. */
export function wallClock(iso: string): { date: string; time: string } {
  const z = zoned(iso);
  return { date: z.toPlainDate().toString(), time: z.toPlainTime().toString({ smallestUnit: 'minute' }) };
}

/** The instant of an Italian date and time, or null when either is not valid. */
export function instantOf(date: string, time: string): string | null {
  try {
    return Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(zone).toInstant().toString();
  } catch {
    return null;
  }
}

export function addMinutes(iso: string, minutes: number): string {
  return Temporal.Instant.from(iso).add({ minutes }).toString();
}

export function minutesBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000);
}

/** Today in Italy, `YYYY-MM-DD`. */
export function todayInItaly(): string {
  return Temporal.Now.plainDateISO(zone).toString();
}

/** Whether `text` is a real calendar day `YYYY-MM-DD`. */
export function isIsoDate(text: string | null): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  try {
    Temporal.PlainDate.from(text, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}
