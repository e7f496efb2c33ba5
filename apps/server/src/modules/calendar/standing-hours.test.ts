import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  CalendarWindow,
  OpeningException,
  OpeningHours,
  OpeningHoursReport,
  OpeningRange,
  Slot,
} from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner } from '../../../test/clinic';
import { send } from '../../../test/http';
import { tabletBearer } from '../../../test/tablets';
import { jobs } from '../../db/schema';
import { extendStandingHours, planStandingHours, standingHoursJob } from './standing-hours-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  t.ctx.clock = () => new Date();
});
afterAll(() => t.close());

/** Monday 11 January 2027, 07:00 in Rome: the clock the tests start from. */
const MONDAY = new Date('2027-01-11T06:00:00Z');
const DAY_MS = 86_400_000;
const setClock = (at: Date) => {
  t.ctx.clock = () => at;
};

/** Monday to Friday, 09:00–13:00. */
const mornings: OpeningRange[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  start: '09:00',
  end: '13:00',
}));
const hours = (doctorId: string) => `/api/v1/doctors/${doctorId}/opening-hours`;
type Clinic = Awaited<ReturnType<typeof calendarClinic>>;

/** The doctor's slots whose day (UTC, the same as Rome's for morning hours) is in [from, to]. */
async function slotsBetween(clinic: Clinic, from: string, to: string): Promise<Slot[]> {
  const window = `/api/v1/calendar?from=${from}T00:00:00Z&to=${to}T23:59:59Z&doctorId=${clinic.doctor.id}`;
  return (await callAs<CalendarWindow>(t, clinic.owner, 'GET', window)).slots;
}

async function standingClinic(horizonWeeks = 12) {
  const clinic = await calendarClinic(t);
  await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', {
    calendar: { bookingHorizonWeeks: horizonWeeks },
  });
  setClock(MONDAY);
  const report = await callAs<OpeningHoursReport>(
    t,
    clinic.owner,
    'POST',
    `${hours(clinic.doctor.id)}/apply`,
    { ranges: mornings, from: '2027-01-11', standing: true },
    201,
  );
  return { ...clinic, report };
}

