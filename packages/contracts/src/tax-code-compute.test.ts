import { describe, expect, it } from 'vitest';
import { compareWithTaxCode, firstNameLetters, surnameLetters } from './tax-code';
import { computeTaxCode, PatientTaxCode, patientTaxCodeKind } from './tax-code-compute';

describe('computeTaxCode', () => {
  it('gives the textbook code of Mario Rossi, born in San Giuliano Terme on 10/12/1985', () => {
    expect(
      computeTaxCode({
        lastName: 'Rossi',
        firstName: 'Mario',
        gender: 'male',
        birthDate: '1985-12-10',
        birthPlaceCode: 'A562',
      }),
    ).toBe('RSSMRA85T10A562S');
  });

  it('adds 40 to a woman’s day and takes a foreign country’s Z code', () => {
    const code = computeTaxCode({
      lastName: 'Bianchi',
      firstName: 'Maria',
      gender: 'female',
      birthDate: '1990-03-25',
      birthPlaceCode: 'Z110',
    });
    expect(code.slice(0, 15)).toBe('BNCMRA90C65Z110');
    expect(PatientTaxCode.safeParse(code).success).toBe(true);
  });

  it('takes the 1st, 3rd and 4th consonant of a name with four or more, and pads short names with X', () => {
    expect(firstNameLetters('Gianfranco')).toBe('GFR');
    expect(firstNameLetters('Ada')).toBe('DAA');
    expect(firstNameLetters('Al')).toBe('LAX');
    expect(surnameLetters('Fo')).toBe('FOX');
    expect(surnameLetters("D'Amato")).toBe('DMT');
    expect(surnameLetters('Nicolò De Rossi')).toBe('NCL');
  });
});

describe('compareWithTaxCode: surname and name', () => {
  const decoded = { taxCode: 'RSSMRA85T10A562S', birthDate: '1985-12-10', gender: 'male' as const };

  it('warns when the surname or the name do not give the first six letters', () => {
    expect(compareWithTaxCode(decoded, { lastName: 'Rossi', firstName: 'Mario' })).toEqual([]);
    expect(compareWithTaxCode(decoded, { lastName: 'Rizzo', firstName: 'Mario' })).toEqual(['lastName']);
    expect(compareWithTaxCode(decoded, { lastName: 'Rossi', firstName: 'Marco' })).toEqual(['firstName']);
    expect(compareWithTaxCode(decoded, { lastName: ' ', firstName: '' })).toEqual([]);
  });
});

describe('PatientTaxCode', () => {
  it('takes a personal code, normalized', () => {
    expect(PatientTaxCode.parse(' rssmra85t10a562s ')).toBe('RSSMRA85T10A562S');
    expect(patientTaxCodeKind('RSSMRA85T10A562S')).toBe('personal');
  });

  it('takes STP and ENI codes: the prefix, 3 + 3 digits of the issuing ASL, 7 of the progressive', () => {
    expect(PatientTaxCode.parse('stp 120 201 0000123')).toBe('STP1202010000123');
    expect(patientTaxCodeKind('STP1202010000123')).toBe('stp');
    expect(patientTaxCodeKind('ENI0301010000042')).toBe('eni');
    expect(PatientTaxCode.safeParse('STP12020100001').success).toBe(false); // 14 characters
    expect(PatientTaxCode.safeParse('XYZ1202010000123').success).toBe(false);
  });

  it('takes the 11-digit provisional code only with its check digit', () => {
    expect(patientTaxCodeKind('00159560366')).toBe('provisional');
    const wrong = PatientTaxCode.safeParse('00159560367');
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual(['taxCodeInvalid']);
  });
});
