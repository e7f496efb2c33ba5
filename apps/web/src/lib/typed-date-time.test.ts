import { describe, expect, it } from 'vitest';
import { dateOutsideBounds, parseTypedDate, parseTypedTime, timesOfDay } from './typed-date-time';

describe('parseTypedDate', () => {
  it('reads a day in the organization’s order, with any separator and one or two digits', () => {
    for (const typed of ['25/11/2026', '25.11.2026', '25-11-2026', '25 11 2026', ' 25/11/2026 ']) {
      expect(parseTypedDate(typed, 'DD/MM/YYYY'), typed).toBe('2026-11-25');
    }
    expect(parseTypedDate('3/5/2015', 'DD/MM/YYYY')).toBe('2015-05-03');
    expect(parseTypedDate('3/5/2015', 'MM/DD/YYYY')).toBe('2015-03-05');
    expect(parseTypedDate('11/25/2026', 'MM/DD/YYYY')).toBe('2026-11-25');
    expect(parseTypedDate('2026/11/25', 'YYYY-MM-DD')).toBe('2026-11-25');
  });

  it('takes an ISO day whatever the order, as pasted from elsewhere', () => {
    for (const format of ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const) {
      expect(parseTypedDate('2026-12-14', format)).toBe('2026-12-14');
    }
  });

  it('refuses what is not (yet) a real day', () => {
    for (const typed of [
      '',
      '25/11',
      '25/11/26',
      '31/02/2026',
      '29/02/2027',
      '00/01/2026',
      '1/13/2026',
      'domani',
    ]) {
      expect(parseTypedDate(typed, 'DD/MM/YYYY'), typed).toBeNull();
    }
    expect(parseTypedDate('29/02/2028', 'DD/MM/YYYY')).toBe('2028-02-29');
    expect(parseTypedDate('25/11/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseTypedDate('25/11/2026', 'YYYY-MM-DD')).toBeNull();
  });
});

describe('parseTypedTime', () => {
  it('reads 24-hour times with or without separator', () => {
    const cases = {
      '14:30': '14:30',
      '9': '09:00',
      '9:05': '09:05',
      '0905': '09:05',
      '14.30': '14:30',
      '23:59': '23:59',
      '0:00': '00:00',
    };
    for (const [typed, time] of Object.entries(cases)) expect(parseTypedTime(typed), typed).toBe(time);
  });

  it('reads 12-hour times with AM or PM, 12 AM being midnight and 12 PM noon', () => {
    const cases = {
      '2:30 PM': '14:30',
      '2:30pm': '14:30',
      '2 p.m.': '14:00',
      '12:00 AM': '00:00',
      '12:15 PM': '12:15',
      '9 am': '09:00',
    };
    for (const [typed, time] of Object.entries(cases)) expect(parseTypedTime(typed), typed).toBe(time);
  });

  it('refuses impossible times', () => {
    for (const typed of ['', '24:00', '9:60', '13 PM', '0 AM', 'mezzogiorno', '9:5']) {
      expect(parseTypedTime(typed), typed).toBeNull();
    }
  });
});

describe('timesOfDay', () => {
  it('lists a day at the step', () => {
    expect(timesOfDay(15)).toHaveLength(96);
    expect(timesOfDay(15).slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(timesOfDay(30).at(-1)).toBe('23:30');
  });
});

describe('dateOutsideBounds', () => {
  it('says which bound a typed day crosses; the bounds themselves are inside', () => {
    expect(dateOutsideBounds('2026-11-30', '2026-12-01')).toBe('min');
    expect(dateOutsideBounds('2026-12-01', '2026-12-01')).toBeNull();
    expect(dateOutsideBounds('2027-01-01', undefined, '2026-12-31')).toBe('max');
    expect(dateOutsideBounds('2026-12-31', '2026-12-01', '2026-12-31')).toBeNull();
    expect(dateOutsideBounds('1999-01-01')).toBeNull();
  });

  it('reads typed days in any order against ISO bounds (a year boundary, a month of one digit)', () => {
    const typed = parseTypedDate('5/1/2027', 'DD/MM/YYYY')!;
    expect(typed).toBe('2027-01-05');
    expect(dateOutsideBounds(typed, '2027-01-06')).toBe('min');
    expect(dateOutsideBounds(parseTypedDate('12/31/2026', 'MM/DD/YYYY')!, '2027-01-01')).toBe('min');
    expect(dateOutsideBounds(parseTypedDate('2027-2-1', 'YYYY-MM-DD')!, undefined, '2027-01-31')).toBe('max');
  });
});
