import { Temporal } from 'temporal-polyfill';
import {
  ORGANIZATION_TIME_ZONE,
  type Doctor,
  type Patient,
  type Service,
  type Slot,
} from '@studiolo/contracts';
import { describe, expect, it } from 'vitest';
import { random } from './demo-people';
import { outcomeAt, planVisits } from './demo-visits';

const TZ = ORGANIZATION_TIME_ZONE;
const at = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime(TZ);

const doctors = [
  { id: 'gp', specialty: 'Medicina generale' },
  { id: 'paed', specialty: 'Pediatria' },
] as Doctor[];
const services = [
  { id: 'long', durationMinutes: 45 },
  { id: 'short', durationMinutes: 15 },
] as Service[];
const offered = new Map(doctors.map((d) => [d.id, services]));
const adults = [{ id: 'adult-1' }, { id: 'adult-2' }] as Patient[];
const minors = [{ id: 'child-1' }] as Patient[];

/** Mornings 9–13 of both doctors from Monday 23 November 2026 for four weeks, weekdays only. */
function slots(): Slot[] {
  const list: Slot[] = [];
  for (
    let day = Temporal.PlainDate.from('2026-11-23');
    day.toString() < '2026-12-21';
    day = day.add({ days: 1 })
  ) {
    if (day.dayOfWeek > 5) continue;
    for (const doctor of doctors) {
      list.push({
        id: `${doctor.id}-${day.toString()}`,
        doctorId: doctor.id,
        startsAt: at(`${day.toString()}T09:00`).toInstant().toString(),
        endsAt: at(`${day.toString()}T13:00`).toInstant().toString(),
      } as Slot);
    }
  }
  return list;
}

const plan = (now: Temporal.ZonedDateTime) =>
  planVisits({ rnd: random(7), now, slots: slots(), doctors, offered, adults, minors });

describe('the demo visits', () => {
  it('are the same for the same now, inside their slot, one after another, of the right patients', () => {
    const now = at('2026-11-26T10:20');
    const visits = plan(now);
    expect(plan(now)).toEqual(visits);
    expect(visits.length).toBeGreaterThan(20);
    for (const visit of visits) {
      expect(
        Temporal.Instant.compare(visit.startsAt.toInstant(), Temporal.Instant.from(visit.slot.startsAt)),
      ).toBeGreaterThanOrEqual(0);
      expect(
        Temporal.Instant.compare(visit.endsAt.toInstant(), Temporal.Instant.from(visit.slot.endsAt)),
      ).toBeLessThanOrEqual(0);
      expect(visit.doctor.id).toBe(visit.slot.doctorId);
      expect(visit.endsAt.since(visit.startsAt).total('minutes')).toBe(visit.service.durationMinutes);
      expect(visit.doctor.id === 'paed' ? minors : adults).toContain(visit.patient);
    }
    for (const slot of slots()) {
      const own = visits.filter((visit) => visit.slot.id === slot.id);
      for (let i = 1; i < own.length; i++) {
        expect(Temporal.ZonedDateTime.compare(own[i - 1]!.endsAt, own[i]!.startsAt)).toBeLessThanOrEqual(0);
      }
    }
    // Fewer visits further ahead: free times to book into.
    const inWeek = (monday: string) =>
      visits.filter(
        (v) =>
          v.startsAt.toPlainDate().toString() >= monday &&
          v.startsAt.toPlainDate().toString() < Temporal.PlainDate.from(monday).add({ weeks: 1 }).toString(),
      ).length;
    expect(inWeek('2026-12-14')).toBeLessThan(inWeek('2026-11-30'));
    expect(inWeek('2026-11-30')).toBeLessThan(inWeek('2026-11-23'));
  });

  it('at 03:30 leaves every visit of the day to come: none completed, under way or arrived', () => {
    const now = at('2026-11-26T03:30');
    const today = plan(now).filter((visit) => visit.startsAt.toPlainDate().toString() === '2026-11-26');
    expect(today.length).toBeGreaterThan(0);
    for (const visit of today) {
      expect(['scheduled', 'to_confirm']).toContain(visit.status);
      expect(visit.checkedIn).toBe(false);
    }
  });

  it('has a visit under way in progress with its patient arrived, and past ones over', () => {
    const rnd = random(1);
    const start = at('2026-11-26T10:00');
    const end = at('2026-11-26T10:45');
    expect(outcomeAt(start, end, at('2026-11-26T10:20'), rnd)).toEqual({ status: 'active', checkedIn: true });
    expect(outcomeAt(start, end, at('2026-11-26T09:59'), rnd).checkedIn).toBe(false);
    const over = Array.from({ length: 200 }, () => outcomeAt(start, end, at('2026-11-26T10:45'), rnd));
    const count = (status: string) => over.filter((o) => o.status === status).length;
    expect(count('completed')).toBeGreaterThan(150);
    expect(count('cancelled')).toBeGreaterThan(0);
    expect(count('no_show')).toBeGreaterThan(0); // never turned up
    expect(over.every((o) => o.checkedIn === (o.status === 'completed'))).toBe(true);
    expect(count('active')).toBe(0);
  });
});
