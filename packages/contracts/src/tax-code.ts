import { z } from 'zod';

/**
 * Codice fiscale of a person: structure, check character and what the code itself says (birth date,
 * gender, Belfiore code of the birthplace). Pure and table-free so that the `TaxCode` schema can run
 * in every form; turning the Belfiore code into a comune or a country is `./tax-code-places`, loaded
 * only where it is needed.
 *
 * Layout (0-based): 0–2 surname, 3–5 name, 6–7 year, 8 month letter, 9–10 day (+40 for women),
 * 11–14 birthplace (a letter and three digits), 15 check character. When two people would share a
 * code (omocodia) the Agenzia delle Entrate replaces digits of positions 6, 7, 9, 10, 12, 13, 14 with
 * L M N P Q R S T U V (for 0–9), so those seven positions accept either.
 */

const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const DIGIT_OR_OMOCODIA = '[0-9LMNPQRSTUV]';
const MONTH_LETTERS = 'ABCDEHLMPRST';

/** The shape of a (normalized) personal codice fiscale, omocodia included; the check is separate. */
export const TAX_CODE_PATTERN = new RegExp(
  `^[A-Z]{6}${DIGIT_OR_OMOCODIA}{2}[${MONTH_LETTERS}]${DIGIT_OR_OMOCODIA}{2}[A-Z]${DIGIT_OR_OMOCODIA}{3}[A-Z]$`,
);

/** Values of a character in an odd (1st, 3rd, …) position; digits count as A–J. */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

