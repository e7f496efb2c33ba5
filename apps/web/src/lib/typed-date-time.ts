import type { FormatSettings } from './formats';

/**
 * Dates and times as a person types them into the app's date and time fields (DateField,
 * TimeField): in the organization's order (25/11/2026, 2026-11-25 or 11/25/2026, with '/', '.', '-'
 * or spaces between, one or two digits for day and month) or ISO; times on 24 hours or with AM/PM.
 */

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const PARTS = /^(\d{1,4})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{1,4})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a real calendar day, or null (31/02 is not one). */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The day typed, as `YYYY-MM-DD`; null when it is not (yet) a real day. */
export function parseTypedDate(text: string, dateFormat: FormatSettings['dateFormat']): string | null {
  const typed = text.trim();
  const iso = ISO_DAY.exec(typed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = PARTS.exec(typed);
  if (!parts) return null;
  const [a, b, c] = [parts[1]!, parts[2]!, parts[3]!];
  if (dateFormat === 'YYYY-MM-DD') return a.length === 4 ? isoOf(Number(a), Number(b), Number(c)) : null;
  // Day and month first: the year must have its four digits (no guessing the century).
  if (c.length !== 4 || a.length > 2) return null;
  return dateFormat === 'MM/DD/YYYY'
    ? isoOf(Number(c), Number(a), Number(b))
    : isoOf(Number(c), Number(b), Number(a));
}

/**
 * Which bound a day (`YYYY-MM-DD`) falls outside of: 'min' before `min`, 'max' after `max` (each
 * `YYYY-MM-DD`, either absent), null inside them.
 */
export function dateOutsideBounds(day: string, min?: string, max?: string): 'min' | 'max' | null {
  if (min && day < min) return 'min';
  if (max && day > max) return 'max';
  return null;
}

const TIME = /^(\d{1,2})(?:[:.,\s]?(\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?$/i;

/** The time typed ('9', '9:05', '0905', '14.30', '2:30 PM', '2 pm'), as `HH:mm`; null otherwise. */
export function parseTypedTime(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase();
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

/** Every `HH:mm` of a day, `stepMinutes` apart from midnight (the choices of a TimeField's list). */
export function timesOfDay(stepMinutes: number): string[] {
  const step = Math.max(1, Math.min(stepMinutes, 720));
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  return times;
}
