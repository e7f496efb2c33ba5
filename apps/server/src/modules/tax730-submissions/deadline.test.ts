import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isNationalHoliday, isPastDeadline, tax730Deadline } from './deadline';

describe('the 730 sending deadline', () => {
  it('is 31 January of the next year on a working day', () => {
    expect(tax730Deadline(2023)).toBe('2024-01-31'); // a Wednesday
    expect(tax730Deadline(2024)).toBe('2025-01-31'); // a Friday
  });

  it('moves to the next working day past a weekend', () => {
    expect(tax730Deadline(2026)).toBe('2027-02-01'); // 31/01/2027 is a Sunday
    expect(tax730Deadline(2025)).toBe('2026-02-02'); // 31/01/2026 is a Saturday
  });

  it('knows the national holidays, Easter Monday and 4 October from 2026 included', () => {
    const day = (iso: string) => Temporal.PlainDate.from(iso);
    for (const holiday of [
      '2026-04-06',
      '2027-03-29',
      '2026-01-06',
      '2026-06-02',
      '2026-10-04',
      '2026-12-26',
    ]) {
      expect(isNationalHoliday(day(holiday)), holiday).toBe(true);
    }
    for (const weekday of ['2026-04-07', '2025-10-04', '2026-01-31', '2026-11-25']) {
      expect(isNationalHoliday(day(weekday)), weekday).toBe(false);
    }
  });

  it('is late from the day after the deadline', () => {
    expect(isPastDeadline('2027-02-01', '2027-02-01')).toBe(false);
    expect(isPastDeadline('2027-02-01', '2027-02-02')).toBe(true);
  });
});
