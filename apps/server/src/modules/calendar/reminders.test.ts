import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppSettings, PatientInput } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookVisit, calendarClinic } from '../../../test/calendar';
import { callAs } from '../../../test/clinic';
import { CHILD_BIRTH_DATE } from '../../../test/factories';
import { appointments, jobs, outboxEmails } from '../../db/schema';
import { withTenant } from '../../db/tenancy';
import { JobQueue } from '../../jobs/queue';
import { registerEmailJobs } from '../email/service';
import { registerReminderJobs, reminderJob } from './reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
/** A whole hour `hours` from now, so the visit is always ahead of the real clock. */
const hoursFromNow = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR);

let patientCount = 0;
async function clinicWithPatient(patient: Partial<PatientInput> = {}) {
  patientCount += 1;
  return calendarClinic(t, { email: `paziente-${patientCount}-${Date.now()}@example.it`, ...patient });
}
type Clinic = Awaited<ReturnType<typeof clinicWithPatient>>;

const book = (clinic: Clinic, startsAt: Date, extra: Record<string, unknown> = {}) =>
  bookVisit(t, clinic, startsAt, extra);

const reminderJobs = (appointmentId: string) =>
  t.ctx.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, reminderJob.queue), sql`${jobs.payload}->>'appointmentId' = ${appointmentId}`))
    .orderBy(jobs.createdAt);

