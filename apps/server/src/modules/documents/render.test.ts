import { describe, expect, it } from 'vitest';
import type { patients } from '../../db/schema';
import { taxCodeOf } from '../../../test/factories';
import { agreementOf, bornOf, openingOf, type Person } from './render';

const anna: Person = { name: 'Anna Neri', taxCode: taxCodeOf('NRENNA80A41H501'), gender: 'female' };
const marco: Person = { name: 'Marco Neri', taxCode: taxCodeOf('NREMRC78B12H501'), gender: 'male' };
const sofia: Person = { name: 'Sofia Neri', taxCode: taxCodeOf('NRESFO16D43H501'), gender: 'female' };

describe("a consent's opening, in the signers' voice", () => {
  it('speaks as the adult patient, by gender', () => {
    expect(openingOf('it', { signing: [anna], minor: null }, anna).opening).toBe(
      `La sottoscritta Anna Neri, codice fiscale ${anna.taxCode}`,
    );
    expect(openingOf('it', { signing: [marco], minor: null }, marco).opening).toBe(
      `Il sottoscritto Marco Neri, codice fiscale ${marco.taxCode}`,
    );
    expect(openingOf('en', { signing: [anna], minor: null }, anna).opening).toBe(
      `I, the undersigned Anna Neri, tax code ${anna.taxCode}`,
    );
  });

  it("speaks as a minor's parent, never as the minor", () => {
    const one = openingOf(
      'it',
      { signing: [anna], minor: { relationship: 'parent', otherParent: null } },
      sofia,
    );
    expect(one).toEqual({
      opening: `La sottoscritta Anna Neri, codice fiscale ${anna.taxCode}, in qualità di genitore esercente la responsabilità genitoriale su Sofia Neri, codice fiscale ${sofia.taxCode}`,
      agreement: null,
    });
    expect(
      openingOf('en', { signing: [anna], minor: { relationship: 'parent', otherParent: null } }, sofia)
        .opening,
    ).toBe(
      `I, the undersigned Anna Neri, tax code ${anna.taxCode}, as a parent holding parental responsibility for Sofia Neri, tax code ${sofia.taxCode}`,
    );
  });

  it('names both parents when both sign, in the plural', () => {
    const both = openingOf(
      'it',
      { signing: [anna, marco], minor: { relationship: 'parent', otherParent: null } },
      sofia,
    );
    expect(both.opening).toBe(
      `I sottoscritti Anna Neri, codice fiscale ${anna.taxCode}, e Marco Neri, codice fiscale ${marco.taxCode}, in qualità di genitori esercenti la responsabilità genitoriale su Sofia Neri, codice fiscale ${sofia.taxCode}`,
    );
    expect(
      openingOf('en', { signing: [anna, marco], minor: { relationship: 'parent', otherParent: null } }, sofia)
        .opening,
    ).toMatch(
      /^We, the undersigned Anna Neri, .*, and Marco Neri, .*, as parents holding parental responsibility for Sofia Neri/,
    );
  });

  it("has one parent declare the other's agreement (art. 316 and 320 c.c.)", () => {
    const one = openingOf(
      'it',
      { signing: [anna], minor: { relationship: 'parent', otherParent: marco } },
      sofia,
    );
    expect(one.agreement).toBe(
      `La sottoscritta dichiara che l'altro genitore, Marco Neri, codice fiscale ${marco.taxCode}, è d'accordo con questa scelta (artt. 316 e 320 del Codice civile).`,
    );
  });

  it('speaks as a legal guardian in her gender', () => {
    const { opening } = openingOf(
      'it',
      { signing: [anna], minor: { relationship: 'legal_guardian', otherParent: null } },
      sofia,
    );
    expect(opening).toContain('La sottoscritta Anna Neri, codice fiscale');
    expect(opening).toContain('in qualità di tutrice di Sofia Neri');
  });

  it('agrees in gender and number', () => {
    expect(agreementOf([anna])).toBe('f');
    expect(agreementOf([marco])).toBe('m');
    expect(agreementOf([anna, marco])).toBe('mp');
    expect(agreementOf([anna, { ...anna, name: 'Lucia Neri' }])).toBe('fp');
    expect(agreementOf([{ ...anna, gender: null }])).toBeNull();
  });
});

describe('the place and date of birth', () => {
  type PatientRow = typeof patients.$inferSelect;
  const patient = (fields: Partial<PatientRow>) =>
    ({
      gender: null,
      birthDate: null,
      birthCity: null,
      birthProvince: null,
      taxCode: null,
      ...fields,
    }) as PatientRow;

  it("says 'nata il … a Roma (RM)' and 'nato il … in Francia'", async () => {
    expect(
      await bornOf(
        'it',
        patient({ gender: 'female', birthDate: '2016-04-03', birthCity: 'Roma', birthProvince: 'RM' }),
      ),
    ).toBe('nata il 03/04/2016 a Roma (RM)');
    expect(
      await bornOf(
        'it',
        patient({ gender: 'male', birthDate: '1980-01-01', birthCity: 'Francia', birthProvince: 'EE' }),
      ),
    ).toBe('nato il 01/01/1980 in Francia');
    expect(
      await bornOf(
        'en',
        patient({ gender: 'male', birthDate: '1980-01-01', birthCity: 'Roma', birthProvince: 'RM' }),
      ),
    ).toBe('born on 01/01/1980 in Roma (RM)');
  });

  it('reads the codice fiscale when the record lacks them, the gender too', async () => {
    expect(await bornOf('it', patient({ taxCode: anna.taxCode }))).toBe('nata il 01/01/1980 a Roma (RM)');
    // Z110: France.
    expect(await bornOf('it', patient({ taxCode: taxCodeOf('RSSMRA80A01Z110') }))).toBe(
      'nato il 01/01/1980 in Francia',
    );
    expect(await bornOf('it', patient({}))).toBeNull();
  });
});
