import { describe, expect, it } from 'vitest';
import { inItalianCountry } from './italian-places';

describe('inItalianCountry', () => {
  it("says 'in' for most countries", () => {
    expect(inItalianCountry('Francia')).toBe('in Francia');
    expect(inItalianCountry('Germania')).toBe('in Germania');
    expect(inItalianCountry('Perù')).toBe('in Perù');
  });

  it('gives the article a name opening with a noun, and a plural its own', () => {
    expect(inItalianCountry("Stati Uniti d'America")).toBe("negli Stati Uniti d'America");
    expect(inItalianCountry('Regno Unito')).toBe('nel Regno Unito');
    expect(inItalianCountry('Paesi Bassi')).toBe('nei Paesi Bassi');
    expect(inItalianCountry('Repubblica Dominicana')).toBe('nella Repubblica Dominicana');
    expect(inItalianCountry('Isole Cayman')).toBe('nelle Isole Cayman');
    expect(inItalianCountry('Isola di Man')).toBe("nell'Isola di Man");
    expect(inItalianCountry('Filippine')).toBe('nelle Filippine');
  });

  it("says 'a' for island and city states, 'ad' before an A", () => {
    expect(inItalianCountry('Cipro')).toBe('a Cipro');
    expect(inItalianCountry('San Marino')).toBe('a San Marino');
    expect(inItalianCountry('Aruba')).toBe('ad Aruba');
  });
});
