import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Appointment,
  AppointmentChange,
  AppointmentEvent,
  Doctor,
  FreeTime,
  PatientHistory,
  Slot,
} from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookVisit, calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { send } from '../../../test/http';
import { jobs, outboxEmails } from '../../db/schema';
import { reminderJob } from './reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Problem = { code: string; detail: string; status: number };

let count = 0;
/** The calendar clinic, its patient with an email address, and a slot of its doctor 08:00–12:00 UTC on `day`. */
async function clinicWithSlot(day = '2026-12-10', patient: Record<string, unknown> = {}) {
  count += 1;
  const clinic = await calendarClinic(t, { email: `sposta-${count}-${Date.now()}@example.it`, ...patient });
  const slot = await callAs<Slot>(
    t,
    clinic.owner,
    'POST',
    '/api/v1/slots',
    {
      doctorId: clinic.doctor.id,
      startsAt: `${day}T08:00:00Z`,
      endsAt: `${day}T12:00:00Z`,
      restTimes: [{ startsAt: `${day}T10:00:00Z`, endsAt: `${day}T10:30:00Z` }],
    },
    201,
  );
  return { ...clinic, slot };
}
type Clinic = Awaited<ReturnType<typeof clinicWithSlot>>;

/** Another doctor of the clinic, Bruno Neri. */
const secondDoctor = (clinic: Clinic) =>
  callAs<Doctor>(
    t,
    clinic.owner,
    'POST',
    '/api/v1/doctors',
    { firstName: 'Bruno', lastName: 'Neri', color: '#16a34a' },
    201,
  );

const book = (clinic: Clinic, startsAt: string) =>
  bookVisit(t, clinic, new Date(startsAt), { slotId: clinic.slot.id });

const move = (who: SignedInMember, id: string, body: unknown, status = 200) =>
  callAs<AppointmentChange & Problem>(t, who, 'POST', `/api/v1/appointments/${id}/move`, body, status);

const emailsTo = async (to: string) => {
  await t.ctx.jobs.runDue();
  return t.ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
};

/** A tablet account of the clinic, signed in: it may not use the calendar. */
async function tabletToken(owner: SignedInMember) {
  const login = `sala-${count}-${Date.now()}`;
  await callAs(t, owner, 'POST', '/api/v1/tablets', { name: 'Sala', login, password: 'firma-qui-2026' }, 201);
  const res = await send(
    t,
    'POST',
    '/api/v1/tablet/login',
    { username: login, password: 'firma-qui-2026' },
    {},
    {
      incoming: { socket: { remoteAddress: `10.2.2.${(count % 250) + 1}` } },
    },
  );
  return ((await res.json()) as { token: string }).token;
}

