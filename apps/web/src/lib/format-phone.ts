import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A number in E.164 as people write it ('+39 333 123 4567'); anything else as it is. */
export function formatPhone(number: string): string {
  return parsePhoneNumberFromString(number)?.formatInternational() ?? number;
}

/** A number the phone can dial (tel:, wa.me): E.164, not 'anonymous' or a withheld caller. */
export function isDialable(number: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(number);
}
