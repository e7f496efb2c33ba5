import { afterEach, describe, expect, it, vi } from 'vitest';
import { comingOfAge, isMinorOn } from './minor';

describe('isMinorOn', () => {
  afterEach(() => vi.useRealTimers());

  it('is a minor until the 18th birthday, and an adult on that day', () => {
    expect(isMinorOn('2008-11-26', '2026-11-25')).toBe(true);
    expect(isMinorOn('2008-11-25', '2026-11-25')).toBe(false);
    expect(isMinorOn('2008-11-24', '2026-11-25')).toBe(false);
    expect(isMinorOn('2026-11-25', '2026-11-25')).toBe(true);
  });

  it('counts one born on 29 February as an adult on 28 February (18 years on is never a leap day)', () => {
    expect(comingOfAge('2008-02-29')).toBe('2026-02-28');
    expect(isMinorOn('2008-02-29', '2026-02-27')).toBe(true);
    expect(isMinorOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(comingOfAge('2016-02-29')).toBe('2034-02-28');
    expect(comingOfAge('2012-02-29')).toBe('2030-02-28');
    expect(comingOfAge('2000-02-29')).toBe('2018-02-28');
  });

  it('says not a minor without a date of birth, with one half typed or one to come', () => {
    expect(isMinorOn(null, '2026-11-25')).toBe(false);
    expect(isMinorOn(undefined)).toBe(false);
    expect(isMinorOn('')).toBe(false);
    expect(isMinorOn('03/05/20', '2026-11-25')).toBe(false);
    expect(isMinorOn('2026-11-26', '2026-11-25')).toBe(false);
  });

  it("takes today's date in Italy: the birthday starts at midnight in Rome, while it is still the eve in UTC", () => {
    // 00:30 on 25 November in Rome (UTC+1) is 23:30 on 24 November in UTC.
    vi.useFakeTimers({ now: new Date('2026-11-24T23:30:00Z') });
    expect(isMinorOn('2008-11-25')).toBe(false);
    vi.setSystemTime(new Date('2026-11-24T22:59:00Z'));
    expect(isMinorOn('2008-11-25')).toBe(true);
  });
});
