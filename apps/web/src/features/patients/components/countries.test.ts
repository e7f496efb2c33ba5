import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it('names each country once, with its code in force (no DY for Benin, FX for France…)', () => {
    for (const locale of ['it', 'en']) {
      const labels = countryOptions(locale).map((option) => option.label);
      expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    }
    const italian = countryOptions('it');
    const codesOf = (label: string) => italian.filter((o) => o.label === label).map((o) => o.value);
    expect(codesOf('Benin')).toEqual(['BJ']);
    expect(codesOf('Burkina Faso')).toEqual(['BF']);
    expect(codesOf('Congo - Kinshasa')).toEqual(['CD']);
    expect(codesOf('Curaçao')).toEqual(['CW']);
    expect(codesOf('Francia')).toEqual(['FR']);
    expect(codesOf('Germania')).toEqual(['DE']);
  });

  it('puts Italy first', () => {
    expect(countryOptions('it')[0]).toEqual({ value: 'IT', label: 'Italia' });
  });
});
