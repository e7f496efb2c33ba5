import { z } from 'zod';

/**
 * Partita IVA: 11 digits, the first 7 the taxpayer's number, the next 3 the issuing office, the last
 * a check digit computed Luhn-style over the first 10 (DM 23 dicembre 1976): digits in odd positions
 * (1st, 3rd, …) count as they are, those in even positions are doubled and reduced to one digit
 * (minus 9 when above 9); the check digit brings the sum to a multiple of 10.
 */
export function isValidVatNumber(vat: string): boolean {
  if (!/^\d{11}$/.test(vat)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(vat[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(vat[10]);
}

/**
 * A partita IVA. Not 11 digits: the `validation` catalogue key 'vatNumber' ('Inserisci una partita
 * IVA valida (11 cifre)'); 11 digits with a wrong check digit, most often a typo: 'vatNumberCheckDigit'
 * ('Partita IVA non valida (controlla le cifre)').
 */
export const ItalianVatNumber = z
  .string()
  .trim()
  .regex(/^\d{11}$/, { error: 'vatNumber' })
  // Not aborting at the regex (a blank-or union still reports it): the check digit is judged only
  // once there are 11 digits.
  .refine((vat) => !/^\d{11}$/.test(vat) || isValidVatNumber(vat), { error: 'vatNumberCheckDigit' });
