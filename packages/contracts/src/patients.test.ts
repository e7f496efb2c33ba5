import { afterEach, describe, expect, it, vi } from 'vitest';
import { BirthDate, PatientInput } from './patients';

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

describe('PatientInput: a minor, by the birth date', () => {
  afterEach(() => vi.useRealTimers());
  const guardian = { relationship: 'parent', firstName: 'Giulia', lastName: 'Neri', phone: '+393331112222' };
  const child = { firstName: 'Luca', lastName: 'Neri', birthDate: '2016-05-10' };
  const messages = (input: unknown) =>
    (PatientInput.safeParse(input).error?.issues ?? []).map(
      (issue) => `${issue.path.join('.')}:${issue.message}`,
    );

  it('asks a minor for a guardian, and then for no mobile, city or address of their own', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    expect(messages({ ...child, mobile: '+393331234567', city: 'Milano', address: 'Via Po 4' })).toEqual([
      'guardians:minorNeedsGuardian',
    ]);
    const parsed = PatientInput.parse({ ...child, mobile: '', guardians: [guardian] });
    expect(parsed).toMatchObject({ mobile: null, guardians: [{ phone: '+393331112222' }] });
    expect(parsed.city ?? null).toBeNull();
  });

  it('asks an adult, or a patient without a birth date, for their own mobile, city and address', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const required = ['mobile:required', 'city:required', 'address:required'];
    expect(messages({ ...child, birthDate: '2008-11-25', guardians: [guardian] })).toEqual(required);
    expect(messages({ ...child, birthDate: null, guardians: [guardian] })).toEqual(required);
    // The day before the 18th birthday the guardian still stands in.
    expect(messages({ ...child, birthDate: '2008-11-26', guardians: [guardian] })).toEqual([]);
  });

  it('still refuses a landline as the mobile a minor does give', () => {
    expect(messages({ ...child, mobile: '+39 02 1234 5678', guardians: [guardian] })).toEqual([
      'mobile:mobileLandline',
    ]);
  });
});
