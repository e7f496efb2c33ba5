import { describe, expect, it } from 'vitest';
import type { OpeningRange } from '@studiolo/contracts';
import { expandTemplate, horizonEnd, lastDay, todayAt } from './opening-hours';

/** Monday to Friday 09:00–13:00 and 14:00–18:00. */
const weekdays: OpeningRange[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: '09:00', end: '13:00' },
  { weekday, start: '14:00', end: '18:00' },
]);
const longAgo = new Date('2020-01-01T00:00:00Z');

describe('weekly opening hours', () => {
  it('covers whole weeks from the first day, or up to the last day included', () => {
    expect(lastDay({ from: '2026-11-30', weeks: 4 })).toBe('2026-12-27');
    expect(lastDay({ from: '2026-12-02', weeks: 1 })).toBe('2026-12-08');
    expect(lastDay({ from: '2026-11-30', until: '2026-12-04' })).toBe('2026-12-04');
  });

  it('makes a slot per range and weekday for four weeks, skipping 8 December and Christmas', () => {
    const { planned, skipped, until } = expandTemplate(
      { ranges: weekdays, from: '2026-11-30', weeks: 4 },
      [],
      longAgo,
    );
    expect(until).toBe('2026-12-27');
    // 4 weeks × 5 days × 2 ranges, less the Immacolata (Tuesday) and Christmas (Friday).
    expect(planned).toHaveLength(36);
    expect(skipped).toEqual([
      { date: '2026-12-08', start: '09:00', end: '13:00', reason: 'holiday', holiday: 'immaculate' },
      { date: '2026-12-08', start: '14:00', end: '18:00', reason: 'holiday', holiday: 'immaculate' },
      { date: '2026-12-25', start: '09:00', end: '13:00', reason: 'holiday', holiday: 'christmas' },
      { date: '2026-12-25', start: '14:00', end: '18:00', reason: 'holiday', holiday: 'christmas' },
    ]);
    expect(planned[0]).toEqual({
      date: '2026-11-30',
      start: '09:00',
      end: '13:00',
      startsAt: new Date('2026-11-30T08:00:00Z'),
      endsAt: new Date('2026-11-30T12:00:00Z'),
    });
    // No weekend slots; Saturday 26 December (Santo Stefano) had none to skip.
    expect(planned.every((slot) => !['2026-12-05', '2026-12-06'].includes(slot.date))).toBe(true);
  });

  it('keeps the Italian hours across the change to winter time', () => {
    const { planned } = expandTemplate(
      { ranges: [{ weekday: 1, start: '09:00', end: '13:00' }], from: '2026-10-19', weeks: 2 },
      [],
      longAgo,
    );
    expect(planned.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-10-19T07:00:00.000Z', // summer time, UTC+2
      '2026-10-26T08:00:00.000Z', // winter time, UTC+1
    ]);
  });

  it('skips Easter Monday, computed for the year', () => {
    const { planned, skipped } = expandTemplate(
      { ranges: [{ weekday: 1, start: '09:00', end: '13:00' }], from: '2027-03-22', until: '2027-04-05' },
      [],
      longAgo,
    );
    expect(planned.map((slot) => slot.date)).toEqual(['2027-03-22', '2027-04-05']);
    expect(skipped).toEqual([
      { date: '2027-03-29', start: '09:00', end: '13:00', reason: 'holiday', holiday: 'easterMonday' },
    ]);
  });

  it("skips times already begun and times that meet one of the doctor's slots (touching is fine)", () => {
    const busy = [
      // Tuesday 10:00–11:00 meets the morning; 13:00–14:00 only touches both ranges.
      { startsAt: new Date('2026-12-01T09:00:00Z'), endsAt: new Date('2026-12-01T10:00:00Z') },
      { startsAt: new Date('2026-12-01T12:00:00Z'), endsAt: new Date('2026-12-01T13:00:00Z') },
    ];
    const { planned, skipped } = expandTemplate(
      { ranges: weekdays, from: '2026-11-30', until: '2026-12-01' },
      busy,
      new Date('2026-11-30T09:30:00Z'), // Monday 10:30 in Rome
    );
    expect(skipped).toEqual([
      { date: '2026-11-30', start: '09:00', end: '13:00', reason: 'past' },
      { date: '2026-12-01', start: '09:00', end: '13:00', reason: 'overlap' },
    ]);
    expect(planned.map((slot) => `${slot.date} ${slot.start}`)).toEqual([
      '2026-11-30 14:00',
      '2026-12-01 14:00',
    ]);
  });
});

describe('standing hours with exceptions', () => {
  const week = { ranges: weekdays, from: '2026-11-30', until: '2026-12-04' };
  const exceptions = new Map([
    // Leave on Tuesday, only the morning on Thursday, and open on the Immacolata's Tuesday after.
    ['2026-12-01', { ranges: [] }],
    ['2026-12-03', { ranges: [{ start: '08:30', end: '12:30' }] }],
  ]);

  it('closes a day of leave and changes a day, reporting the usual ranges as skipped for the exception', () => {
    const { planned, skipped } = expandTemplate(week, [], longAgo, exceptions);
    expect(planned.map((slot) => `${slot.date} ${slot.start}–${slot.end}`)).toEqual([
      '2026-11-30 09:00–13:00',
      '2026-11-30 14:00–18:00',
      '2026-12-02 09:00–13:00',
      '2026-12-02 14:00–18:00',
      '2026-12-03 08:30–12:30',
      '2026-12-04 09:00–13:00',
      '2026-12-04 14:00–18:00',
    ]);
    expect(skipped).toEqual([
      { date: '2026-12-01', start: '09:00', end: '13:00', reason: 'exception' },
      { date: '2026-12-01', start: '14:00', end: '18:00', reason: 'exception' },
      { date: '2026-12-03', start: '09:00', end: '13:00', reason: 'exception' },
      { date: '2026-12-03', start: '14:00', end: '18:00', reason: 'exception' },
    ]);
  });

  it("opens a holiday only when an exception says so, and keeps an exception's hours off the doctor's other slots", () => {
    const holiday = { ranges: weekdays, from: '2026-12-08', until: '2026-12-08' };
    expect(expandTemplate(holiday, [], longAgo).planned).toEqual([]);
    const open = new Map([['2026-12-08', { ranges: [{ start: '10:00', end: '12:00' }] }]]);
    const busy = [{ startsAt: new Date('2026-12-08T10:00:00Z'), endsAt: new Date('2026-12-08T10:30:00Z') }];
    expect(expandTemplate(holiday, [], longAgo, open).planned.map((slot) => slot.start)).toEqual(['10:00']);
    expect(expandTemplate(holiday, busy, longAgo, open).skipped).toContainEqual({
      date: '2026-12-08',
      start: '10:00',
      end: '12:00',
      reason: 'overlap',
    });
  });

  it("reaches the booking horizon's weeks from today in Italy", () => {
    // 23:30 UTC on Sunday 29 November is already Monday 30 in Rome.
    const lateSunday = new Date('2026-11-29T23:30:00Z');
    expect(todayAt(lateSunday)).toBe('2026-11-30');
    expect(horizonEnd(lateSunday, 12)).toBe('2027-02-22');
    expect(horizonEnd(lateSunday, 1)).toBe('2026-12-07');
  });
});
