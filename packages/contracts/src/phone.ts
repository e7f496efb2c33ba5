import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * A phone number typed with its country code ('+39 333 123 4567' or '0039…'), as E.164
 * ('+393331234567'). Without a country code: 'Country code is required'.
 */
function toE164(value: string, ctx: z.RefinementCtx): string {
  if (!value.startsWith('+') && !value.startsWith('00')) {
    ctx.addIssue({ code: 'custom', message: 'mobilePrefix' });
    return z.NEVER;
  }
  const parsed = parsePhoneNumberFromString(value.replace(/^00/, '+'));
  if (!parsed?.isValid()) {
    ctx.addIssue({ code: 'custom', message: 'phone' });
    return z.NEVER;
  }
  return parsed.number;
}

/** A required phone number with its country code, stored in E.164. */
export const PhoneNumber = z.string().trim().min(1, { message: 'required' }).max(40).transform(toE164);

/** The same where the number may be left empty (stored as null). */
export const OptionalPhoneNumber = z
  .string()
  .trim()
  .max(40)
  .transform((value, ctx) => (value === '' ? null : toE164(value, ctx)))
  .nullable()
  .optional();

/** E.164 in a response. */
export const PhoneE164 = z.string().regex(/^\+[1-9]\d{6,14}$/);

/** A number in E.164 as people write it ('+39 333 123 4567'); anything else as it is. */
export function formatPhone(number: string): string {
  return parsePhoneNumberFromString(number)?.formatInternational() ?? number;
}

/** A number a phone can dial (tel:, wa.me): E.164, not 'anonymous' or a withheld caller. */
export function isDialable(number: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(number);
}