describe('moving an appointment', () => {
  it('moves a visit to a free time, tells the patient in Italian, plans the reminder again and keeps the history', async () => {
    const clinic = await clinicWithSlot();
    const visit = await book(clinic, '2026-12-10T08:00:00Z');
    const moved = await move(clinic.owner, visit.id, {
      startsAt: '2026-12-10T09:00:00Z',
      doctorId: clinic.doctor.id,
      notifyPatient: true,
    });
    expect(moved.patientNotified).toBe(true);
    expect(moved.appointment).toMatchObject({
      startsAt: '2026-12-10T09:00:00.000Z',
      endsAt: '2026-12-10T09:30:00.000Z',
      slotId: clinic.slot.id,
      status: 'scheduled',
    });
    const [email] = await emailsTo(clinic.patient.email!);
    expect(email!.subject).toContain('Appuntamento spostato');
    expect(email!.text).toContain('la informiamo che il suo appuntamento è stato spostato');
    expect(email!.text).toMatch(/Prima: giovedì 10 dicembre 2026, ore 09:00/);
    expect(email!.text).toMatch(/Ora: giovedì 10 dicembre 2026, ore 10:00/);

    // The reminder planned for 09:00 (Rome) gives way to one for 10:00.
    const planned = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, reminderJob.queue), sql`${jobs.payload}->>'appointmentId' = ${visit.id}`));
    expect(planned.map((job) => (job.payload as { startsAt?: string }).startsAt).sort()).toEqual([
      '2026-12-10T08:00:00.000Z',
      '2026-12-10T09:00:00.000Z',
    ]);

    const events = await callAs<AppointmentEvent[]>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/appointments/${visit.id}/events`,
    );
    expect(events).toEqual([
      expect.objectContaining({
        action: 'appointment.moved',
        from: { startsAt: '2026-12-10T08:00:00.000Z', doctorId: clinic.doctor.id },
        to: { startsAt: '2026-12-10T09:00:00.000Z', doctorId: clinic.doctor.id },
        patientNotified: true,
        actorName: expect.any(String),
      }),
    ]);
    const history = await callAs<PatientHistory>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/patients/${clinic.patient.id}/history`,
    );
    expect(history.upcoming.items[0]!.events).toEqual([
      expect.objectContaining({ action: 'appointment.moved' }),
    ]);
  });

  it("moves to another day and another doctor's slot, in English for an English patient; without asking, nobody is emailed", async () => {
    const clinic = await clinicWithSlot('2026-12-11', { language: 'en' });
    const other = await secondDoctor(clinic);
    const otherSlot = await callAs<Slot>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/slots',
      {
        doctorId: other.id,
        startsAt: '2026-12-14T14:00:00Z',
        endsAt: '2026-12-14T16:00:00Z',
      },
      201,
    );
    const visit = await book(clinic, '2026-12-11T08:30:00Z');
    const moved = await move(clinic.owner, visit.id, {
      startsAt: '2026-12-14T15:00:00Z',
      doctorId: other.id,
      notifyPatient: true,
    });
    expect(moved.appointment).toMatchObject({ doctorId: other.id, slotId: otherSlot.id });
    // The old slot is free again, the new one booked.
    expect((await callAs<Slot>(t, clinic.owner, 'GET', `/api/v1/slots/${clinic.slot.id}`)).status).toBe(
      'available',
    );
    expect((await callAs<Slot>(t, clinic.owner, 'GET', `/api/v1/slots/${otherSlot.id}`)).status).toBe(
      'booked',
    );
    const [email] = await emailsTo(clinic.patient.email!);
    expect(email!.subject).toMatch(/^Appointment moved: Monday, 14 December 2026 at 16:00/);
    expect(email!.text).toContain('Bruno Neri');

    const quiet = await move(clinic.owner, visit.id, {
      startsAt: '2026-12-14T14:00:00Z',
      doctorId: other.id,
    });
    expect(quiet.patientNotified).toBe(false);
    expect(await emailsTo(clinic.patient.email!)).toHaveLength(1);
  });

  it('refuses a taken time (409) and a time outside the slots or in a rest time (422), leaving the visit as it was', async () => {
    const clinic = await clinicWithSlot('2026-12-15');
    const visit = await book(clinic, '2026-12-15T08:00:00Z');
    await book(clinic, '2026-12-15T09:00:00Z');
    const taken = await move(
      clinic.owner,
      visit.id,
      { startsAt: '2026-12-15T09:15:00Z', doctorId: clinic.doctor.id },
      409,
    );
    expect(taken).toMatchObject({
      code: 'APPOINTMENT_OVERLAP',
      detail: expect.stringContaining('already has an appointment'),
    });
    for (const startsAt of [
      '2026-12-15T07:45:00Z',
      '2026-12-15T10:15:00Z',
      '2026-12-15T11:45:00Z',
      '2026-12-16T09:00:00Z',
    ]) {
      const outside = await move(clinic.owner, visit.id, { startsAt, doctorId: clinic.doctor.id }, 422);
      expect(outside).toMatchObject({
        code: 'OUTSIDE_AVAILABILITY',
        detail: expect.stringContaining('availability'),
      });
    }
    // Named slot of another doctor: outside that doctor's availability.
    const other = await secondDoctor(clinic);
    await move(
      clinic.owner,
      visit.id,
      { startsAt: '2026-12-15T08:30:00Z', doctorId: other.id, slotId: clinic.slot.id },
      422,
    );
    const italian = await send(
      t,
      'POST',
      `/api/v1/appointments/${visit.id}/move`,
      { startsAt: '2026-12-15T07:00:00Z', doctorId: clinic.doctor.id },
      { cookie: `${clinic.owner.cookie}; user-locale=it` },
    );
    expect(((await italian.json()) as Problem).detail).toContain('fuori dalla disponibilità del medico');
    expect(
      await callAs<Appointment>(t, clinic.owner, 'GET', `/api/v1/appointments/${visit.id}`),
    ).toMatchObject({
      startsAt: visit.startsAt,
      slotId: clinic.slot.id,
    });
    expect(
      await callAs<AppointmentEvent[]>(t, clinic.owner, 'GET', `/api/v1/appointments/${visit.id}/events`),
    ).toEqual([]);
  });

  it('checks the input, the status, the organization and the role', async () => {
    const clinic = await clinicWithSlot('2026-12-16');
    const visit = await book(clinic, '2026-12-16T08:00:00Z');
    await move(clinic.owner, visit.id, { startsAt: 'domani', doctorId: clinic.doctor.id }, 400);
    await move(clinic.owner, visit.id, { startsAt: '2026-12-16T09:00:00Z' }, 400);
    await move(
      clinic.owner,
      visit.id,
      { startsAt: '2026-12-16T09:00:00Z', doctorId: crypto.randomUUID() },
      404,
    );

    const stranger = await clinicOwner(t, 'Altro Studio');
    await move(stranger, visit.id, { startsAt: '2026-12-16T09:00:00Z', doctorId: clinic.doctor.id }, 404);
    await callAs(t, stranger, 'GET', `/api/v1/appointments/${visit.id}/events`, undefined, 404);
    await callAs(t, stranger, 'POST', `/api/v1/appointments/${visit.id}/cancel`, {}, 404);
    await callAs(t, stranger, 'POST', `/api/v1/appointments/${visit.id}/restore`, {}, 404);
    await callAs(
      t,
      stranger,
      'GET',
      `/api/v1/free-times?day=2026-12-16&doctorId=${clinic.doctor.id}&durationMinutes=30`,
      undefined,
      404,
    );

    const token = await tabletToken(clinic.owner);
    for (const [method, path, body] of [
      [
        'POST',
        `/api/v1/appointments/${visit.id}/move`,
        { startsAt: '2026-12-16T09:00:00Z', doctorId: clinic.doctor.id },
      ],
      ['POST', `/api/v1/appointments/${visit.id}/cancel`, {}],
      ['POST', `/api/v1/appointments/${visit.id}/restore`, {}],
      ['GET', `/api/v1/free-times?day=2026-12-16&doctorId=${clinic.doctor.id}&durationMinutes=30`, undefined],
    ] as const) {
      const res = await send(t, method, path, body, { authorization: `Bearer ${token}` });
      expect(res.status, path).toBe(403);
    }

    const secretary = await colleague(t, clinic.owner.organizationId, 'secretary');
    await move(secretary, visit.id, { startsAt: '2026-12-16T09:00:00Z', doctorId: clinic.doctor.id });
    await callAs(t, secretary, 'PUT', `/api/v1/appointments/${visit.id}/status`, { status: 'cancelled' });
    expect(
      (await move(secretary, visit.id, { startsAt: '2026-12-16T08:00:00Z', doctorId: clinic.doctor.id }, 409))
        .code,
    ).toBe('APPOINTMENT_NOT_MOVABLE');
  });
});

