// Calendar-day helpers. Dates and times on screen are written by useFormats() (lib/formats.ts), in
// the organization's format; formatDay stays for what is typed (the birth-date field) and the invoice
// document, which keep the Italian DD/MM/YYYY.

/** A calendar day `YYYY-MM-DD` as Italians write it, `DD/MM/YYYY`; anything else as it is. */
export function formatDay(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? '');
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
