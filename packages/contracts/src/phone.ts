import { parsePhoneNumberFromString, type PhoneNumberType } from 'libphonenumber-js/max';
import { z } from 'zod';

// Full ('max') metadata: the smaller sets validate a number by its length only and cannot tell a
// mobile from a landline, which `MobileNumber` must. The web loads it once with the contracts.

/** The country of a number typed without a country code: Studiolo's clinics are Italian. */
export const DEFAULT_PHONE_COUNTRY = 'IT';

/**
 * A phone number as E.164 ('+393331234567'): typed with its country code ('+39 333 123 4567',
 * '0039…') or, as people in Italy write it, without ('333 1234567', '02 9475 0000': an Italian
 * number). Anything that is not a valid number: 'phone'.
 */
function toE164(value: string, ctx: z.RefinementCtx): string {
  const parsed = parsePhoneNumberFromString(value.replace(/^00/, '+'), DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) {
    ctx.addIssue({ code: 'custom', message: 'phone' });
    return z.NEVER;
  }
  return parsed.number;
}

/** A required phone number with its country code, stored in E.164. */
export const PhoneNumber = z.string().trim().min(1, { error: 'required' }).max(40).transform(toE164);

/**
 * What a number that is not a mobile is, as the `validation` catalogue key that says so. Mobiles, and
 * numbers of the countries whose plan cannot tell a mobile from a landline (FIXED_LINE_OR_MOBILE: the
 * United States, Canada…), have none.
 */
const NOT_MOBILE: Partial<Record<PhoneNumberType, string>> = {
  FIXED_LINE: 'mobileLandline',
  TOLL_FREE: 'mobileTollFree',
  PREMIUM_RATE: 'mobilePremium',
  SHARED_COST: 'mobilePremium',
};

/** The catalogue key refusing a valid E.164 number as a mobile, or null for a mobile. */
export function notMobileReason(e164: string): string | null {
  const type = parsePhoneNumberFromString(e164)?.getType();
  if (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE') return null;
  return (type && NOT_MOBILE[type]) ?? 'mobileOther';
}

/**
 * A mobile phone ('Cellulare'), stored in E.164: a landline, a toll-free (numero verde) or a
 * premium-rate number is refused with a message that says which it is, since reminders and messages
 * go to this number.
 */
export const MobileNumber = PhoneNumber.superRefine((number, ctx) => {
  const reason = notMobileReason(number);
  if (reason) ctx.addIssue({ code: 'custom', message: reason });
});

/** The same where the number may be left empty (stored as null). */
export const OptionalPhoneNumber = z
  .string()
  .trim()
  .max(40)
  .transform((value, ctx) => (value === '' ? null : toE164(value, ctx)))
  .nullable()
  .optional();

/** A mobile that may be left empty (stored as null): a minor's, whose guardian's phone stands in. */
export const OptionalMobileNumber = OptionalPhoneNumber.superRefine((number, ctx) => {
  const reason = number ? notMobileReason(number) : null;
  if (reason) ctx.addIssue({ code: 'custom', message: reason });
});

/** E.164 in a response. */
export const PhoneE164 = z.string().regex(/^\+[1-9]\d{6,14}$/);

/** How the organization writes phone numbers (Settings → Calendario). */
export type PhoneStyle = 'international' | 'national';

/**
 * A number in E.164 as people write it: '+39 333 123 4567', or '333 123 4567' for an Italian number
 * when the organization writes them national (a foreign number always keeps its country code);
 * anything else as it is.
 */
export function formatPhone(number: string, style: PhoneStyle = 'international'): string {
  const parsed = parsePhoneNumberFromString(number);
  if (!parsed) return number;
  return style === 'national' && parsed.countryCallingCode === '39'
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/** A number a phone can dial (tel:, wa.me): E.164, not 'anonymous' or a withheld caller. */
export function isDialable(number: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(number);
}
