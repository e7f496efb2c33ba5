import { Temporal } from 'temporal-polyfill';
import {
  ORGANIZATION_TIME_ZONE,
  type AppointmentStatus,
  type Doctor,
  type Patient,
  type Service,
  type Slot,
} from '@studiolo/contracts';
import type { Random } from './demo-people';

/** What became of a visit by the time the demo is made. */
export interface Outcome {
  status: AppointmentStatus;
  checkedIn: boolean;
}

/** A visit the seed books: who, what, in which slot and when, and what became of it by `now`. */
export interface Booking extends Outcome {
  doctor: Doctor;
  service: Service;
  patient: Patient;
  slot: Slot;
  startsAt: Temporal.ZonedDateTime;
  endsAt: Temporal.ZonedDateTime;
}

const zoned = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO(ORGANIZATION_TIME_ZONE);
const after = (a: Temporal.ZonedDateTime, b: Temporal.ZonedDateTime) =>
  Temporal.ZonedDateTime.compare(a, b) > 0;

/**
 * What became of a visit by `now`. One that is over was mostly completed (its patient checked in),
 * some were cancelled and a few patients never came (no-shows, never checked in). One under way (it started within the hour: no visit is
 * longer) is in progress with its patient arrived. A later one is still open: scheduled, to
 * confirm or planned, a few cancelled, never checked in.
 */
export function outcomeAt(
  startsAt: Temporal.ZonedDateTime,
  endsAt: Temporal.ZonedDateTime,
  now: Temporal.ZonedDateTime,
  rnd: Random,
): Outcome {
  if (!after(endsAt, now)) {
    const draw = rnd.next();
    if (draw < 0.08) return { status: 'cancelled', checkedIn: false };
    if (draw < 0.13) return { status: 'no_show', checkedIn: false };
    return { status: 'completed', checkedIn: true };
  }
  if (!after(startsAt, now)) return { status: 'active', checkedIn: true };
  const later = startsAt.toPlainDate().equals(now.toPlainDate())
    ? (['scheduled', 'scheduled', 'scheduled', 'scheduled', 'to_confirm'] as const)
    : (['scheduled', 'scheduled', 'scheduled', 'scheduled', 'to_confirm', 'planned', 'cancelled'] as const);
  return { status: rnd.pick(later), checkedIn: false };
}

/** Minutes left free before a visit: back to back, or a quarter of an hour to an hour and a half. */
const GAPS = [0, 0, 15, 30, 45, 60, 90];

/**
 * How many visits a slot holds: two or three in the weeks gone, three this week, two next week, one
 * after that: the free times the front desk books into.
 */
const visitsIn = (week: number, rnd: Random) =>
  week < 0 ? 2 + rnd.int(2) : week === 0 ? 3 : week === 1 ? 2 : 1;

/**
 * The visits of the slots (in the order given, earliest first), one after another inside each slot
 * and never past its end, each of a service its doctor offers, of a child for the paediatrician and
 * of an adult otherwise, and what became of it by `now`. The same slots and `now` give the same
 * visits: `rnd` is seeded.
 */
export function planVisits(q: {
  rnd: Random;
  now: Temporal.ZonedDateTime;
  slots: readonly Slot[];
  doctors: readonly Doctor[];
  offered: ReadonlyMap<string, readonly Service[]>;
  adults: readonly Patient[];
  minors: readonly Patient[];
}): Booking[] {
  const { rnd, now } = q;
  const monday = now.toPlainDate().subtract({ days: now.dayOfWeek - 1 });
  const bookings: Booking[] = [];
  for (const slot of q.slots) {
    const doctor = q.doctors.find((d) => d.id === slot.doctorId);
    if (!doctor) continue;
    const end = zoned(slot.endsAt);
    let startsAt = zoned(slot.startsAt);
    const week = Math.floor(monday.until(startsAt.toPlainDate()).days / 7);
    for (let n = visitsIn(week, rnd); n > 0; n--) {
      startsAt = startsAt.add({ minutes: rnd.pick(GAPS) });
      const service = rnd.pick(q.offered.get(doctor.id)!);
      const endsAt = startsAt.add({ minutes: service.durationMinutes });
      if (after(endsAt, end)) break;
      const patient = rnd.pick(doctor.specialty === 'Pediatria' ? q.minors : q.adults);
      bookings.push({
        doctor,
        service,
        patient,
        slot,
        startsAt,
        endsAt,
        ...outcomeAt(startsAt, endsAt, now, rnd),
      });
      startsAt = endsAt;
    }
  }
  return bookings;
}
