import { describe, expect, it } from 'vitest';
import { missingForTaxCode, replacedCode, taxCodeOfPerson } from './compute-tax-code';

const mario = {
  lastName: 'Rossi',
  firstName: 'Mario',
  gender: 'male',
  birthDate: '1985-12-10',
  birthCity: 'San Giuliano Terme',
  birthProvince: 'PI',
};

describe('computing a codice fiscale from the form', () => {
  it('looks the birthplace up by its name when it was not chosen from the list', async () => {
    expect(await taxCodeOfPerson(mario)).toEqual({ code: 'RSSMRA85T10A562S' });
    expect(await taxCodeOfPerson({ ...mario, birthCity: 'san giuliano terme', birthProvince: '' })).toEqual({
      code: 'RSSMRA85T10A562S',
    });
    // A chosen place's code wins over the name.
    expect(await taxCodeOfPerson({ ...mario, birthPlaceCode: 'H501' })).toEqual({ code: 'RSSMRA85T10H501O' });
  });

  it('takes the comune in force on the birth date', async () => {
    const bellagio = { ...mario, birthCity: 'Bellagio', birthProvince: 'CO' };
    expect(await taxCodeOfPerson(bellagio)).toMatchObject({ code: expect.stringContaining('A744') });
    expect(await taxCodeOfPerson({ ...bellagio, birthDate: '2015-12-10' })).toMatchObject({
      code: expect.stringContaining('M335'),
    });
  });

  it('says what is missing, and a place it cannot find', async () => {
    expect(missingForTaxCode({ ...mario, gender: 'other', birthDate: '10/12/1985', birthCity: ' ' })).toEqual(
      ['gender', 'birthDate', 'birthPlace'],
    );
    expect(missingForTaxCode({ ...mario, lastName: '' })).toEqual(['names']);
    expect(await taxCodeOfPerson({ ...mario, birthCity: 'Atlantide' })).toEqual({ missing: ['birthPlace'] });
  });

  it('asks before replacing only a different code', () => {
    expect(replacedCode('', 'RSSMRA85T10A562S')).toBeNull();
    expect(replacedCode(' rssmra85t10a562s', 'RSSMRA85T10A562S')).toBeNull();
    expect(replacedCode('BNCMRA90C65Z110X', 'RSSMRA85T10A562S')).toBe('BNCMRA90C65Z110X');
  });
});
