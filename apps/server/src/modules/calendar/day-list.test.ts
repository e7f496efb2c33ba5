import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentPage } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookVisit, calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner } from '../../../test/clinic';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a day's appointments without the cancelled ones (the dashboard's 'today')", () => {
  it('leaves a cancelled visit out of the list and the count with cancelled=false, only it with true', async () => {
    const clinic = await calendarClinic(t);
    const kept = await bookVisit(t, clinic, new Date('2026-12-07T09:00:00Z'));
    const cancelled = await bookVisit(t, clinic, new Date('2026-12-07T10:00:00Z'));
    await callAs(t, clinic.owner, 'PUT', `/api/v1/appointments/${cancelled.id}/status`, {
      status: 'cancelled',
    });
    const list = (query: string) =>
      callAs<AppointmentPage>(t, clinic.owner, 'GET', `/api/v1/appointments?day=2026-12-07${query}`);

    expect((await list('')).total).toBe(2);
    const live = await list('&cancelled=false');
    expect(live).toMatchObject({ total: 1, items: [{ id: kept.id, status: 'scheduled' }] });
    expect((await list('&cancelled=true')).items.map((a) => a.id)).toEqual([cancelled.id]);

    const bad = await callAs<{ errors: { path: string }[] }>(
      t,
      clinic.owner,
      'GET',
      '/api/v1/appointments?day=2026-12-07&cancelled=maybe',
      undefined,
      400,
    );
    expect(bad.errors).toEqual([expect.objectContaining({ path: 'cancelled' })]);
    // Another organization sees none of them.
    const stranger = await clinicOwner(t, 'Altro Studio');
    expect(
      (
        await callAs<AppointmentPage>(
          t,
          stranger,
          'GET',
          '/api/v1/appointments?day=2026-12-07&cancelled=false',
        )
      ).total,
    ).toBe(0);
  });
});
