/**
 * Belfiore code ↔ comune or foreign country, for decoding and computing a codice fiscale. This module
 * carries a ~225 KB table, so it is its own entry (`@studiolo/contracts/tax-code-places`) that the web
 * loads lazily (`await import(...)`); `TaxCode` and `isValidTaxCode` never pull it in.
 *
 * Table: @marketto/belfiore-connector-embedded (MIT code; data CC BY 4.0 from ISTAT, ANPR and
 * Agenzia delle Entrate: every comune since 1861 with its validity dates, and the foreign states with
 * their ISO 3166 codes; ESM and types; ~225 KB). DESIGN named codice-fiscale-js, which we did not take:
 * its licence is CC BY-SA 4.0 (share-alike, not a software licence), it ships one CommonJS webpack
 * bundle that always includes its table (no ESM, no types for the table alone), and it knows foreign
 * states only as province 'EE' with upper-case names and no ISO code. Known limits of the chosen table:
 * it keeps one province per comune, the one it had in its first record, so ~3% of comuni show a
 * historical province (Agliè 'AO', Caserta 'NA'); names are right, so comparisons use the name only.
 * And its generator read nine names' UTF-8 as Latin-1 ('CittÃ  della Pieve'): every name leaves this
 * module through `repairMojibake`, the one way out of the table.
 */
import { belfioreConnector, type BelfiorePlace } from '@marketto/belfiore-connector-embedded';
import { parseTaxCode, type BirthPlace, type DecodedTaxCode } from './tax-code';

/** A UTF-8 sequence of two or three bytes read as Latin-1 characters ('Ã' + '\u00a0' for 'à'). */
const MOJIBAKE = /[\u00c2-\u00df][\u0080-\u00bf]|[\u00e0-\u00ef][\u0080-\u00bf]{2}/g;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The name as it is written: 'CittÃ\u00a0 della Pieve' → 'Città della Pieve', 'ChÃ¢tillon' →
 * 'Châtillon'. A final 'Ã' is an 'à' whose second byte (a no-break space) the generator trimmed
 * ('ContÃ' → 'Contà'). Names without such sequences come back unchanged.
 */
export function repairMojibake(name: string): string {
  return name
    .replace(MOJIBAKE, (sequence) => {
      try {
        return utf8.decode(Uint8Array.from(sequence, (char) => char.charCodeAt(0)));
      } catch {
        return sequence;
      }
    })
    .replace(/Ã$/, 'à');
}

/** A birthplace with the days the table knows it by that code (`YYYY-MM-DD`; `validTo` null: today). */
export interface BirthPlaceMatch extends BirthPlace {
  validFrom: string;
  validTo: string | null;
}

const isForeign = (code: string) => code.toUpperCase().startsWith('Z');
const day = (date: Date) => date.toISOString().slice(0, 10);

function toBirthPlace(place: BelfiorePlace): BirthPlaceMatch {
  const foreign = isForeign(place.belfioreCode);
  const validTo = day(place.expirationDate);
  return {
    code: place.belfioreCode,
    name: repairMojibake(place.name),
    province: foreign ? null : (place.province ?? null),
    country: foreign ? (place.iso3166 ?? null) : null,
    validFrom: day(place.creationDate),
    validTo: validTo.startsWith('9999') ? null : validTo,
  };
}

/** The comune or country of a Belfiore code ('A562', 'Z404'), or null when the table lacks it. */
export async function findBirthPlace(code: string): Promise<BirthPlace | null> {
  const place = await belfioreConnector.findByCode(code.toUpperCase());
  if (!place) return null;
  const { validFrom: _from, validTo: _to, ...birthPlace } = toBirthPlace(place);
  return birthPlace;
}

/**
 * Everything a valid code says, the birthplace included; null for an invalid code. `today`
 * (`YYYY-MM-DD`) chooses the century as `parseTaxCode` explains.
 */
export async function decodeTaxCode(value: string, today?: string): Promise<DecodedTaxCode | null> {
  const parsed = parseTaxCode(value, today);
  if (!parsed) return null;
  return { ...parsed, birthPlace: await findBirthPlace(parsed.birthPlaceCode) };
}

/** Every place of the table as this module gives them (slow: ~1.5 s; for checks, not for searching). */
export async function listBirthPlaces(): Promise<BirthPlaceMatch[]> {
  return (await belfioreConnector.toArray()).map(toBirthPlace);
}

