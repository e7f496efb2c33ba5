import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  TaxCode,
  compareWithTaxCode,
  isValidTaxCode,
  normalizeTaxCode,
  parseTaxCode,
  taxCodeCheckCharacter,
} from './tax-code';
import { decodeTaxCode, findBirthPlace } from './tax-code-places';

// Mario Rossi, 10/12/1985, San Giuliano Terme (A562): the widely published example, so its check
// character 'S' does not come from the code under test. The other codes are invented people.
const ROSSI = 'RSSMRA85T10A562S';
const TODAY = '2026-05-01';

describe('isValidTaxCode', () => {
  it('accepts the textbook code, in any case and with spaces', () => {
    expect(isValidTaxCode(ROSSI)).toBe(true);
    expect(isValidTaxCode(' rssmra 85t10 a562s ')).toBe(true);
    expect(normalizeTaxCode(' rssmra 85t10 a562s ')).toBe(ROSSI);
    expect(taxCodeCheckCharacter(ROSSI.slice(0, 15))).toBe('S');
  });

  it('accepts omocodia letters in the seven digit positions, with the check recomputed', () => {
    expect(isValidTaxCode('RSSMRA85T10A56NH')).toBe(true); // 2 → N in the last place digit
    expect(isValidTaxCode('RSSMRA85T10A5RSK')).toBe(true); // 62 → RS
    expect(isValidTaxCode('RSSMRAURTMLARSNL')).toBe(true); // all seven substituted
    expect(isValidTaxCode('BNCMRA90C65F2L5N')).toBe(true); // only the middle place digit
    // The substitution letters are only L M N P Q R S T U V, and only in those positions.
    expect(isValidTaxCode('RSSMRA85T10A56AS')).toBe(false);
    expect(isValidTaxCode('RSSMRA85T1OA562S')).toBe(false);
  });

  it('accepts women (day + 40) and people born abroad (Z codes)', () => {
    expect(isValidTaxCode('BNCMRA90C65F205C')).toBe(true);
    expect(isValidTaxCode('SMTJHN78L04Z404C')).toBe(true);
  });

  it('refuses a wrong check character, a wrong length and impossible dates', () => {
    expect(isValidTaxCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidTaxCode('RSSMRA85T10A562')).toBe(false);
    expect(isValidTaxCode('RSSMRA85T10A562SS')).toBe(false);
    expect(isValidTaxCode('')).toBe(false);
    expect(isValidTaxCode('01234567890')).toBe(false); // a company's code is not a person's
    expect(isValidTaxCode('RSSMRA85F10A562' + taxCodeCheckCharacter('RSSMRA85F10A562'))).toBe(false); // no month F
    expect(isValidTaxCode('RSSMRA85T32A562' + taxCodeCheckCharacter('RSSMRA85T32A562'))).toBe(false);
    expect(isValidTaxCode('RSSMRA85S31A562' + taxCodeCheckCharacter('RSSMRA85S31A562'))).toBe(false); // 31 Nov
  });

  it('allows 29 February only in leap years', () => {
    expect(isValidTaxCode('BNCMRA00B69F205L')).toBe(true); // 29/02/2000
    expect(isValidTaxCode('BNCMRA01B69F205M')).toBe(false); // 29/02/2001
  });
});

