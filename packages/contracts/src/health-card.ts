import { parseTaxCode, TAX_CODE_PATTERN, type TaxCodeGender } from './tax-code';

/**
 * Reading the Tessera Sanitaria (TS, TS-CNS) with a USB reader that types what it reads, as a
 * keyboard does ("keyboard wedge"), into a text field.
 *
 * What a reader may type (samples in `__fixtures__/health-card-scans.ts`):
 * - the magnetic stripe: track 1 between '%' and '?' with the codice fiscale and the holder's
 *   surname and name ('COGNOME  NOME', 'COGNOME<<NOME' or 'COGNOME/NOME', glued to the code or after a
 *   '^'), then track 2 between ';' and '?' with the 20-digit card number of the TEAM on the back
 *   ('80380…', ISO/IEC 7812 with a Luhn check digit) and, after '=', the expiry as YYMM. No published
 *   layout could be found, so the parser relies on the content, not on positions;
 * - the Code 39 barcode on the back: the 16 characters of the codice fiscale, sometimes with the
 *   '*' start/stop characters;
 * - either of them through the wrong keyboard layout: a reader sending US key codes to a computer set to
 *   Italian types '&' for '^', 'ò' for ';', 'ì' for '=', '_' for '?', ';' for '<' and '-' for '/';
 *   a German layout swaps Y and Z; Caps Lock swaps the case. Letters and digits survive, so we look
 *   for a codice fiscale with a right check character anywhere in the text, treat every other symbol
 *   as a separator, and accept a surname and name only when they give the code's first six letters.
 */

export interface HealthCard {
  taxCode: string;
  /** As on the card, in title case ('De Luca'); absent when the scan has no readable name. */
  lastName?: string;
  firstName?: string;
  /** From the codice fiscale: `YYYY-MM-DD`. */
  birthDate: string;
  gender: TaxCodeGender;
  /** The 20-digit identification number of the card (TEAM), from track 2. */
  cardNumber?: string;
  /** `YYYY-MM`, from track 2. */
  expiry?: string;
}

/**
 * Why a scan gave no card: nothing was typed, nothing looks like a codice fiscale, or something does
 * but its check character is wrong (a misread: swipe again).
 */
export type HealthCardScanFailure = 'empty' | 'noTaxCode' | 'invalidTaxCode';

export type HealthCardScan = { ok: true; card: HealthCard } | { ok: false; reason: HealthCardScanFailure };

/** Every 16-character window shaped like a codice fiscale, overlapping ones included. */
function taxCodeCandidates(text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i + 16 <= text.length; i++) {
    const window = text.slice(i, i + 16);
    if (TAX_CODE_PATTERN.test(window)) found.push(window);
  }
  return found;
}

const swapYZ = (text: string) => text.replace(/[YZ]/g, (c) => (c === 'Y' ? 'Z' : 'Y'));

const VOWELS = /[AEIOU]/g;
const CONSONANTS = /[B-DF-HJ-NP-TV-Z]/g;

function letters(name: string): { consonants: string[]; vowels: string[] } {
  const plain = name.replace(/[^A-Z]/g, '');
  return { consonants: plain.match(CONSONANTS) ?? [], vowels: plain.match(VOWELS) ?? [] };
}

function threeLetters(chars: string[]): string {
  return [...chars, 'X', 'X', 'X'].slice(0, 3).join('');
}

/** The surname's three letters in a codice fiscale: consonants, then vowels, then X. */
function surnameCode(surname: string): string {
  const { consonants, vowels } = letters(surname);
  return threeLetters([...consonants, ...vowels]);
}

/** The name's three letters: with four or more consonants the 1st, 3rd and 4th; else as the surname. */
function nameCode(name: string): string {
  const { consonants, vowels } = letters(name);
  if (consonants.length >= 4) return [consonants[0], consonants[2], consonants[3]].join('');
  return threeLetters([...consonants, ...vowels]);
}

