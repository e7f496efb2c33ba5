import { describe, expect, it } from 'vitest';
import type { Appointment, Slot } from '@studiolo/contracts';
import { firstFreeTime, isFreeTime } from './booking';

// Monday 7 December 2026, 09:00–13:00 in Rome (UTC+1).
const slot = {
  startsAt: '2026-12-07T08:00:00.000Z',
  endsAt: '2026-12-07T12:00:00.000Z',
  restTimes: [{ startsAt: '2026-12-07T10:00:00.000Z', endsAt: '2026-12-07T10:30:00.000Z' }],
} as Slot;
const visit = (startsAt: string, endsAt: string, status: Appointment['status'] = 'scheduled') =>
  ({ startsAt, endsAt, status }) as Appointment;
const before = new Date('2026-12-01T00:00:00Z');

describe('the free time a booking proposes', () => {
  it('is the first step where the visit fits between booked visits and rest times', () => {
    const booked = [visit('2026-12-07T08:00:00.000Z', '2026-12-07T08:30:00.000Z')];
    expect(firstFreeTime(slot, booked, 30, 15, before)).toBe('09:30');
    // 90 minutes end as the 11:00 rest time begins; 120 fit nowhere: the slot's start is offered.
    expect(firstFreeTime(slot, booked, 90, 15, before)).toBe('09:30');
    expect(firstFreeTime(slot, booked, 120, 15, before)).toBe('09:00');
    // A cancelled visit leaves its time free.
    expect(
      firstFreeTime(slot, [visit(booked[0]!.startsAt, booked[0]!.endsAt, 'cancelled')], 30, 15, before),
    ).toBe('09:00');
  });

  it('is never in the past: on the day itself, the first step from now', () => {
    // 10:05 in Rome: 10:15; 11:00–11:30 is the rest time.
    expect(firstFreeTime(slot, [], 30, 15, new Date('2026-12-07T09:05:00Z'))).toBe('10:15');
    expect(firstFreeTime(slot, [], 60, 15, new Date('2026-12-07T09:05:00Z'))).toBe('11:30');
    expect(firstFreeTime(slot, [], 30, 15, new Date('2026-12-07T08:40:00Z'))).toBe('09:45');
  });

  it('takes a clicked time only inside the slot, free and ahead', () => {
    expect(isFreeTime(slot, [], '2026-12-07T09:00:00.000Z', 30, before)).toBe(true);
    expect(isFreeTime(slot, [], '2026-12-07T10:15:00.000Z', 30, before)).toBe(false); // rest time
    expect(isFreeTime(slot, [], '2026-12-07T11:45:00.000Z', 30, before)).toBe(false); // past the end
    expect(isFreeTime(slot, [], '2026-12-07T09:00:00.000Z', 30, new Date('2026-12-07T09:30:00Z'))).toBe(
      false,
    );
  });
});