describe('TaxCode schema', () => {
  it('normalizes what it accepts', () => {
    expect(TaxCode.parse(' rssmra85t10a562s')).toBe(ROSSI);
  });

  it('refuses with the one catalogue key, which both languages define', () => {
    for (const bad of ['ABC', 'RSSMRA85T10A562T']) {
      const result = TaxCode.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['taxCodeInvalid']);
    }
    for (const lang of ['it', 'en']) {
      const catalogue = JSON.parse(
        readFileSync(new URL(`../../i18n/${lang}/validation.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>;
      expect(catalogue.taxCodeInvalid).toBeTruthy();
    }
  });
});

describe('parseTaxCode', () => {
  it('reads birth date, gender and birthplace code, undoing omocodia', () => {
    expect(parseTaxCode('rssmraurtmlarsnl', TODAY)).toEqual({
      taxCode: 'RSSMRAURTMLARSNL',
      birthDate: '1985-12-10',
      gender: 'male',
      birthPlaceCode: 'A562',
    });
    expect(parseTaxCode('BNCMRA90C65F205C', TODAY)).toMatchObject({
      birthDate: '1990-03-25',
      gender: 'female',
    });
    expect(parseTaxCode('RSSMRA85T10A562T', TODAY)).toBeNull();
  });

  it('puts the birth in the latest century that is not in the future', () => {
    expect(parseTaxCode('VRDLCU10A01H501N', TODAY)?.birthDate).toBe('2010-01-01');
    // Born 20 May of a year ending in 30: 1930 until the day before, 2030 from that day.
    expect(parseTaxCode('BRNGPP30E20L219O', TODAY)?.birthDate).toBe('1930-05-20');
    expect(parseTaxCode('BRNGPP30E20L219O', '2030-05-19')?.birthDate).toBe('1930-05-20');
    expect(parseTaxCode('BRNGPP30E20L219O', '2030-05-20')?.birthDate).toBe('2030-05-20');
  });
});

describe('decodeTaxCode (tax-code-places)', () => {
  it('names the comune and its province', async () => {
    expect(await decodeTaxCode(ROSSI, TODAY)).toEqual({
      taxCode: ROSSI,
      birthDate: '1985-12-10',
      gender: 'male',
      birthPlaceCode: 'A562',
      birthPlace: { code: 'A562', name: 'San Giuliano Terme', province: 'PI', country: null },
    });
    expect((await decodeTaxCode('RSSMRA85T10A56NH', TODAY))?.birthPlace?.name).toBe('San Giuliano Terme');
  });

  it('names the country of someone born abroad', async () => {
    expect((await decodeTaxCode('SMTJHN78L04Z404C', TODAY))?.birthPlace).toEqual({
      code: 'Z404',
      name: "Stati Uniti d'America",
      province: null,
      country: 'US',
    });
    expect((await findBirthPlace('z112'))?.country).toBe('DE');
  });

  it('keeps the date when the place is unknown, and refuses an invalid code', async () => {
    const unknownPlace = 'RSSMRA85T10Z999' + taxCodeCheckCharacter('RSSMRA85T10Z999');
    expect(await decodeTaxCode(unknownPlace, TODAY)).toMatchObject({
      birthDate: '1985-12-10',
      birthPlace: null,
    });
    expect(await decodeTaxCode('RSSMRA85T10A562T', TODAY)).toBeNull();
  });
});

describe('compareWithTaxCode', () => {
  const decoded = {
    birthDate: '1985-12-10',
    gender: 'male' as const,
    birthPlace: { code: 'A562', name: 'San Giuliano Terme', province: 'PI', country: null },
  };

  it('finds nothing when the form agrees, whatever the case, accents or century', () => {
    expect(
      compareWithTaxCode(decoded, {
        birthDate: '1985-12-10',
        gender: 'male',
        birthCity: ' SAN GIULIANO TERME',
      }),
    ).toEqual([]);
    expect(compareWithTaxCode(decoded, { birthDate: '1885-12-10', gender: 'other', birthCity: '' })).toEqual(
      [],
    );
    expect(compareWithTaxCode(decoded, {})).toEqual([]);
  });

  it('names every field that disagrees', () => {
    expect(
      compareWithTaxCode(decoded, { birthDate: '1985-10-12', gender: 'female', birthCity: 'San Giustino' }),
    ).toEqual(['birthDate', 'gender', 'birthCity']);
  });

  it('skips the city when the birthplace is unknown, and accepts either name of a bilingual one', () => {
    expect(compareWithTaxCode({ ...decoded, birthPlace: null }, { birthCity: 'Pisa' })).toEqual([]);
    const myanmar = { code: 'Z206', name: 'Myanmar/Birmania', province: null, country: 'MM' };
    expect(compareWithTaxCode({ ...decoded, birthPlace: myanmar }, { birthCity: 'birmania' })).toEqual([]);
  });
});
