const ROME_TIME_ZONE = 'Europe/Rome';

/** When a kept message was sent, in Rome's time, as the outbox shows it. */
export function formatSentAt(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: ROME_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(iso));
}
