import { describe, expect, it } from 'vitest';
import { easterSunday, italianHolidayOn, italianHolidays } from './holidays';

describe('Italian public holidays', () => {
  it.each([
    [2000, '04-23'],
    [2008, '03-23'],
    [2011, '04-24'],
    [2016, '03-27'],
    [2019, '04-21'],
    [2024, '03-31'],
    [2025, '04-20'],
    [2026, '04-05'],
    [2027, '03-28'],
    [2038, '04-25'],
    [2285, '03-22'],
  ])('Easter %i falls on %s', (year, date) => {
    const { month, day } = easterSunday(year);
    expect(`${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(date);
  });

  it('lists the thirteen national days of 2026, Easter Monday after Easter and San Francesco', () => {
    expect([...italianHolidays(2026)].sort()).toEqual([
      ['2026-01-01', 'newYear'],
      ['2026-01-06', 'epiphany'],
      ['2026-04-05', 'easter'],
      ['2026-04-06', 'easterMonday'],
      ['2026-04-25', 'liberation'],
      ['2026-05-01', 'labour'],
      ['2026-06-02', 'republic'],
      ['2026-08-15', 'assumption'],
      ['2026-10-04', 'stFrancis'],
      ['2026-11-01', 'allSaints'],
      ['2026-12-08', 'immaculate'],
      ['2026-12-25', 'christmas'],
      ['2026-12-26', 'stStephen'],
    ]);
  });

  it('moves Easter Monday into April when Easter is on 31 March (2024) and onto Liberation Day (2011)', () => {
    expect(italianHolidayOn('2024-04-01')).toBe('easterMonday');
    expect(italianHolidayOn('2024-03-31')).toBe('easter');
    // 2011: Easter 24 April, its Monday is also 25 April.
    expect(italianHolidayOn('2011-04-25')).toBe('easterMonday');
  });

  it('knows ordinary days are not holidays', () => {
    expect(italianHolidayOn('2026-12-07')).toBeUndefined();
    expect(italianHolidayOn('2026-12-09')).toBeUndefined();
    expect(italianHolidayOn('2026-08-14')).toBeUndefined();
    // San Francesco only from 2026.
    expect(italianHolidayOn('2025-10-04')).toBeUndefined();
  });
});
