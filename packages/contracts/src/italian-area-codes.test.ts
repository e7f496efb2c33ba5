import { describe, expect, it } from 'vitest';
import {
  areaCodeOfNumber,
  ITALIAN_AREA_CODES,
  ITALIAN_REGIONS,
  ItalianAreaPrefix,
  italianAreaCode,
} from './italian-area-codes';

describe('Italian area prefixes', () => {
  it('lists every district of the plan once, each prefix well formed', () => {
    expect(ITALIAN_AREA_CODES.length).toBeGreaterThanOrEqual(230);
    const prefixes = ITALIAN_AREA_CODES.map((code) => code.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const code of ITALIAN_AREA_CODES) {
      expect(code.prefix).toMatch(/^0[1-9]\d{0,2}$/);
      expect(code.district.trim()).toBe(code.district);
      expect(code.district.length).toBeGreaterThan(1);
    }
    expect(new Set(ITALIAN_AREA_CODES.map((code) => code.district)).size).toBe(prefixes.length);
  });

  it('never has a prefix that begins another (a number is in one district only)', () => {
    for (const a of ITALIAN_AREA_CODES) {
      for (const b of ITALIAN_AREA_CODES) {
        if (a !== b) expect(b.prefix.startsWith(a.prefix), `${a.prefix} / ${b.prefix}`).toBe(false);
      }
    }
  });

  it('covers every one of the twenty regions, and no other', () => {
    expect(ITALIAN_REGIONS).toHaveLength(20);
    expect(new Set(ITALIAN_AREA_CODES.map((code) => code.region))).toEqual(new Set(ITALIAN_REGIONS));
  });

  it('knows the big cities by their prefixes', () => {
    expect(italianAreaCode('02')).toEqual({ prefix: '02', district: 'Milano', region: 'Lombardia' });
    expect(italianAreaCode('06')?.district).toBe('Roma');
    expect(italianAreaCode('011')?.district).toBe('Torino');
    expect(italianAreaCode('081')?.district).toBe('Napoli');
    expect(italianAreaCode('091')?.region).toBe('Sicilia');
    expect(italianAreaCode('0165')?.region).toBe("Valle d'Aosta");
    expect(italianAreaCode('03')).toBeUndefined();
  });

  it("finds a landline's district, not a mobile's", () => {
    expect(areaCodeOfNumber('+390294750000')?.district).toBe('Milano');
    expect(areaCodeOfNumber('+390121123456')?.district).toBe('Pinerolo');
    expect(areaCodeOfNumber('+390117654321')?.district).toBe('Torino');
    expect(areaCodeOfNumber('+393331234567')).toBeUndefined();
  });

  it("refuses a missing or unknown prefix with 'region'", () => {
    expect(ItalianAreaPrefix.parse('02')).toBe('02');
    for (const bad of [undefined, '', '03', '2', 'Milano']) {
      const result = ItalianAreaPrefix.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('region');
    }
  });
});