describe('free times', () => {
  it("lists a doctor's free times of a day, skipping rest times and other visits; the visit moved counts as free", async () => {
    const clinic = await clinicWithSlot('2026-12-17');
    const visit = await book(clinic, '2026-12-17T08:00:00Z');
    await book(clinic, '2026-12-17T09:00:00Z');
    const path = `/api/v1/free-times?day=2026-12-17&doctorId=${clinic.doctor.id}&durationMinutes=30`;
    const starts = (await callAs<FreeTime[]>(t, clinic.owner, 'GET', path)).map((time) =>
      time.startsAt.slice(11, 16),
    );
    expect(starts).toEqual(['08:30', '09:30', '10:30', '10:45', '11:00', '11:15', '11:30']);
    const own = (await callAs<FreeTime[]>(t, clinic.owner, 'GET', `${path}&appointmentId=${visit.id}`)).map(
      (time) => time.startsAt.slice(11, 16),
    );
    expect(own.slice(0, 4)).toEqual(['08:00', '08:15', '08:30', '09:30']);
    await callAs(
      t,
      clinic.owner,
      'GET',
      `/api/v1/free-times?day=17/12/2026&doctorId=${clinic.doctor.id}&durationMinutes=30`,
      undefined,
      400,
    );
    await callAs(
      t,
      clinic.owner,
      'GET',
      `/api/v1/free-times?day=2026-12-17&doctorId=${clinic.doctor.id}`,
      undefined,
      400,
    );
  });
});