/** As if the reminder's time had come: its pending jobs become due. */
const makeDue = (appointmentId: string) =>
  t.ctx.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(
      and(
        eq(jobs.queue, reminderJob.queue),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload}->>'appointmentId' = ${appointmentId}`,
      ),
    );

/** Runs every due job (reminders, then the emails they queue) and lists what reached `to`. */
async function emailsTo(to: string, queue: JobQueue = t.ctx.jobs) {
  await queue.runDue();
  return t.ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
}

/** Read in the clinic's scope: on PostgreSQL the app's connection is under row-level security. */
const reminderSentAt = async (clinic: Clinic, id: string) =>
  (
    await withTenant(t.ctx.database.db, { organizationId: clinic.owner.organizationId, userId: null }, (tx) =>
      tx.select().from(appointments).where(eq(appointments.id, id)),
    )
  )[0]!.reminderSentAt;

const setStatus = (clinic: Clinic, id: string, status: string) =>
  callAs(t, clinic.owner, 'PUT', `/api/v1/appointments/${id}/status`, { status });

const putSettings = (clinic: Clinic, reminders: Partial<AppSettings['reminders']>, status = 200) =>
  callAs(t, clinic.owner, 'PUT', '/api/v1/settings', { reminders }, status);

describe('appointment reminders', () => {
  it('emails the patient once, 24 hours before, in Italian, with the visit as an .ics', async () => {
    const clinic = await clinicWithPatient();
    const startsAt = hoursFromNow(72);
    const appointment = await book(clinic, startsAt);

    const [job] = await reminderJobs(appointment.id);
    expect(job!.runAt.getTime()).toBe(startsAt.getTime() - 24 * HOUR);
    expect(await emailsTo(clinic.patient.email!)).toEqual([]); // not due yet

    await makeDue(appointment.id);
    const [email, ...others] = await emailsTo(clinic.patient.email!);
    expect(others).toEqual([]);
    const time = startsAt.toLocaleTimeString('it-IT', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(email!.subject).toMatch(new RegExp(`^Promemoria: appuntamento .+ alle ${time} — `));
    expect(email!.text).toContain('Gentile ');
    expect(email!.text).toContain('Con: Anna Verdi');
    // The service is health data: left out unless the clinic chose to name it.
    expect(email!.text).not.toContain('Prestazione');
    expect(email!.text).not.toContain(clinic.service.name);

    const [attachment] = email!.attachments;
    expect(attachment).toMatchObject({
      filename: 'appuntamento.ics',
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(attachment!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.uid).toBe(`${appointment.id}@studiolo`);
    expect(event.startDate.toJSDate().getTime()).toBe(startsAt.getTime());
    expect(event.summary).toMatch(/^Appuntamento con Anna Verdi — \S/);
    expect(event.description).toBeFalsy();
    expect(attachment!.content).not.toContain(clinic.service.name);
    expect(await reminderSentAt(clinic, appointment.id)).not.toBeNull();
  });

  it('names the service in the email and the .ics once the clinic turns it on', async () => {
    const clinic = await clinicWithPatient();
    const settings = await callAs<AppSettings>(t, clinic.owner, 'GET', '/api/v1/settings');
    expect(settings.reminders.includeService).toBe(false);
    await putSettings(clinic, { includeService: true });
    const appointment = await book(clinic, hoursFromNow(40));
    await makeDue(appointment.id);
    const [email] = await emailsTo(clinic.patient.email!);
    expect(email!.text).toContain(`Prestazione: ${clinic.service.name}`);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(email!.attachments[0]!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.description).toBe(clinic.service.name);
  });

  it('sends nothing more when the job runs again, as after a crash before it was marked done', async () => {
    const clinic = await clinicWithPatient();
    const appointment = await book(clinic, hoursFromNow(48));
    await makeDue(appointment.id);
    expect(await emailsTo(clinic.patient.email!)).toHaveLength(1);

    // The process that ran it died after committing, before recording the job as done: after a
    // restart, another process takes the abandoned job back and runs it again.
    const [job] = await reminderJobs(appointment.id);
    await t.ctx.database.db
      .update(jobs)
      .set({ status: 'running', lockedAt: sql`now() - interval '1 hour'` })
      .where(eq(jobs.id, job!.id));
    const restarted = new JobQueue(t.ctx.database.db, pino({ level: 'silent' }), {
      pollIntervalMs: 50,
      concurrency: 2,
    });
    const afterRestart = { ...t.ctx, jobs: restarted };
    registerEmailJobs(afterRestart);
    registerReminderJobs(afterRestart);

    expect(await emailsTo(clinic.patient.email!, restarted)).toHaveLength(1);
    expect((await reminderJobs(appointment.id))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('sends none for a cancelled visit, and plans a new one when it is re-opened', async () => {
    const clinic = await clinicWithPatient();
    const appointment = await book(clinic, hoursFromNow(30));
    await setStatus(clinic, appointment.id, 'cancelled');
    await makeDue(appointment.id);
    expect(await emailsTo(clinic.patient.email!)).toEqual([]);
    expect(await reminderSentAt(clinic, appointment.id)).toBeNull();

    await setStatus(clinic, appointment.id, 'to_confirm');
    expect(await reminderJobs(appointment.id)).toHaveLength(2);
    await makeDue(appointment.id);
    expect(await emailsTo(clinic.patient.email!)).toHaveLength(1);
  });

  it('writes in English to a patient who reads English', async () => {
    const clinic = await clinicWithPatient({ language: 'en' });
    const appointment = await book(clinic, hoursFromNow(50));
    await makeDue(appointment.id);
    const [email] = await emailsTo(clinic.patient.email!);
    expect(email!.subject).toMatch(/^Reminder: appointment on .+ at \d\d:\d\d — /);
    expect(email!.text).toContain('With: Anna Verdi');
    expect(email!.attachments[0]!.filename).toBe('appointment.ics');
  });

  it('is sent at once for a visit booked inside the notice, and never for a temporary name', async () => {
    const clinic = await clinicWithPatient();
    const soon = await book(clinic, hoursFromNow(3));
    expect(await emailsTo(clinic.patient.email!)).toHaveLength(1);
    expect(await reminderSentAt(clinic, soon.id)).not.toBeNull();

    const walkIn = await book(clinic, hoursFromNow(6), { patientId: null, temporaryName: 'Sig. Bianchi' });
    expect(await reminderJobs(walkIn.id)).toEqual([]);
  });

  it('follows the organization: hours before, turned off', async () => {
    const clinic = await clinicWithPatient();
    await putSettings(clinic, { hoursBefore: 2 });
    const startsAt = hoursFromNow(40);
    const twoHours = await book(clinic, startsAt);
    expect((await reminderJobs(twoHours.id))[0]!.runAt.getTime()).toBe(startsAt.getTime() - 2 * HOUR);

    await putSettings(clinic, { enabled: false });
    const off = await book(clinic, hoursFromNow(60));
    expect(await reminderJobs(off.id)).toEqual([]);

    // Turned off after booking: the planned reminder gives up.
    await putSettings(clinic, { enabled: true });
    const plannedThenOff = await book(clinic, hoursFromNow(80));
    await putSettings(clinic, { enabled: false });
    await makeDue(plannedThenOff.id);
    expect(await emailsTo(clinic.patient.email!)).toEqual([]);
    expect(await reminderSentAt(clinic, plannedThenOff.id)).toBeNull();
  });

  it('refuses a notice outside 1–168 hours', async () => {
    const clinic = await clinicWithPatient();
    await putSettings(clinic, { hoursBefore: 0 }, 400);
    await putSettings(clinic, { hoursBefore: 169 }, 400);
    await putSettings(clinic, { hoursBefore: 1.5 }, 400);
  });

  it('follows a visit moved to another day: the job of the old time sends nothing, the new one reminds of the new time', async () => {
    const clinic = await clinicWithPatient();
    const startsAt = hoursFromNow(48);
    const later = new Date(startsAt.getTime() + 72 * HOUR);
    const slot = await callAs<{ id: string }>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/slots',
      {
        doctorId: clinic.doctor.id,
        startsAt: later.toISOString(),
        endsAt: new Date(later.getTime() + 2 * HOUR).toISOString(),
      },
      201,
    );
    const appointment = await book(clinic, startsAt);
    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${appointment.id}/move`, {
      startsAt: later.toISOString(),
      doctorId: clinic.doctor.id,
      slotId: slot.id,
    });
    const [old, fresh] = await reminderJobs(appointment.id);
    expect(fresh!.runAt.getTime()).toBe(later.getTime() - 24 * HOUR);

    // The old time's reminder comes due first: the visit is no longer then, so nothing goes.
    await t.ctx.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, old!.id));
    expect(await emailsTo(clinic.patient.email!)).toEqual([]);
    expect(await reminderSentAt(clinic, appointment.id)).toBeNull();

    await makeDue(appointment.id);
    const [email, ...others] = await emailsTo(clinic.patient.email!);
    expect(others).toEqual([]);
    const day = later.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome', day: 'numeric', month: 'long' });
    expect(email!.subject).toContain(day);
  });
});

