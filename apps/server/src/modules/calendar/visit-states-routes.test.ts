import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, AppointmentPage, AppointmentStatus, PatientHistory } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookVisit, calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { send } from '../../../test/http';
import { tabletBearer } from '../../../test/tablets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Clinic = Awaited<ReturnType<typeof calendarClinic>>;
type Problem = { code: string };

const MINUTE = 60_000;
/** A whole minute `minutes` from now (negative: ago). */
const fromNow = (minutes: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE);

const setStatus = (clinic: Clinic, id: string, status: AppointmentStatus | string, expected = 200) =>
  callAs<Appointment & Problem>(
    t,
    clinic.owner,
    'PUT',
    `/api/v1/appointments/${id}/status`,
    { status },
    expected,
  );

describe('moves of the visit state machine through the API', () => {
  it('completes a visit that has started directly from scheduled, and lists it to invoice', async () => {
    const clinic = await calendarClinic(t);
    const started = await bookVisit(t, clinic, fromNow(-20));
    expect((await setStatus(clinic, started.id, 'completed')).status).toBe('completed');
    // Completed is final.
    expect((await setStatus(clinic, started.id, 'scheduled', 409)).code).toBe('INVALID_STATUS_TRANSITION');

    // A visit of four months ago, entered as completed afterwards: invoiced whenever it took place.
    const longAgo = await bookVisit(t, clinic, fromNow(-120 * 24 * 60), { status: 'completed' });
    const billable = await callAs<AppointmentPage>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/appointments?patientId=${clinic.patient.id}&status=completed&invoiced=false`,
    );
    expect(billable.items.map((visit) => visit.id)).toEqual([longAgo.id, started.id]);
    // Without a patient the list still needs a day or a window.
    await callAs(t, clinic.owner, 'GET', '/api/v1/appointments?status=completed', undefined, 400);
  }, 60_000);

  it('refuses to complete, start or mark missed a visit still to come, naming why', async () => {
    const clinic = await calendarClinic(t);
    const tomorrow = await bookVisit(t, clinic, fromNow(24 * 60));
    expect((await setStatus(clinic, tomorrow.id, 'completed', 409)).code).toBe('VISIT_NOT_STARTED');
    expect((await setStatus(clinic, tomorrow.id, 'active', 409)).code).toBe('VISIT_NOT_STARTED');
    expect((await setStatus(clinic, tomorrow.id, 'no_show', 409)).code).toBe('VISIT_NOT_STARTED');
    // Arrived ahead (checked in): it still cannot begin before its day.
    expect((await setStatus(clinic, tomorrow.id, 'arrived')).checkedIn).toBe(true);
    expect((await setStatus(clinic, tomorrow.id, 'active', 409)).code).toBe('VISIT_NOT_TODAY');
    // Nor be booked as already completed.
    const refused = await callAs<Problem>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/appointments',
      {
        doctorId: clinic.doctor.id,
        patientId: clinic.patient.id,
        startsAt: fromNow(48 * 60).toISOString(),
        endsAt: fromNow(48 * 60 + 30).toISOString(),
        status: 'completed',
      },
      409,
    );
    expect(refused.code).toBe('VISIT_NOT_STARTED');
    await setStatus(clinic, tomorrow.id, 'sleeping', 400);
  });

  it('arrives by check-in and back, starts and completes the visit of the day', async () => {
    const clinic = await calendarClinic(t);
    const visit = await bookVisit(t, clinic, fromNow(-5), { status: 'to_confirm' });
    const checkIn = (checkedIn: boolean) =>
      callAs<Appointment>(t, clinic.owner, 'PUT', `/api/v1/appointments/${visit.id}/check-in`, { checkedIn });
    expect(await checkIn(true)).toMatchObject({ status: 'arrived', checkedIn: true });
    expect(await checkIn(false)).toMatchObject({ status: 'scheduled', checkedIn: false });
    expect(await setStatus(clinic, visit.id, 'arrived')).toMatchObject({ checkedIn: true });
    expect(await setStatus(clinic, visit.id, 'active')).toMatchObject({ status: 'active', checkedIn: true });
    expect((await setStatus(clinic, visit.id, 'cancelled', 409)).code).toBe('INVALID_STATUS_TRANSITION');
    expect((await setStatus(clinic, visit.id, 'completed')).status).toBe('completed');
  });

  it("counts the patient's no-shows on their record, and a no-show undone no longer counts", async () => {
    const clinic = await calendarClinic(t);
    const missed = await bookVisit(t, clinic, fromNow(-3 * 24 * 60));
    const alsoMissed = await bookVisit(t, clinic, fromNow(-60));
    await bookVisit(t, clinic, fromNow(-2 * 24 * 60), { status: 'completed' });
    await setStatus(clinic, missed.id, 'no_show');
    await setStatus(clinic, alsoMissed.id, 'no_show');
    const history = () =>
      callAs<PatientHistory>(t, clinic.owner, 'GET', `/api/v1/patients/${clinic.patient.id}/history`);
    expect((await history()).noShows).toBe(2);
    // A no-show stays where it was; it came after all: back to scheduled.
    const move = await callAs<Problem>(
      t,
      clinic.owner,
      'POST',
      `/api/v1/appointments/${missed.id}/move`,
      { startsAt: fromNow(60).toISOString(), doctorId: clinic.doctor.id },
      409,
    );
    expect(move.code).toBe('APPOINTMENT_NOT_MOVABLE');
    await setStatus(clinic, alsoMissed.id, 'scheduled');
    expect((await history()).noShows).toBe(1);
  });

  it('answers 404 to another organization and 403 to a tablet, for every move', async () => {
    const clinic = await calendarClinic(t);
    const visit = await bookVisit(t, clinic, fromNow(-10));
    const stranger = await clinicOwner(t, 'Altro Studio');
    const token = await tabletBearer(t, clinic.owner);
    for (const status of ['arrived', 'active', 'completed', 'no_show', 'cancelled'] as const) {
      await callAs(t, stranger, 'PUT', `/api/v1/appointments/${visit.id}/status`, { status }, 404);
      const res = await send(
        t,
        'PUT',
        `/api/v1/appointments/${visit.id}/status`,
        { status },
        {
          authorization: `Bearer ${token}`,
        },
      );
      expect(res.status, status).toBe(403);
    }
    await callAs(t, stranger, 'GET', `/api/v1/patients/${clinic.patient.id}/history`, undefined, 404);
    // Every member role of the clinic may move a visit: a secretary completes it.
    const secretary = await colleague(t, clinic.owner.organizationId, 'secretary');
    const done = await callAs<Appointment>(t, secretary, 'PUT', `/api/v1/appointments/${visit.id}/status`, {
      status: 'completed',
    });
    expect(done.status).toBe('completed');
  });
});
