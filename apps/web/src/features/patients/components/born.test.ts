import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { computeTaxCode } from '@studiolo/contracts';
import { resources } from '@studiolo/i18n';
import { bornText } from './born';

const translator = (lng: 'it' | 'en') => {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng,
    ns: ['patients'],
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(lng, 'patients');
};
const it_ = translator('it');
const en = translator('en');

describe('bornText', () => {
  it("says 'nato'/'nata', 'a' for a comune and the country's preposition for a state", () => {
    expect(
      bornText(it_, { gender: 'male', birthDate: '1975-11-03', birthCity: 'Francia', birthProvince: 'EE' }),
    ).toBe('nato il 03/11/1975 in Francia');
    expect(
      bornText(it_, { gender: 'female', birthDate: '1990-01-12', birthCity: 'Roma', birthProvince: 'RM' }),
    ).toBe('nata il 12/01/1990 a Roma');
    expect(bornText(it_, { gender: 'female', birthDate: '1990-01-12', birthCity: 'Ancona' })).toBe(
      'nata il 12/01/1990 ad Ancona',
    );
    expect(
      bornText(it_, {
        gender: 'male',
        birthDate: '1978-07-04',
        birthCity: "Stati Uniti d'America",
        birthProvince: 'EE',
      }),
    ).toBe("nato il 04/07/1978 negli Stati Uniti d'America");
  });

  it('tells a country by the codice fiscale when no province says so', () => {
    const taxCode = computeTaxCode({
      lastName: 'Bianchi',
      firstName: 'Maria',
      gender: 'female',
      birthDate: '1990-03-25',
      birthPlaceCode: 'Z110',
    });
    expect(bornText(it_, { gender: 'female', birthDate: '1990-03-25', birthCity: 'Francia', taxCode })).toBe(
      'nata il 25/03/1990 in Francia',
    );
  });

  it('prints the province when asked, and what is known when something is missing', () => {
    expect(
      bornText(it_, {
        gender: 'male',
        birthDate: '1985-12-10',
        birthCity: 'Pisa',
        birthProvince: 'PI',
        withProvince: true,
      }),
    ).toBe('nato il 10/12/1985 a Pisa (PI)');
    expect(bornText(it_, { gender: 'male', birthDate: '1985-12-10' })).toBe('nato il 10/12/1985');
    expect(bornText(it_, { gender: 'female', birthCity: 'Roma' })).toBe('nata a Roma');
    expect(bornText(it_, { birthDate: '1985-12-10', birthCity: 'Roma' })).toBe(
      'data di nascita 10/12/1985, luogo di nascita Roma',
    );
    expect(bornText(it_, { gender: 'male' })).toBeNull();
  });

  it('speaks English', () => {
    expect(
      bornText(en, { gender: 'male', birthDate: '1975-11-03', birthCity: 'Francia', birthProvince: 'EE' }),
    ).toBe('born on 03/11/1975 in Francia');
  });
});
