import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarWindow, OpeningHours, OpeningHoursReport, OpeningRange } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { tabletBearer } from '../../../test/tablets';
import { send } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const weekdays: OpeningRange[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: '09:00', end: '13:00' },
  { weekday, start: '14:00', end: '18:00' },
]);
const apply = (doctorId: string) => `/api/v1/doctors/${doctorId}/opening-hours/apply`;

describe('weekly opening hours', () => {
  it('previews, then creates four weeks of slots in one go, skipping 8 December and times already taken', async () => {
    const clinic = await calendarClinic(t);
    const { owner, doctor } = clinic;
    // Already there: Wednesday 2 December 10:00–12:00.
    await callAs(
      t,
      owner,
      'POST',
      '/api/v1/slots',
      {
        doctorId: doctor.id,
        startsAt: '2026-12-02T09:00:00Z',
        endsAt: '2026-12-02T11:00:00Z',
      },
      201,
    );
    const body = { ranges: weekdays, from: '2026-11-30', weeks: 4 };

    const preview = await callAs<OpeningHoursReport>(t, owner, 'POST', apply(doctor.id), {
      ...body,
      dryRun: true,
    });
    expect(preview).toMatchObject({ dryRun: true, from: '2026-11-30', until: '2026-12-27', created: 35 });
    const window = '/api/v1/calendar?from=2026-11-30T00:00:00Z&to=2026-12-28T00:00:00Z';
    expect((await callAs<CalendarWindow>(t, owner, 'GET', window)).slots).toHaveLength(1);

    const report = await callAs<OpeningHoursReport>(t, owner, 'POST', apply(doctor.id), body, 201);
    expect(report).toEqual({ ...preview, dryRun: false });
    expect(report.skipped).toEqual([
      { date: '2026-12-02', start: '09:00', end: '13:00', reason: 'overlap' },
      { date: '2026-12-08', start: '09:00', end: '13:00', reason: 'holiday', holiday: 'immaculate' },
      { date: '2026-12-08', start: '14:00', end: '18:00', reason: 'holiday', holiday: 'immaculate' },
      { date: '2026-12-25', start: '09:00', end: '13:00', reason: 'holiday', holiday: 'christmas' },
      { date: '2026-12-25', start: '14:00', end: '18:00', reason: 'holiday', holiday: 'christmas' },
    ]);
    const slots = (await callAs<CalendarWindow>(t, owner, 'GET', window)).slots;
    expect(slots).toHaveLength(36);
    expect(slots.filter((s) => s.startsAt.startsWith('2026-12-08'))).toEqual([]);
    expect(slots[0]).toMatchObject({
      doctorId: doctor.id,
      startsAt: '2026-11-30T08:00:00.000Z',
      status: 'available',
    });

    // Applied again, everything meets what it made: nothing new, each range reported.
    const again = await callAs<OpeningHoursReport>(t, owner, 'POST', apply(doctor.id), body, 201);
    expect(again.created).toBe(0);
    expect(again.skipped.filter((s) => s.reason === 'overlap')).toHaveLength(36);

    // The template is kept for next time, by weekday and time.
    const saved = await callAs<OpeningHours>(t, owner, 'GET', `/api/v1/doctors/${doctor.id}/opening-hours`);
    expect(saved.ranges).toEqual(weekdays);
    expect(saved.updatedAt).not.toBeNull();
  });

  it('applies up to a day, skips what has already begun, and has no template before the first time', async () => {
    const { owner, doctor } = await calendarClinic(t);
    const empty = await callAs<OpeningHours>(t, owner, 'GET', `/api/v1/doctors/${doctor.id}/opening-hours`);
    expect(empty).toEqual({
      doctorId: doctor.id,
      ranges: [],
      standing: false,
      standingFrom: null,
      generatedUntil: null,
      exceptions: [],
      updatedAt: null,
    });
    const report = await callAs<OpeningHoursReport>(
      t,
      owner,
      'POST',
      apply(doctor.id),
      { ranges: [{ weekday: 6, start: '08:00', end: '12:00' }], from: '2020-01-01', until: '2020-01-31' },
      201,
    );
    expect(report.created).toBe(0);
    expect(report.skipped).toHaveLength(4); // Saturdays of January 2020, all past
    expect(new Set(report.skipped.map((s) => s.reason))).toEqual(new Set(['past']));
  });

  it('refuses a template that makes no sense, with a message per field', async () => {
    const { owner, doctor } = await calendarClinic(t);
    const bad = async (body: unknown) =>
      (
        await callAs<{ code: string; errors: { path: string; message: string }[] }>(
          t,
          owner,
          'POST',
          apply(doctor.id),
          body,
          400,
        )
      ).errors;
    expect(
      await bad({
        ranges: [
          { weekday: 1, start: '09:00', end: '13:00' },
          { weekday: 1, start: '12:00', end: '15:00' },
        ],
        from: '2026-11-30',
        weeks: 1,
      }),
    ).toEqual([
      expect.objectContaining({
        path: 'ranges.1.start',
        message: 'This range overlaps another one of the same day',
      }),
    ]);
    expect(
      await bad({ ranges: [{ weekday: 1, start: '13:00', end: '09:00' }], from: '2026-11-30', weeks: 1 }),
    ).toEqual([expect.objectContaining({ path: 'ranges.0.end', message: 'Invalid time' })]);
    expect(
      await bad({ ranges: [{ weekday: 8, start: '25:00', end: '26:00' }], from: '2026-11-30', weeks: 1 }),
    ).toHaveLength(3);
    expect(await bad({ ranges: weekdays, from: '2026-11-30', weeks: 0 })).toEqual([
      expect.objectContaining({ path: 'weeks', message: 'Please enter a positive number of weeks' }),
    ]);
    expect(await bad({ ranges: weekdays, from: '2026-11-30' })).toEqual([
      expect.objectContaining({ path: 'weeks' }),
    ]);
    expect(await bad({ ranges: weekdays, from: '2026-11-30', until: '2026-11-01' })).toEqual([
      expect.objectContaining({ path: 'until', message: 'Invalid date' }),
    ]);
    expect(await bad({ ranges: weekdays, from: '2026-11-30', until: '2028-01-01' })).toEqual([
      expect.objectContaining({ path: 'until' }),
    ]);
    expect(await bad({ ranges: [], from: '2026-11-30', weeks: 1 })).toEqual([
      expect.objectContaining({ path: 'ranges', message: 'This field is required' }),
    ]);
  });

  it("answers 404 for another organization's doctor, lets a secretary apply, and keeps a tablet out", async () => {
    const { owner, doctor } = await calendarClinic(t);
    const body = { ranges: weekdays, from: '2026-11-30', weeks: 1 };
    const stranger = await clinicOwner(t, 'Altro Studio');
    await callAs(t, stranger, 'POST', apply(doctor.id), body, 404);
    await callAs(t, stranger, 'GET', `/api/v1/doctors/${doctor.id}/opening-hours`, undefined, 404);
    await callAs(t, owner, 'POST', apply('5b8e9a52-6f0e-4a59-9d7e-3f1c2a7b9c10'), body, 404);

    const secretary = await colleague(t, owner.organizationId, 'secretary');
    expect(
      (await callAs<OpeningHoursReport>(t, secretary, 'POST', apply(doctor.id), body, 201)).created,
    ).toBe(10);

    const token = await tabletBearer(t, owner);
    const refused = await send(t, 'POST', apply(doctor.id), body, { authorization: `Bearer ${token}` });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'TABLET_ONLY' });
  });
});
