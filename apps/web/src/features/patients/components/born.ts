import type { TFunction } from 'i18next';
import { parseTaxCode } from '@studiolo/contracts';
import { formatBirthDate } from './format';
import { atItalianComune, inItalianCountry } from './italian-places';

/** What a record or a codice fiscale says of a birth; any of it may be missing. */
export interface BirthFacts {
  gender?: string | null;
  /** `YYYY-MM-DD`. */
  birthDate?: string | null;
  /** The comune, or the foreign country for someone born abroad. */
  birthCity?: string | null;
  /** The comune's province; 'EE' (estero) for a country. */
  birthProvince?: string | null;
  /** Tells a country from a comune when the province does not ('Z…' birthplace). */
  taxCode?: string | null;
  /** Print the province after the comune: 'a Pisa (PI)'. */
  withProvince?: boolean;
}

const PROVINCE = /^[A-Z]{2}$/;

function isAbroad(facts: BirthFacts): boolean {
  const province = facts.birthProvince?.trim().toUpperCase();
  if (province) return province === 'EE';
  const parsed = facts.taxCode ? parseTaxCode(facts.taxCode) : null;
  return parsed?.birthPlaceCode.startsWith('Z') ?? false;
}

/**
 * 'nato il 03/11/1975 in Francia', 'nata il 12/01/1990 a Roma', 'born on 03/11/1975 in France': the
 * one way a patient's birth is told (duplicate box, pickers, the codice fiscale's decoding). 'a' for
 * a comune, the country's own preposition for a state; 'nato'/'nata' from the sex, a neutral wording
 * when it is not known. Null when neither date nor place is known.
 */
export function bornText(t: TFunction<'patients'>, facts: BirthFacts): string | null {
  const name = facts.birthCity?.trim() ?? '';
  const date = facts.birthDate ? formatBirthDate(facts.birthDate) : '';
  if (!name && !date) return null;
  const province = facts.birthProvince?.trim().toUpperCase() ?? '';
  const placeName =
    facts.withProvince && PROVINCE.test(province) && province !== 'EE' ? `${name} (${province})` : name;
  const place = !name
    ? ''
    : isAbroad(facts)
      ? t('born.abroad', { name, inCountry: inItalianCountry(name) })
      : t('born.comune', { name: placeName, atComune: atItalianComune(placeName) });
  const context = facts.gender === 'male' || facts.gender === 'female' ? facts.gender : undefined;
  const key = date && name ? 'born.dateAndPlace' : date ? 'born.date' : 'born.place';
  return t(key, { context, date, place, placeName });
}
