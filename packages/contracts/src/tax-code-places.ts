/**
 * Belfiore code → comune or foreign country, for decoding a codice fiscale. This module carries a
 * ~225 KB table, so it is its own entry (`@studiolo/contracts/tax-code-places`) that the web loads
 * lazily (`await import(...)`); `TaxCode` and `isValidTaxCode` never pull it in.
 *
 * Table: @marketto/belfiore-connector-embedded (MIT code; data CC BY 4.0 from ISTAT, ANPR and
 * Agenzia delle Entrate: every comune since 1861 with its validity dates, and the foreign states with
 * their ISO 3166 codes; ESM and types; ~225 KB). DESIGN named codice-fiscale-js, which we did not take:
 * its licence is CC BY-SA 4.0 (share-alike, not a software licence), it ships one CommonJS webpack
 * bundle that always includes its table (no ESM, no types for the table alone), and it knows foreign
 * states only as province 'EE' with upper-case names and no ISO code. Known limit of the chosen table:
 * it keeps one province per comune, the one it had in its first record, so ~3% of comuni show a
 * historical province (Agliè 'AO', Caserta 'NA'); names are right, so comparisons use the name only.
 */
import { belfioreConnector } from '@marketto/belfiore-connector-embedded';
import { parseTaxCode, type BirthPlace, type DecodedTaxCode } from './tax-code';

/** The comune or country of a Belfiore code ('A562', 'Z404'), or null when the table lacks it. */
export async function findBirthPlace(code: string): Promise<BirthPlace | null> {
  const place = await belfioreConnector.findByCode(code.toUpperCase());
  if (!place) return null;
  const foreign = code.toUpperCase().startsWith('Z');
  return {
    code: place.belfioreCode,
    name: place.name,
    province: foreign ? null : (place.province ?? null),
    country: foreign ? (place.iso3166 ?? null) : null,
  };
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
