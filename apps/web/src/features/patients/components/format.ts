/** A person's name as the clinic reads it: 'Rossi Mario' (surname first, as on the card). */
export function fullName(person: { firstName: string; lastName: string; title?: string | null }): string {
  return [person.title, person.lastName, person.firstName].filter(Boolean).join(' ');
}

export { formatDay as formatBirthDate } from '../../../lib/format-date';

/**
 * The phone sent to the API: the number alone when it carries its own code ('+44…', '0044…'),
 * otherwise prefix and number. Without a prefix the contract answers 'Country code is required'.
 */
export function combinePhone(prefix: string, number: string): string {
  const digits = number.trim();
  if (digits === '') return '';
  if (digits.startsWith('+') || digits.startsWith('00')) return digits;
  return prefix.trim() ? `${prefix.trim()} ${digits}` : digits;
}

/** An E.164 number split for the form: the usual prefix apart, any other left whole in the number. */
export function splitPhone(
  e164: string | null | undefined,
  prefix: string,
): { prefix: string; number: string } {
  if (!e164) return { prefix, number: '' };
  if (e164.startsWith(prefix)) return { prefix, number: e164.slice(prefix.length) };
  return { prefix: '', number: e164 };
}
