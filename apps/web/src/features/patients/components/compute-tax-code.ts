import { BirthDate, computeTaxCode, normalizeTaxCode } from '@studiolo/contracts';

/** What the form knows of a person, to compute their codice fiscale. */
export interface PersonForTaxCode {
  lastName: string;
  firstName: string;
  gender: string;
  /** `YYYY-MM-DD` (the form's DD/MM/YYYY parsed). */
  birthDate: string;
  /** The comune or foreign state of birth as typed or chosen. */
  birthCity: string;
  /** Its province, 'EE' for a state: tells two comuni of one name apart. */
  birthProvince?: string;
  /** The Belfiore code, when the place was chosen from the list. */
  birthPlaceCode?: string;
}

export type TaxCodeNeed = 'names' | 'gender' | 'birthDate' | 'birthPlace';

/** What is still missing before a code can be computed (the birthplace's code may still be looked up). */
export function missingForTaxCode(person: PersonForTaxCode): TaxCodeNeed[] {
  const missing: TaxCodeNeed[] = [];
  if (!person.lastName.trim() || !person.firstName.trim()) missing.push('names');
  if (person.gender !== 'male' && person.gender !== 'female') missing.push('gender');
  if (!BirthDate.safeParse(person.birthDate).success) missing.push('birthDate');
  if (!person.birthPlaceCode && !person.birthCity.trim()) missing.push('birthPlace');
  return missing;
}

/**
 * The codice fiscale of these data, the birthplace's Belfiore code looked up by name (in force on the
 * birth date) unless chosen; `birthPlace` is missing when the name names no place, or several.
 */
export async function taxCodeOfPerson(
  person: PersonForTaxCode,
): Promise<{ code: string } | { missing: TaxCodeNeed[] }> {
  const missing = missingForTaxCode(person);
  if (missing.length > 0) return { missing };
  let placeCode = person.birthPlaceCode;
  if (!placeCode) {
    const { findBirthPlaceByName } = await import('@studiolo/contracts/tax-code-places');
    const place = await findBirthPlaceByName(person.birthCity, {
      province: person.birthProvince,
      birthDate: person.birthDate,
    });
    if (!place) return { missing: ['birthPlace'] };
    placeCode = place.code;
  }
  return {
    code: computeTaxCode({
      lastName: person.lastName,
      firstName: person.firstName,
      gender: person.gender === 'female' ? 'female' : 'male',
      birthDate: person.birthDate,
      birthPlaceCode: placeCode,
    }),
  };
}

/** A code already typed that the computed one would replace (another code, not the same one re-typed). */
export function replacedCode(current: string, computed: string): string | null {
  const typed = normalizeTaxCode(current);
  return typed && typed !== computed ? typed : null;
}