/** 0–25 for 0–9 and A–Z alike (digits map onto A–J). */
function ordinal(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/** Trims, upper-cases and removes every space ('rss mra 85t10 a562s' → 'RSSMRA85T10A562S'). */
export function normalizeTaxCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first 15 characters of a normalized code. */
export function taxCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const value = ordinal(first15.charAt(i));
    sum += i % 2 === 0 ? (ODD_VALUES[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The code with every omocodia letter turned back into its digit (the 'original' code's first 15). */
function withoutOmocodia(code: string): string {
  return [...code]
    .map((char, i) => (/[0-9]/.test(char) || !isOmocodiaPosition(i) ? char : OMOCODIA_LETTERS.indexOf(char)))
    .join('');
}

function isOmocodiaPosition(index: number): boolean {
  return [6, 7, 9, 10, 12, 13, 14].includes(index);
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Year (two digits), month (1–12), day (1–31) and gender of a structurally valid code. */
function datePart(code: string) {
  const plain = withoutOmocodia(code);
  const dayCode = Number(plain.slice(9, 11));
  return {
    yy: Number(plain.slice(6, 8)),
    month: MONTH_LETTERS.indexOf(code.charAt(8)) + 1,
    dayCode,
    day: dayCode > 40 ? dayCode - 40 : dayCode,
    gender: dayCode > 40 ? ('female' as const) : ('male' as const),
    birthPlaceCode: plain.slice(11, 15),
  };
}

/**
 * True for a personal codice fiscale (16 characters, omocodia allowed) whose date exists and whose
 * check character is right. Spaces and case are ignored. Temporary 11-digit codes are not accepted.
 */
export function isValidTaxCode(value: string): boolean {
  const code = normalizeTaxCode(value);
  if (!TAX_CODE_PATTERN.test(code)) return false;
  const { yy, month, day, dayCode } = datePart(code);
  if (!((dayCode >= 1 && dayCode <= 31) || (dayCode >= 41 && dayCode <= 71))) return false;
  // 29 February only in a leap year; with two digits, every multiple of 4 (2000 was one, 1900 was not
  // but the century rule below reads 00 as 2000).
  if (day > (DAYS_IN_MONTH[month - 1] ?? 0) || (month === 2 && day === 29 && yy % 4 !== 0)) return false;
  return taxCodeCheckCharacter(code) === code.charAt(15);
}

/**
 * A codice fiscale of a person: normalized (no spaces, upper case), then checked. Its one message is
 * the `validation` catalogue key 'taxCodeInvalid'.
 */
export const TaxCode = z
  .string()
  .overwrite(normalizeTaxCode)
  .regex(TAX_CODE_PATTERN, { error: 'taxCodeInvalid', abort: true })
  .refine(isValidTaxCode, { error: 'taxCodeInvalid' });
export type TaxCode = z.infer<typeof TaxCode>;

export type TaxCodeGender = 'male' | 'female';

/** What a valid code says without any table. */
export interface ParsedTaxCode {
  /** Normalized, as entered (omocodia letters kept). */
  taxCode: string;
  /** `YYYY-MM-DD`, century chosen as `parseTaxCode` explains. */
  birthDate: string;
  gender: TaxCodeGender;
  /** Belfiore (cadastral) code with omocodia undone: 'A562', or 'Z404' for a foreign country. */
  birthPlaceCode: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of today in Italy, where the codes are issued. */
export function todayInRome(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
}

/**
 * Decodes what the code itself says, or null when it is not valid.
 *
 * Century: the code has two digits of the year. We take the latest century that does not put the
 * birth after `today` (default: today in Europe/Rome): '85' is 1985, '10' is 2010, and '30' is 1930
 * until 1 January 2030 (then 2030). The person is therefore always between 0 and 99 years old, which
 * covers the ~110-year limit of real patients except the rare centenarians, whose date a user can
 * correct by hand (`compareWithTaxCode` compares without the century, so no false warning follows).
 */
export function parseTaxCode(value: string, today: string = todayInRome()): ParsedTaxCode | null {
  const taxCode = normalizeTaxCode(value);
  if (!isValidTaxCode(taxCode)) return null;
  const { yy, month, day, gender, birthPlaceCode } = datePart(taxCode);
  const monthDay = `${pad(month)}-${pad(day)}`;
  const currentCentury = Math.floor(Number(today.slice(0, 4)) / 100) * 100;
  let year = currentCentury + yy;
  if (`${year}-${monthDay}` > today) year -= 100;
  return { taxCode, birthDate: `${year}-${monthDay}`, gender, birthPlaceCode };
}

/** A birthplace decoded from its Belfiore code. */
export interface BirthPlace {
  /** Belfiore code: 'A562'. */
  code: string;
  /** Comune (or, for a Z code, country) name in Italian: 'San Giuliano Terme', 'Stati Uniti d'America'. */
  name: string;
  /** Two-letter province of an Italian comune; null for a foreign country. */
  province: string | null;
  /** ISO 3166 alpha-2 code of a foreign country ('US'); null for an Italian comune. */
  country: string | null;
}

/** The full decoding (`decodeTaxCode` in `@studiolo/contracts/tax-code-places`). */
export interface DecodedTaxCode extends ParsedTaxCode {
  /** Null when the Belfiore code is not in the table. */
  birthPlace: BirthPlace | null;
}

/** Letters only, upper case, accents and apostrophes dropped ("D'Amato" → 'DAMATO', 'Nicolò' → 'NICOLO'). */
function lettersOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

const split = (letters: string) => ({
  consonants: letters.replace(/[AEIOU]/g, ''),
  vowels: letters.replace(/[^AEIOU]/g, ''),
});

/** Surname: its consonants, then its vowels, then X, the first three ('Rossi' → 'RSS', 'Fo' → 'FOX'). */
export function surnameLetters(lastName: string): string {
  const { consonants, vowels } = split(lettersOf(lastName));
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

/**
 * Name: with four consonants or more, the 1st, 3rd and 4th ('Gianfranco' → 'GFR'); otherwise as the
 * surname ('Mario' → 'MRA', 'Ada' → 'DAA').
 */
export function firstNameLetters(firstName: string): string {
  const { consonants, vowels } = split(lettersOf(firstName));
  if (consonants.length >= 4) return consonants[0]! + consonants[2]! + consonants[3]!;
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

export type TaxCodeField = 'lastName' | 'firstName' | 'birthDate' | 'gender' | 'birthCity';

/** What a user typed beside the code; empty values are not compared. */
export interface TaxCodeComparable {
  lastName?: string | null;
  firstName?: string | null;
  birthDate?: string | null;
  gender?: string | null;
  birthCity?: string | null;
}

/** 'Sant’Agata   de’ Goti' and "SANT'AGATA DE' GOTI" compare equal; accents and punctuation ignored. */
function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * The fields whose entered value contradicts the code, for warnings beside the form (never an error:
 * the code may be the one that is wrong). Surname and name against the code's first six letters
 * (when the code is given); the birth date is compared without its century, gender only
 * when 'male' or 'female' was chosen, and the birth city only when the birthplace is known — against
 * each name of a bilingual one ('Myanmar/Birmania').
 */
export function compareWithTaxCode(
  decoded: Pick<DecodedTaxCode, 'birthDate' | 'gender'> & {
    taxCode?: string;
    birthPlace?: BirthPlace | null;
  },
  entered: TaxCodeComparable,
): TaxCodeField[] {
  const mismatches: TaxCodeField[] = [];
  // The first six letters come from the surname and the name (omocodia never touches them).
  const code = decoded.taxCode ? normalizeTaxCode(decoded.taxCode) : '';
  if (code && entered.lastName?.trim() && surnameLetters(entered.lastName) !== code.slice(0, 3)) {
    mismatches.push('lastName');
  }
  if (code && entered.firstName?.trim() && firstNameLetters(entered.firstName) !== code.slice(3, 6)) {
    mismatches.push('firstName');
  }
  if (entered.birthDate && entered.birthDate.slice(2) !== decoded.birthDate.slice(2)) {
    mismatches.push('birthDate');
  }
  const gender = entered.gender?.toLowerCase();
  if ((gender === 'male' || gender === 'female') && gender !== decoded.gender) mismatches.push('gender');
  const city = entered.birthCity?.trim();
  if (city && decoded.birthPlace) {
    const names = decoded.birthPlace.name.split('/').map(placeKey);
    if (!names.includes(placeKey(city))) mismatches.push('birthCity');
  }
  return mismatches;
}