function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s'-])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase());
}

const words = (field: string) => field.split(/\s+|<+/).filter(Boolean);

/**
 * Surname and name from the text around the code: either one field split between two of its words
 * ('DE LUCA MARIA GRAZIA') or two neighbouring fields ('ROSSI' / 'MARIO'), whichever gives the
 * code's first six letters; failing that, a field with the card's own separator ('ROSSI  MARIO',
 * 'ROSSI<<MARIO').
 */
function holderName(fields: string[], taxCode: string): { lastName: string; firstName: string } | undefined {
  const matches = (lastName: string, firstName: string) =>
    surnameCode(lastName) + nameCode(firstName) === taxCode.slice(0, 6);
  const found = (lastName: string, firstName: string) => ({
    lastName: titleCase(lastName.replace(/<+/g, ' ').trim()),
    firstName: titleCase(firstName.replace(/<+/g, ' ').trim()),
  });
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] ?? '';
    const parts = words(field);
    for (let k = 1; k < parts.length; k++) {
      const lastName = parts.slice(0, k).join(' ');
      const firstName = parts.slice(k).join(' ');
      if (matches(lastName, firstName)) return found(lastName, firstName);
    }
    const next = fields[i + 1];
    if (next !== undefined && matches(field, next)) return found(field, next);
  }
  for (const field of fields) {
    const [lastName, firstName] = field.split(/<<|\s{2,}/);
    if (lastName?.trim() && firstName?.trim()) return found(lastName, firstName);
  }
  return undefined;
}

/** ISO/IEC 7812 check digit (Luhn) over all the digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card number and expiry from track 2: '80380' and 15 more digits, a separator, then YYMM. */
function track2(text: string): Pick<HealthCard, 'cardNumber' | 'expiry'> {
  for (const match of text.matchAll(/(?<!\d)(80380\d{15})(?:\D(\d{2})(\d{2}))?/g)) {
    const [, cardNumber = '', yy, mm] = match;
    if (!luhnValid(cardNumber)) continue;
    const month = Number(mm);
    return yy && month >= 1 && month <= 12 ? { cardNumber, expiry: `20${yy}-${mm}` } : { cardNumber };
  }
  return {};
}

/**
 * Reads what a card reader typed. `today` (`YYYY-MM-DD`) chooses the century of the birth date, as in
 * `parseTaxCode`.
 */
export function parseHealthCardScan(raw: string, today?: string): HealthCardScan {
  // US key codes on an Italian layout type 'à' for the apostrophe (D'ANGELO → DàANGELO).
  const text = raw.toUpperCase().replace(/À/g, "'");
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  let candidates = taxCodeCandidates(text);
  let source = text;
  let parsed = candidates.map((c) => parseTaxCode(c, today)).find((p) => p !== null);
  if (!parsed) {
    // A German (QWERTZ) layout swaps Y and Z: try the text as the reader meant it.
    const swapped = swapYZ(text);
    const parsedSwapped = taxCodeCandidates(swapped)
      .map((c) => parseTaxCode(c, today))
      .find((p) => p !== null);
    if (parsedSwapped) {
      parsed = parsedSwapped;
      source = swapped;
    }
    candidates = candidates.length > 0 ? candidates : taxCodeCandidates(swapped);
  }
  if (!parsed) return { ok: false, reason: candidates.length > 0 ? 'invalidTaxCode' : 'noTaxCode' };

  const fields = source
    .replace(parsed.taxCode, '^')
    .split(/[^A-Z' <]+/)
    .map((field) => field.trim())
    .filter((field) => /[A-Z].*[A-Z]/.test(field));
  const name = holderName(fields, parsed.taxCode);
  return {
    ok: true,
    card: {
      taxCode: parsed.taxCode,
      ...name,
      birthDate: parsed.birthDate,
      gender: parsed.gender,
      ...track2(source),
    },
  };
}