describe('standing weekly hours', () => {
  it('makes availabilities through the booking horizon at once, and stands', async () => {
    const clinic = await standingClinic(4);
    // Four weeks from Monday 11 January: through Monday 8 February, today's 09:00 still ahead.
    expect(clinic.report).toMatchObject({
      standing: true,
      from: '2027-01-11',
      until: '2027-02-08',
      created: 21,
    });
    const saved = await callAs<OpeningHours>(t, clinic.owner, 'GET', hours(clinic.doctor.id));
    expect(saved).toMatchObject({
      standing: true,
      standingFrom: '2027-01-11',
      generatedUntil: '2027-02-08',
      exceptions: [],
    });
    expect(await slotsBetween(clinic, '2027-02-09', '2027-03-31')).toEqual([]);
  });

  it('the daily job, with the clock a week on, makes the week that came into the horizon, once even if run twice', async () => {
    const clinic = await standingClinic(4);
    const week = () => slotsBetween(clinic, '2027-02-09', '2027-02-15');
    expect(await week()).toEqual([]);

    setClock(new Date(MONDAY.getTime() + 7 * DAY_MS));
    await planStandingHours(t.ctx, new Date());
    await t.ctx.jobs.runDue();
    const made = await week();
    // Tuesday 9 to Monday 15 February: five mornings.
    expect(made.map((slot) => slot.startsAt)).toEqual([
      '2027-02-09T08:00:00.000Z',
      '2027-02-10T08:00:00.000Z',
      '2027-02-11T08:00:00.000Z',
      '2027-02-12T08:00:00.000Z',
      '2027-02-15T08:00:00.000Z',
    ]);
    // The run planned the next one, for tomorrow at 01:00 in Rome.
    const [next] = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, standingHoursJob.queue), eq(jobs.status, 'pending')));
    expect(next!.runAt.toISOString()).toBe('2027-01-19T00:00:00.000Z');

    // Two servers running it at once, and again: nothing made twice.
    await Promise.all([extendStandingHours(t.ctx), extendStandingHours(t.ctx)]);
    await extendStandingHours(t.ctx);
    expect(await week()).toHaveLength(5);
    expect((await callAs<OpeningHours>(t, clinic.owner, 'GET', hours(clinic.doctor.id))).generatedUntil).toBe(
      '2027-02-15',
    );
  });

  it('skips a day of leave and makes a changed day, before and after its availabilities exist; removing it restores the day', async () => {
    const clinic = await standingClinic(4);
    const day = (date: string) => slotsBetween(clinic, date, date);
    const exception = (date: string) => `${hours(clinic.doctor.id)}/exceptions/${date}`;

    // Within the horizon: Wednesday 20 January's morning is replaced by the afternoon.
    const changed = await callAs<OpeningException>(t, clinic.owner, 'PUT', exception('2027-01-20'), {
      ranges: [{ start: '14:00', end: '17:00' }],
      note: 'Congresso al mattino',
    });
    expect(changed).toEqual({
      date: '2027-01-20',
      ranges: [{ start: '14:00', end: '17:00' }],
      note: 'Congresso al mattino',
    });
    expect((await day('2027-01-20')).map((slot) => slot.startsAt)).toEqual(['2027-01-20T13:00:00.000Z']);
    // Beyond it: leave on Wednesday 10 February, made by the job once the clock gets there.
    await callAs(t, clinic.owner, 'PUT', exception('2027-02-10'), { ranges: [] });
    setClock(new Date(MONDAY.getTime() + 7 * DAY_MS));
    await extendStandingHours(t.ctx);
    expect(await day('2027-02-10')).toEqual([]);
    expect(await day('2027-02-11')).toHaveLength(1);

    const listed = await callAs<OpeningHours>(t, clinic.owner, 'GET', hours(clinic.doctor.id));
    expect(listed.exceptions.map((e) => e.date)).toEqual(['2027-01-20', '2027-02-10']);

    await callAs(t, clinic.owner, 'DELETE', exception('2027-02-10'), undefined, 204);
    expect((await day('2027-02-10')).map((slot) => slot.startsAt)).toEqual(['2027-02-10T08:00:00.000Z']);
    await callAs(t, clinic.owner, 'DELETE', exception('2027-02-10'), undefined, 404);
  });

  it('keeps a day with a booked visit until its visits are moved (409 IN_USE)', async () => {
    const clinic = await standingClinic(4);
    const [slot] = await slotsBetween(clinic, '2027-01-13', '2027-01-13');
    await callAs(
      t,
      clinic.owner,
      'POST',
      '/api/v1/appointments',
      {
        slotId: slot!.id,
        doctorId: clinic.doctor.id,
        patientId: clinic.patient.id,
        startsAt: '2027-01-13T08:00:00Z',
        endsAt: '2027-01-13T08:30:00Z',
      },
      201,
    );
    const refused = await callAs<{ code: string; appointments: number }>(
      t,
      clinic.owner,
      'PUT',
      `${hours(clinic.doctor.id)}/exceptions/2027-01-13`,
      { ranges: [] },
      409,
    );
    expect(refused).toMatchObject({ code: 'IN_USE', appointments: 1 });
    expect(await slotsBetween(clinic, '2027-01-13', '2027-01-13')).toHaveLength(1);
  });

  it('stops standing hours: the job makes no more, those made stay', async () => {
    const clinic = await standingClinic(2);
    await callAs(t, clinic.owner, 'DELETE', `${hours(clinic.doctor.id)}/standing`, undefined, 204);
    await callAs(t, clinic.owner, 'DELETE', `${hours(clinic.doctor.id)}/standing`, undefined, 404);
    setClock(new Date(MONDAY.getTime() + 7 * DAY_MS));
    await extendStandingHours(t.ctx);
    expect(await slotsBetween(clinic, '2027-01-26', '2027-02-28')).toEqual([]);
    expect((await slotsBetween(clinic, '2027-01-11', '2027-01-25')).length).toBeGreaterThan(0);
    expect((await callAs<OpeningHours>(t, clinic.owner, 'GET', hours(clinic.doctor.id))).standing).toBe(
      false,
    );
  });

  it('refuses bad input, another organization (404) and a tablet (403)', async () => {
    const clinic = await standingClinic(2);
    const exception = `${hours(clinic.doctor.id)}/exceptions/2027-01-20`;
    setClock(MONDAY);
    await callAs(t, clinic.owner, 'PUT', exception, { ranges: [{ start: '14:00', end: '13:00' }] }, 400);
    await callAs(
      t,
      clinic.owner,
      'PUT',
      exception,
      {
        ranges: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
      },
      400,
    );
    await callAs(
      t,
      clinic.owner,
      'PUT',
      `${hours(clinic.doctor.id)}/exceptions/20-01-2027`,
      { ranges: [] },
      400,
    );
    // A day already past.
    await callAs(
      t,
      clinic.owner,
      'PUT',
      `${hours(clinic.doctor.id)}/exceptions/2027-01-08`,
      { ranges: [] },
      400,
    );
    // Standing and a number of weeks at once.
    await callAs(
      t,
      clinic.owner,
      'POST',
      `${hours(clinic.doctor.id)}/apply`,
      { ranges: mornings, from: '2027-01-11', standing: true, weeks: 2 },
      400,
    );
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', { calendar: { bookingHorizonWeeks: 53 } }, 400);

    const stranger = await clinicOwner(t, 'Altro Studio');
    await callAs(t, stranger, 'PUT', exception, { ranges: [] }, 404);
    await callAs(t, stranger, 'DELETE', `${hours(clinic.doctor.id)}/standing`, undefined, 404);
    await callAs(t, stranger, 'GET', hours(clinic.doctor.id), undefined, 404);

    const token = await tabletBearer(t, clinic.owner);
    for (const [method, path, body] of [
      ['PUT', exception, { ranges: [] }],
      ['DELETE', exception, undefined],
      ['DELETE', `${hours(clinic.doctor.id)}/standing`, undefined],
    ] as const) {
      const res = await send(t, method, path, body, { authorization: `Bearer ${token}` });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