describe('cancelling and undoing it', () => {
  it('cancels with a notice to the patient, and undoes it back to scheduled while the time is free', async () => {
    const clinic = await clinicWithSlot('2026-12-18');
    const visit = await book(clinic, '2026-12-18T08:00:00Z');
    const cancelled = await callAs<AppointmentChange>(
      t,
      clinic.owner,
      'POST',
      `/api/v1/appointments/${visit.id}/cancel`,
      { notifyPatient: true },
    );
    expect(cancelled).toMatchObject({ appointment: { status: 'cancelled' }, patientNotified: true });
    expect((await callAs<Slot>(t, clinic.owner, 'GET', `/api/v1/slots/${clinic.slot.id}`)).status).toBe(
      'available',
    );
    const [email] = await emailsTo(clinic.patient.email!);
    expect(email!.subject).toContain('Appuntamento cancellato');
    expect(email!.text).toContain('del venerdì 18 dicembre 2026 alle ore 09:00');

    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${visit.id}/cancel`, {}, 409);
    await callAs(
      t,
      clinic.owner,
      'POST',
      `/api/v1/appointments/${visit.id}/cancel`,
      { notifyPatient: 'sì' },
      400,
    );
    const restored = await callAs<AppointmentChange>(
      t,
      clinic.owner,
      'POST',
      `/api/v1/appointments/${visit.id}/restore`,
      {},
    );
    expect(restored.appointment.status).toBe('scheduled');
    expect((await callAs<Slot>(t, clinic.owner, 'GET', `/api/v1/slots/${clinic.slot.id}`)).status).toBe(
      'booked',
    );
    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${visit.id}/restore`, {}, 409);
    const events = await callAs<AppointmentEvent[]>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/appointments/${visit.id}/events`,
    );
    expect(events.map((event) => event.action)).toEqual(['appointment.restored', 'appointment.cancelled']);
  });

  it('refuses to undo a cancellation once another visit took the time (409), the visit staying cancelled', async () => {
    const clinic = await clinicWithSlot('2026-12-21');
    const visit = await book(clinic, '2026-12-21T08:00:00Z');
    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${visit.id}/cancel`, {});
    await book(clinic, '2026-12-21T08:15:00Z');
    const refused = await callAs<Problem>(
      t,
      clinic.owner,
      'POST',
      `/api/v1/appointments/${visit.id}/restore`,
      { notifyPatient: true },
      409,
    );
    expect(refused.code).toBe('APPOINTMENT_OVERLAP');
    expect(refused.detail).toBe('The doctor already has an appointment at this time. Choose another time.');
    // Nobody is told of a visit that does not take place.
    expect(await emailsTo(clinic.patient.email!)).toEqual([]);
    expect(
      (await callAs<Appointment>(t, clinic.owner, 'GET', `/api/v1/appointments/${visit.id}`)).status,
    ).toBe('cancelled');
  });
});

