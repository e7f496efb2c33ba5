import { z } from 'zod';
import {
  firstNameLetters,
  isValidTaxCode,
  normalizeTaxCode,
  surnameLetters,
  taxCodeCheckCharacter,
} from './tax-code';
import { isValidVatNumber } from './vat-number';

/**
 * Computing a codice fiscale from the person's data (DM 23 dicembre 1976; DPR 605/1973), and the
 * other codes a patient's record may carry instead of one.
 */

const MONTH_LETTERS = 'ABCDEHLMPRST';

export interface TaxCodeData {
  lastName: string;
  firstName: string;
  gender: 'male' | 'female';
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** Belfiore code of the comune or the foreign country of birth ('A562', 'Z110'). */
  birthPlaceCode: string;
}

/**
 * The codice fiscale these data give. The Agenzia delle Entrate may have issued another to tell two
 * people apart (omocodia): the computed code is a proposal for the user to check on the card.
 */
export function computeTaxCode(data: TaxCodeData): string {
  const [year = '', month = '', day = ''] = data.birthDate.split('-');
  const dayCode = Number(day) + (data.gender === 'female' ? 40 : 0);
  const first15 =
    surnameLetters(data.lastName) +
    firstNameLetters(data.firstName) +
    year.slice(2) +
    MONTH_LETTERS.charAt(Number(month) - 1) +
    String(dayCode).padStart(2, '0') +
    data.birthPlaceCode.toUpperCase();
  return first15 + taxCodeCheckCharacter(first15);
}

/**
 * STP (straniero temporaneamente presente: a foreigner without a residence permit) and ENI (europeo
 * non iscritto: an EU citizen without TEAM or the right to register with the SSN): 16 characters,
 * the prefix, the ISTAT code of the issuing health authority (3 digits of the region, 3 of the ASL)
 * and a 7-digit progressive number (Circolare del Ministero della Sanità n. 5 del 24 marzo 2000; ENI
 * codes by the regional rules on its model). They are not codici fiscali: the Sistema TS does not
 * take them as one.
 */
export const STP_ENI_PATTERN = /^(STP|ENI)\d{13}$/;

/**
 * Whether a code is an STP/ENI code: its holder has no codice fiscale nor tessera sanitaria, so no
 * precompiled return, and their expenses do not go to the Sistema TS (docs/decisions/012).
 */
export const isStpEniCode = (code: string | null | undefined) =>
  Boolean(code && STP_ENI_PATTERN.test(normalizeTaxCode(code)));

/**
 * The 11-digit numeric codice fiscale that the Agenzia delle Entrate issues provisionally to a
 * person whose 16-character code cannot yet be assigned (art. 4 DPR 605/1973): the digits of a
 * partita IVA, with the same check digit.
 */
export const isProvisionalTaxCode = (code: string) => isValidVatNumber(code);

export type PatientTaxCodeKind = 'personal' | 'provisional' | 'stp' | 'eni';

/** What a (normalized) patient code is, or null when it is none of them. */
export function patientTaxCodeKind(value: string): PatientTaxCodeKind | null {
  const code = normalizeTaxCode(value);
  if (isValidTaxCode(code)) return 'personal';
  if (STP_ENI_PATTERN.test(code)) return code.startsWith('STP') ? 'stp' : 'eni';
  if (isProvisionalTaxCode(code)) return 'provisional';
  return null;
}

/**
 * The code on a patient's record: a personal codice fiscale, the 11-digit provisional one, or an
 * STP/ENI code for a foreigner assisted without one. Normalized; its message is 'taxCodeInvalid'.
 */
export const PatientTaxCode = z
  .string()
  .overwrite(normalizeTaxCode)
  .refine((code) => patientTaxCodeKind(code) !== null, { error: 'taxCodeInvalid' });
