import { afterEach, describe, expect, it, vi } from 'vitest';
import { BirthDate } from './patients';

describe('BirthDate', () => {
  afterEach(() => vi.useRealTimers());

  it("accepts today's date in Italy while it is still yesterday in UTC", () => {
    // 00:30 on 11 March in Rome (UTC+1) is 23:30 on 10 March in UTC.
    vi.useFakeTimers({ now: new Date('2025-03-10T23:30:00Z') });
    expect(BirthDate.safeParse('2025-03-11').success).toBe(true);
    expect(BirthDate.safeParse('2025-03-12').success).toBe(false);
  });

  it('refuses tomorrow in Italy just before midnight, in summer time too', () => {
    // 23:59 on 30 June in Rome (UTC+2) is 21:59 in UTC.
    vi.useFakeTimers({ now: new Date('2025-06-30T21:59:00Z') });
    expect(BirthDate.safeParse('2025-06-30').success).toBe(true);
    expect(BirthDate.safeParse('2025-07-01').success).toBe(false);
    vi.setSystemTime(new Date('2025-06-30T22:00:00Z'));
    expect(BirthDate.safeParse('2025-07-01').success).toBe(true);
  });

  it('refuses a date before 1900 and a day that does not exist', () => {
    expect(BirthDate.safeParse('1899-12-31').success).toBe(false);
    expect(BirthDate.safeParse('2001-02-29').success).toBe(false);
  });
});
