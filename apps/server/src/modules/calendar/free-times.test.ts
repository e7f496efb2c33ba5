import { describe, expect, it } from 'vitest';
import { fitsSlot, freeTimes } from './free-times';

const at = (time: string) => new Date(`2026-12-10T${time}:00Z`);
const slot = {
  id: 's1',
  startsAt: at('08:00'),
  endsAt: at('10:00'),
  restTimes: [{ startsAt: '2026-12-10T09:00:00Z', endsAt: '2026-12-10T09:15:00Z' }],
};
const hhmm = (times: { startsAt: Date }[]) => times.map((time) => time.startsAt.toISOString().slice(11, 16));
const query = {
  slots: [slot],
  booked: [],
  durationMinutes: 30,
  stepMinutes: 15,
  from: at('00:00'),
  to: new Date('2026-12-11T00:00:00Z'),
  now: new Date('2026-12-01T00:00:00Z'),
};

describe('fitsSlot', () => {
  it('takes a time wholly inside the slot and outside its rest times', () => {
    expect(fitsSlot(slot, { startsAt: at('08:00'), endsAt: at('08:30') })).toBe(true);
    expect(fitsSlot(slot, { startsAt: at('09:15'), endsAt: at('10:00') })).toBe(true);
    expect(fitsSlot(slot, { startsAt: at('07:45'), endsAt: at('08:15') })).toBe(false);
    expect(fitsSlot(slot, { startsAt: at('09:45'), endsAt: at('10:15') })).toBe(false);
    expect(fitsSlot(slot, { startsAt: at('08:45'), endsAt: at('09:15') })).toBe(false);
  });
});

describe('freeTimes', () => {
  it("steps by the timeline interval from the slot's start, around the rest time", () => {
    expect(hhmm(freeTimes(query))).toEqual(['08:00', '08:15', '08:30', '09:15', '09:30']);
  });

  it('leaves out times meeting a booked visit, and the past', () => {
    const booked = [{ startsAt: at('08:15'), endsAt: at('08:45') }];
    expect(hhmm(freeTimes({ ...query, booked }))).toEqual(['09:15', '09:30']);
    expect(hhmm(freeTimes({ ...query, now: at('09:20') }))).toEqual(['09:30']);
  });

  it('fits a long visit only where it wholly fits, and keeps to the day asked', () => {
    expect(hhmm(freeTimes({ ...query, durationMinutes: 60 }))).toEqual(['08:00']);
    expect(hhmm(freeTimes({ ...query, durationMinutes: 75 }))).toEqual([]);
    expect(hhmm(freeTimes({ ...query, durationMinutes: 45 }))).toEqual(['08:00', '08:15', '09:15']);
    expect(freeTimes({ ...query, to: at('08:10') }).map((time) => time.slotId)).toEqual(['s1']);
  });
});
