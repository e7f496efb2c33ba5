import { describe, expect, it } from 'vitest';
import { expectedAssignmentBy } from './assignment-time';

/** An instant given as Rome's wall-clock time (CET, +01:00, in these winter dates). */
const rome = (local: string) => new Date(`${local}+01:00`);
const expected = (local: string) => expectedAssignmentBy(rome(local)).toISOString();

describe('expectedAssignmentBy (SPEC §9: under 2 hours in business hours, 9:00-18:00 weekdays)', () => {
  it('is two hours later inside business hours', () => {
    expect(expected('2026-11-25T10:00:00')).toBe(rome('2026-11-25T12:00:00').toISOString());
    expect(expected('2026-11-25T16:00:00')).toBe(rome('2026-11-25T18:00:00').toISOString());
  });

  it('carries what is left of the two hours to the next business morning', () => {
    // Wednesday 17:00: one hour today, one tomorrow from 9:00.
    expect(expected('2026-11-25T17:00:00')).toBe(rome('2026-11-26T10:00:00').toISOString());
    // Friday 17:30: half an hour on Friday, the rest on Monday.
    expect(expected('2026-11-27T17:30:00')).toBe(rome('2026-11-30T10:30:00').toISOString());
  });

  it('starts counting at 9:00 for a request made out of hours, at a weekend or on a holiday', () => {
    expect(expected('2026-11-25T07:15:00')).toBe(rome('2026-11-25T11:00:00').toISOString());
    expect(expected('2026-11-25T21:00:00')).toBe(rome('2026-11-26T11:00:00').toISOString());
    // Saturday: Monday morning.
    expect(expected('2026-11-28T10:00:00')).toBe(rome('2026-11-30T11:00:00').toISOString());
    // Thursday 24 December at 17:00: Christmas and Santo Stefano (a Saturday), then Monday the 28th.
    expect(expected('2026-12-24T17:00:00')).toBe(rome('2026-12-28T10:00:00').toISOString());
    // 8 December (Immacolata, a Tuesday): Wednesday.
    expect(expected('2026-12-08T10:00:00')).toBe(rome('2026-12-09T11:00:00').toISOString());
  });

  it("follows Rome's summer time", () => {
    // Friday 3 July 2026 at 9:30 Rome time (+02:00): 11:30 there.
    expect(expectedAssignmentBy(new Date('2026-07-03T09:30:00+02:00')).toISOString()).toBe(
      new Date('2026-07-03T11:30:00+02:00').toISOString(),
    );
  });
});
