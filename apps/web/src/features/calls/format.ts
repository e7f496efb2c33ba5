import { formatPhone, isDialable, type CallCaller } from '@studiolo/contracts';

/** A length in seconds as minutes and seconds ('2:05'), or a dash when unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A caller's number for people, or `unknown` ('Numero sconosciuto') when there is none to dial: an
 * empty number, or what a provider reports for a hidden one ('anonymous', 'restricted'). `phone`
 * writes it the organization's way (useFormats().phone).
 */
export function callerNumber(
  number: string,
  unknown: string,
  phone: (e164: string) => string = formatPhone,
): string {
  return isDialable(number) ? phone(number) : unknown;
}

/** Who called: the patient's name when a patient has the number, else the number (or `unknown`). */
export function callerLabel(
  caller: CallCaller,
  unknown: string,
  phone: (e164: string) => string = formatPhone,
): string {
  return caller.name?.trim() || callerNumber(caller.number, unknown, phone);
}

/** A share (0–1) as a whole percentage in the UI's language ('87%'). */
export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(share);
}
