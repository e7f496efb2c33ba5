import { describe, expect, it } from 'vitest';
import { fitsSlot, freeTimes } from './free-times';

const at = (time: string) => new Date(`2026-12-10T${time}:00Z`);
const slot = {
  id: 's1',
  doctorId: 'd1',
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
    const booked = [{ doctorId: 'd1', startsAt: at('08:15'), endsAt: at('08:45') }];
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

describe('freeTimes of several doctors', () => {
  const colleague = { ...slot, id: 's2', doctorId: 'd2', restTimes: [] };
  it("keeps each doctor's visits to that doctor, and labels each time with its doctor", () => {
    const booked = [{ doctorId: 'd2', startsAt: at('08:00'), endsAt: at('09:00') }];
    const times = freeTimes({ ...query, slots: [slot, colleague], booked, durationMinutes: 60 });
    expect(times.map((time) => `${time.doctorId} ${hhmm([time])[0]}`)).toEqual(['d1 08:00', 'd2 09:00']);
  });

  it('offers a time once per doctor when two of their slots hold it, and nothing of a slot of no doctor', () => {
    const again = { ...slot, id: 's3', startsAt: at('08:30'), endsAt: at('09:00') };
    const unassigned = { ...slot, id: 's4', doctorId: null };
    const times = freeTimes({ ...query, slots: [slot, again, unassigned], durationMinutes: 15 });
    expect(hhmm(times)).toEqual(['08:00', '08:15', '08:30', '08:45', '09:15', '09:30', '09:45']);
    expect(new Set(times.map((time) => time.slotId))).toEqual(new Set(['s1']));
  });
});