/** Lower case, accents, apostrophes and dashes gone, one space between words: "Sant'Angelo" → 'sant angelo'. */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** What one folded letter may be in the table: accented, or one of its misread sequences ('Ã\u00a0'). */
const LETTER: Record<string, string> = {
  a: '(?:[aàáâä]|Ã[\\u0080-\\u00bf]?)',
  e: '(?:[eèéêë]|Ã[\\u0080-\\u00bf])',
  i: '(?:[iìíîï]|Ã[\\u0080-\\u00bf])',
  o: '(?:[oòóôö]|Ã[\\u0080-\\u00bf])',
  u: '(?:[uùúûü]|Ã[\\u0080-\\u00bf])',
  c: '[cç]',
  n: '[nñ]',
};
const SEPARATOR = "[\\s'’`\\-/.,()]+";

/**
 * A pattern (the table's search makes it a case-insensitive regular expression) for its raw names:
 * the folded words in order, from a word's start; `whole`: the whole name, or one of a bilingual one.
 */
function namePattern(folded: string, whole: boolean): string {
  const words = folded.split(' ').map((word) => [...word].map((char) => LETTER[char] ?? char).join(''));
  const body = words.join(SEPARATOR);
  // A word's start: the name's, or after a separator ('Reggio nell'Emilia', 'Myanmar/Birmania').
  return whole ? `(?:^|/)${body}(?:$|/)` : `(?:^|[\\s'’\\-/(])${body}`;
}

const validAt = (place: BirthPlaceMatch, date: string) =>
  place.validFrom <= date && (place.validTo === null || date <= place.validTo);

/**
 * Keeps the places in force on `date` when some are: the table's dates are those of the comune's
 * code, and a person is born where a comune then was (Bellagio A744 until 2014, M335 since).
 */
function preferValidAt(places: BirthPlaceMatch[], date: string | undefined) {
  if (!date) return places;
  const valid = places.filter((place) => validAt(place, date));
  return valid.length > 0 ? valid : places;
}

/**
 * Comuni and foreign states whose name (or a word of it) starts with `query`, accents and
 * apostrophes aside ('citta della' finds 'Città della Pieve'): exact names first, then names that
 * start with it, then names with a word that does; those in force on `birthDate` (`YYYY-MM-DD`)
 * only, when there are some; without a date, those in force today first. Two letters at least.
 */
export async function searchBirthPlaces(
  query: string,
  options: { birthDate?: string; limit?: number } = {},
): Promise<BirthPlaceMatch[]> {
  const folded = foldPlaceName(query);
  if (folded.length < 2) return [];
  const found = (await belfioreConnector.searchByName(namePattern(folded, false))) ?? [];
  const rank = (place: BirthPlaceMatch) => {
    const name = foldPlaceName(place.name);
    const names = place.name.split('/').map(foldPlaceName);
    if (names.includes(folded)) return 0;
    return names.some((one) => one.startsWith(folded)) || name.startsWith(folded) ? 1 : 2;
  };
  return preferValidAt(found.map(toBirthPlace), options.birthDate)
    .map((place) => ({ place, rank: rank(place) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(a.place.validTo !== null) - Number(b.place.validTo !== null) ||
        a.place.name.length - b.place.name.length ||
        a.place.name.localeCompare(b.place.name, 'it'),
    )
    .slice(0, options.limit ?? 10)
    .map(({ place }) => place);
}

/**
 * The one Belfiore place a stored birthplace names: the comune or country called `name` (either name
 * of a bilingual one), abroad when `province` is 'EE', in that province when the table agrees, in
 * force on `birthDate`. Null when none is, or when several still remain (the user then chooses).
 */
export async function findBirthPlaceByName(
  name: string,
  options: { province?: string | null; birthDate?: string } = {},
): Promise<BirthPlaceMatch | null> {
  const folded = foldPlaceName(name);
  if (!folded) return null;
  const found = (await belfioreConnector.searchByName(namePattern(folded, true))) ?? [];
  let places = found.map(toBirthPlace);
  const province = options.province?.trim().toUpperCase();
  const narrow = (keep: (place: BirthPlaceMatch) => boolean) => {
    const kept = places.filter(keep);
    if (kept.length > 0) places = kept;
  };
  if (province === 'EE') places = places.filter((place) => place.country !== null);
  else if (province) narrow((place) => place.province === province);
  places = preferValidAt(places, options.birthDate);
  if (!options.birthDate) narrow((place) => place.validTo === null);
  return places.length === 1 ? places[0]! : null;
}