describe('undoing a cancellation as booking would', () => {
  const restore = (who: SignedInMember, id: string, body: unknown, status = 200) =>
    callAs<AppointmentChange & Problem>(t, who, 'POST', `/api/v1/appointments/${id}/restore`, body, status);

  it("tells a patient told of the cancellation that the visit is confirmed again, in 'Lei', with the .ics", async () => {
    const clinic = await clinicWithSlot('2026-12-23');
    const visit = await book(clinic, '2026-12-23T09:00:00Z');
    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${visit.id}/cancel`, { notifyPatient: true });
    const restored = await restore(clinic.owner, visit.id, { notifyPatient: true });
    expect(restored).toMatchObject({ appointment: { status: 'scheduled' }, patientNotified: true });
    const emails = await emailsTo(clinic.patient.email!);
    expect(emails.map((email) => email.subject).sort()).toEqual([
      expect.stringContaining('Appuntamento cancellato'),
      'Appuntamento confermato: mercoledì 23 dicembre 2026 alle 10:00 — Studio Medico Test',
    ]);
    const confirmed = emails.find((email) => email.subject.startsWith('Appuntamento confermato'))!;
    expect(confirmed.text).toContain(
      'la informiamo che il suo appuntamento del mercoledì 23 dicembre 2026 alle ore 10:00 con Anna Verdi, che le avevamo comunicato come cancellato, è di nuovo confermato.',
    );
    expect(confirmed.text).toContain('la preghiamo di contattarci');
    expect(JSON.stringify(confirmed.attachments)).toContain('text/calendar');
    const events = await callAs<AppointmentEvent[]>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/appointments/${visit.id}/events`,
    );
    expect(events.map((event) => [event.action, event.patientNotified])).toEqual([
      ['appointment.restored', true],
      ['appointment.cancelled', true],
    ]);
  });

  it('writes in English to an English-speaking patient, and to nobody without notifyPatient', async () => {
    const clinic = await clinicWithSlot('2026-12-24', { language: 'en' });
    const visit = await book(clinic, '2026-12-24T08:00:00Z');
    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${visit.id}/cancel`, { notifyPatient: true });
    await restore(clinic.owner, visit.id, { notifyPatient: true });
    const confirmed = (await emailsTo(clinic.patient.email!)).find((email) =>
      email.subject.startsWith('Appointment confirmed'),
    );
    expect(confirmed!.text).toContain('which we told you had been cancelled, is confirmed again');

    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${visit.id}/cancel`, {});
    expect((await restore(clinic.owner, visit.id, {})).patientNotified).toBe(false);
    expect(await emailsTo(clinic.patient.email!)).toHaveLength(2);
  });

  it("refuses a time no longer inside the doctor's availability (422), or taken meanwhile (409), the visit staying cancelled", async () => {
    const clinic = await clinicWithSlot('2026-12-28');
    const visit = await book(clinic, '2026-12-28T08:00:00Z');
    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${visit.id}/cancel`, {});
    // A break put over the freed time.
    const slotBody = {
      doctorId: clinic.doctor.id,
      startsAt: '2026-12-28T08:00:00Z',
      endsAt: '2026-12-28T12:00:00Z',
    };
    await callAs(t, clinic.owner, 'PUT', `/api/v1/slots/${clinic.slot.id}`, {
      ...slotBody,
      restTimes: [{ startsAt: '2026-12-28T08:00:00Z', endsAt: '2026-12-28T08:30:00Z' }],
    });
    expect((await restore(clinic.owner, visit.id, {}, 422)).code).toBe('OUTSIDE_AVAILABILITY');

    // The break gone, another patient booked a quarter of an hour of the time.
    await callAs(t, clinic.owner, 'PUT', `/api/v1/slots/${clinic.slot.id}`, { ...slotBody, restTimes: [] });
    const other = await book(clinic, '2026-12-28T08:15:00Z');
    const refused = await restore(clinic.owner, visit.id, {}, 409);
    expect(refused).toMatchObject({ code: 'APPOINTMENT_OVERLAP', status: 409 });
    expect(
      (await callAs<Appointment>(t, clinic.owner, 'GET', `/api/v1/appointments/${visit.id}`)).status,
    ).toBe('cancelled');

    // Once the other visit is cancelled in turn, the time is free again.
    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${other.id}/cancel`, {});
    expect((await restore(clinic.owner, visit.id, {})).appointment.status).toBe('scheduled');
  });

  it('answers 404 to another organization, 403 to the signing tablet, 400 to a bad body', async () => {
    const clinic = await clinicWithSlot('2026-12-29');
    const visit = await book(clinic, '2026-12-29T08:00:00Z');
    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${visit.id}/cancel`, {});
    const stranger = await clinicOwner(t, 'Altro Studio');
    await restore(stranger, visit.id, { notifyPatient: true }, 404);
    const token = await tabletToken(clinic.owner);
    const res = await send(
      t,
      'POST',
      `/api/v1/appointments/${visit.id}/restore`,
      { notifyPatient: true },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(403);
    await restore(clinic.owner, visit.id, { notifyPatient: 'sì' }, 400);
    expect(
      (await callAs<Appointment>(t, clinic.owner, 'GET', `/api/v1/appointments/${visit.id}`)).status,
    ).toBe('cancelled');
    // A secretary may undo it.
    const secretary = await colleague(t, clinic.owner.organizationId, 'secretary');
    expect((await restore(secretary, visit.id, {})).appointment.status).toBe('scheduled');
    expect(await emailsTo(clinic.patient.email!)).toEqual([]);
  });
});

describe('moving a slot with its visits', () => {
  it('refuses without moveAppointments (409 IN_USE with how many), and moves them along on request, patients told', async () => {
    const clinic = await clinicWithSlot('2026-12-22');
    const visit = await book(clinic, '2026-12-22T08:00:00Z');
    const refused = await callAs<Problem & { details?: unknown }>(
      t,
      clinic.owner,
      'POST',
      `/api/v1/slots/${clinic.slot.id}/move`,
      { weeks: 1 },
      409,
    );
    expect(refused.code).toBe('IN_USE');
    const moved = await callAs<Slot>(t, clinic.owner, 'POST', `/api/v1/slots/${clinic.slot.id}/move`, {
      weeks: 1,
      moveAppointments: true,
      notifyPatients: true,
    });
    expect(moved.startsAt).toBe('2026-12-29T08:00:00.000Z');
    expect(moved.restTimes[0]!.startsAt).toBe('2026-12-29T10:00:00.000Z');
    expect(moved.status).toBe('booked');
    expect(
      await callAs<Appointment>(t, clinic.owner, 'GET', `/api/v1/appointments/${visit.id}`),
    ).toMatchObject({
      startsAt: '2026-12-29T08:00:00.000Z',
      slotId: clinic.slot.id,
    });
    const [email] = await emailsTo(clinic.patient.email!);
    expect(email!.text).toMatch(/Ora: martedì 29 dicembre 2026, ore 09:00/);
    await callAs(
      t,
      clinic.owner,
      'POST',
      `/api/v1/slots/${clinic.slot.id}/move`,
      { weeks: 1, moveAppointments: 'yes' },
      400,
    );
  });

  it('moves nothing when a visit would meet another of the doctor (409 APPOINTMENT_OVERLAP)', async () => {
    const clinic = await clinicWithSlot('2026-12-23');
    await book(clinic, '2026-12-23T08:00:00Z');
    // A visit booked next week without a slot, where the moved one would land.
    await bookVisit(t, clinic, new Date('2026-12-30T08:00:00Z'));
    const refused = await callAs<Problem>(
      t,
      clinic.owner,
      'POST',
      `/api/v1/slots/${clinic.slot.id}/move`,
      { weeks: 1, moveAppointments: true },
      409,
    );
    expect(refused.code).toBe('APPOINTMENT_OVERLAP');
    expect((await callAs<Slot>(t, clinic.owner, 'GET', `/api/v1/slots/${clinic.slot.id}`)).startsAt).toBe(
      '2026-12-23T08:00:00.000Z',
    );
  });
});
