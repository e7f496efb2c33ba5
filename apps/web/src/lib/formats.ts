import { formatPhone, intlLocale, ORGANIZATION_TIME_ZONE, type AppSettings } from '@studiolo/contracts';

/** What decides how a date, a time or a phone number is written: the UI language and Settings → Calendario. */
export interface FormatSettings {
  language: string;
  hoursFormat: AppSettings['calendar']['hoursFormat'];
  dateFormat: AppSettings['calendar']['dateFormat'];
  phoneFormat: AppSettings['calendar']['phoneFormat'];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: number;
  minute: string;
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ORGANIZATION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The organization's wall clock of an instant, or of a calendar day `YYYY-MM-DD` (at midnight); null for anything else. */
function wallClock(value: string): WallClock | null {
  const day = DAY.exec(value);
  if (day) return { year: day[1]!, month: day[2]!, day: day[3]!, hour: 0, minute: '00' };
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: Number(parts.hour),
    minute: parts.minute!,
  };
}

/** A calendar day `YYYY-MM-DD` (or an instant's day in the organization's zone) at noon UTC, for Intl. */
function noonOf(value: string): Date | null {
  const clock = wallClock(value);
  return clock ? new Date(`${clock.year}-${clock.month}-${clock.day}T12:00:00Z`) : null;
}

/**
 * Dates, times and phone numbers written one way across the app: numeric dates in the organization's
 * order (25/11/2026, 2026-11-25, 11/25/2026), times on 24 hours (14:30) or 12 (2:30 PM, in Italian
 * too), month and weekday names in the UI language, Italian phone numbers with or without +39.
 * Instants are read in the organization's zone; a value that is neither an instant nor a day is
 * written as it is.
 */
export function createFormats(settings: FormatSettings) {
  const locale = intlLocale(settings.language);
  const hour12 = settings.hoursFormat === '12h';
  const named = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    return (value: string | null | undefined): string => {
      const noon = noonOf(value ?? '');
      return noon ? format.format(noon) : (value ?? '');
    };
  };

  /** '25/11/2026', '2026-11-25' or '11/25/2026'. */
  const date = (value: string | null | undefined): string => {
    const clock = wallClock(value ?? '');
    if (!clock) return value ?? '';
    const { year, month, day } = clock;
    if (settings.dateFormat === 'YYYY-MM-DD') return `${year}-${month}-${day}`;
    if (settings.dateFormat === 'MM/DD/YYYY') return `${month}/${day}/${year}`;
    return `${day}/${month}/${year}`;
  };

  /** '14:30' or '2:30 PM'. */
  const time = (value: string | null | undefined): string => {
    const clock = wallClock(value ?? '');
    if (!clock) return value ?? '';
    return clockTime(clock.hour, clock.minute, hour12);
  };

  return {
    settings,
    /** Whether times are written on 12 hours (FullCalendar's time axis follows it). */
    hour12,
    date,
    time,
    /** '25/11/2026, 14:30'. */
    dateTime: (value: string | null | undefined): string =>
      wallClock(value ?? '') ? `${date(value)}, ${time(value)}` : (value ?? ''),
    /** 'mercoledì 25 novembre 2026' / 'Wednesday, 25 November 2026'. */
    longDay: named({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    /** 'mer 25 nov' / 'Wed 25 Nov'. */
    dayMonth: named({ weekday: 'short', day: 'numeric', month: 'short' }),
    /** A time typed as `HH:mm` (an input's value) written the organization's way. */
    clock: (hhmm: string): string => {
      const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
      return match ? clockTime(Number(match[1]), match[2]!, hour12) : hhmm;
    },
    /** '+39 339 112 2334', or '339 112 2334' where the organization writes Italian numbers national. */
    phone: (number: string): string => formatPhone(number, settings.phoneFormat),
  };
}

export type Formats = ReturnType<typeof createFormats>;

function clockTime(hour: number, minute: string, hour12: boolean): string {
  if (!hour12) return `${String(hour).padStart(2, '0')}:${minute}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}