describe('a minor without an email of their own', () => {
  it("writes the reminder and the cancellation to the guardian, in 'Lei', naming the child", async () => {
    patientCount += 1;
    const guardianEmail = `rosa-${patientCount}-${Date.now()}@example.it`;
    const clinic = await calendarClinic(t, {
      birthDate: CHILD_BIRTH_DATE,
      email: '',
      mobile: '',
      city: '',
      address: '',
      guardians: [
        {
          relationship: 'parent',
          firstName: 'Rosa',
          lastName: 'Neri',
          phone: '+393331112222',
          email: guardianEmail,
        },
      ],
    });
    expect(clinic.patient).toMatchObject({ isMinor: true, email: null, mobile: null });
    const child = `${clinic.patient.firstName} ${clinic.patient.lastName}`;
    const appointment = await book(clinic, hoursFromNow(30));
    await makeDue(appointment.id);
    const [reminder, ...others] = await emailsTo(guardianEmail);
    expect(others).toEqual([]);
    expect(reminder!.subject).toMatch(/^Promemoria: appuntamento /);
    expect(reminder!.text).toContain(`Gentile Rosa Neri,\n\nle ricordiamo l'appuntamento di ${child}:`);
    expect(reminder!.text).not.toContain('il suo appuntamento');

    await callAs(t, clinic.owner, 'POST', `/api/v1/appointments/${appointment.id}/cancel`, {
      notifyPatient: true,
    });
    const [, cancelled] = await emailsTo(guardianEmail);
    expect(cancelled!.text).toContain(
      `Gentile Rosa Neri,\n\nla informiamo che l'appuntamento di ${child} del `,
    );
  });
});
