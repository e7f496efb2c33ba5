/** A date and time as the clinic reads it: Italian time (Europe/Rome), in the UI's language. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: 'Europe/Rome',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A calendar day `YYYY-MM-DD` as Italians write it, `DD/MM/YYYY`; anything else as it is. */
export function formatDay(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? '');
}

const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : 'it-IT');

/** The time of day of an instant in Italian time, `HH:mm`. */
export function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The calendar day (`YYYY-MM-DD`) of an instant in Italian time. */
export function romeDay(instant: string | Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** The day before a calendar day `YYYY-MM-DD`. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** A calendar day `YYYY-MM-DD` written out with its weekday ('lunedì 9 marzo 2026'). */
export function formatLongDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
}
