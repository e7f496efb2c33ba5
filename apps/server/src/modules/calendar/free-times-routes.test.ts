import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentChange, Doctor, FreeTime, Slot } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookVisit, calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, type SignedInMember } from '../../../test/clinic';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = '2026-12-17';

const slotOf = (owner: SignedInMember, doctorId: string, from: string, to: string) =>
  callAs<Slot>(
    t,
    owner,
    'POST',
    '/api/v1/slots',
    { doctorId, startsAt: `${DAY}T${from}:00Z`, endsAt: `${DAY}T${to}:00Z` },
    201,
  );

/**
 * The clinic of the issue: Verdi works 09:00–11:00 (Rome) with a visit at 09:00; two colleagues
 * work 08:30–11:00 and 09:00–12:00 the same morning, so their slots overlap Verdi's.
 */
async function fourDoctorMorning() {
  const clinic = await calendarClinic(t);
  const colleagues: Doctor[] = [];
  for (const [firstName, lastName, color] of [
    ['Luca', 'Galli', '#16a34a'],
    ['Sara', 'Conti', '#db2777'],
  ]) {
    colleagues.push(
      await callAs<Doctor>(t, clinic.owner, 'POST', '/api/v1/doctors', { firstName, lastName, color }, 201),
    );
  }
  const own = await slotOf(clinic.owner, clinic.doctor.id, '08:00', '10:00');
  await slotOf(clinic.owner, colleagues[0]!.id, '07:30', '10:00');
  await slotOf(clinic.owner, colleagues[1]!.id, '08:00', '11:00');
  const visit = await bookVisit(t, clinic, new Date(`${DAY}T08:00:00Z`), {
    slotId: own.id,
    endsAt: `${DAY}T08:15:00Z`,
  });
  return { ...clinic, colleagues, own, visit };
}

const freeTimes = (owner: SignedInMember, query: string) =>
  callAs<FreeTime[]>(t, owner, 'GET', `/api/v1/free-times?day=${DAY}&durationMinutes=15${query}`);

describe('free times of one doctor', () => {
  it("offers only the doctor's own times, each once, and every one of them takes the visit", async () => {
    const clinic = await fourDoctorMorning();
    const times = await freeTimes(
      clinic.owner,
      `&doctorId=${clinic.doctor.id}&appointmentId=${clinic.visit.id}`,
    );
    const starts = times.map((time) => time.startsAt.slice(11, 16));
    // 08:00–10:00 UTC in steps of 15 minutes (the clinic's timeline interval), nothing of Galli's 07:30.
    expect(starts).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30', '09:45']);
    expect(new Set(times.map((time) => time.slotId))).toEqual(new Set([clinic.own.id]));
    expect(times.every((time) => time.doctorId === clinic.doctor.id)).toBe(true);

    // Without the visit's own time: 08:00 is taken.
    const others = await freeTimes(clinic.owner, `&doctorId=${clinic.doctor.id}`);
    expect(others.map((time) => time.startsAt.slice(11, 16))).toEqual(starts.slice(1));

    // 'Sposta' to each offered time in turn: none refused.
    for (const time of times) {
      const moved = await callAs<AppointmentChange>(
        t,
        clinic.owner,
        'POST',
        `/api/v1/appointments/${clinic.visit.id}/move`,
        { startsAt: time.startsAt, doctorId: time.doctorId, slotId: time.slotId },
      );
      expect(moved.appointment.startsAt).toBe(time.startsAt);
    }
  }, 60_000);

  it('with no doctor chosen, offers every doctor’s times, each labelled with its doctor and once per doctor', async () => {
    const clinic = await fourDoctorMorning();
    const times = await freeTimes(clinic.owner, `&appointmentId=${clinic.visit.id}`);
    const keys = times.map((time) => `${time.doctorId} ${time.startsAt}`);
    expect(new Set(keys).size).toBe(keys.length);
    const [galli, conti] = clinic.colleagues;
    const startsOf = (doctorId: string) =>
      times.filter((time) => time.doctorId === doctorId).map((time) => time.startsAt.slice(11, 16));
    expect(startsOf(clinic.doctor.id)).toHaveLength(8);
    expect(startsOf(galli!.id)[0]).toBe('07:30');
    expect(startsOf(conti!.id)).toHaveLength(12);
    // Earliest first, whoever's.
    expect(times.map((time) => time.startsAt)).toEqual(times.map((time) => time.startsAt).toSorted());

    for (const time of times.filter((time) => time.doctorId !== clinic.doctor.id).slice(0, 6)) {
      await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${clinic.visit.id}/move`, {
        startsAt: time.startsAt,
        doctorId: time.doctorId,
        slotId: time.slotId,
      });
    }
  }, 60_000);

  it('refuses a bad query and another organization’s doctor', async () => {
    const clinic = await fourDoctorMorning();
    const stranger = await clinicOwner(t, 'Altro Studio');
    await callAs(
      t,
      stranger,
      'GET',
      `/api/v1/free-times?day=${DAY}&durationMinutes=15&doctorId=${clinic.doctor.id}`,
      undefined,
      404,
    );
    // The stranger's 'any doctor' sees none of this clinic's times.
    expect(await freeTimes(stranger, '')).toEqual([]);
    await callAs(t, clinic.owner, 'GET', `/api/v1/free-times?day=${DAY}&durationMinutes=2`, undefined, 400);
  });
});
