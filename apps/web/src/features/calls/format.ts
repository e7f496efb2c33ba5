import { formatPhone, type CallCaller } from '@studiolo/contracts';

/** A length in seconds as minutes and seconds ('2:05'), or a dash when unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Who called: the patient's name when a patient has the number, else the number. */
export function callerLabel(caller: CallCaller): string {
  return caller.name?.trim() || formatPhone(caller.number);
}

/** A share (0–1) as a whole percentage in the UI's language ('87%'). */
export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(share);
}
