import { describe, expect, it } from 'vitest';
import { formatCount, formatEuro } from './money';

describe('formatEuro', () => {
  it('groups thousands in Italian from four digits on, as an accountant writes them', () => {
    expect(formatEuro(125_000, 'it')).toBe('1.250,00\u00a0€');
    expect(formatEuro(8_000, 'it')).toBe('80,00\u00a0€');
    expect(formatEuro(123_456_789, 'it')).toBe('1.234.567,89\u00a0€');
  });

  it('writes English amounts the English way', () => {
    expect(formatEuro(125_000, 'en')).toBe('€1,250.00');
  });

  it('keeps the sign of a credit', () => {
    expect(formatEuro(-125_050, 'it')).toBe('-1.250,50\u00a0€');
  });
});

describe('formatCount', () => {
  it('groups thousands in both languages', () => {
    expect(formatCount(1250, 'it')).toBe('1.250');
    expect(formatCount(1250, 'en')).toBe('1,250');
  });
});
