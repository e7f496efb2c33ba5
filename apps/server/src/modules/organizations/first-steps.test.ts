import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_STEPS, type FirstSteps } from '@studiolo/contracts';
import { callAs, choosingOrganization, clinicForTests, clinicOwner, colleague } from '../../../test/clinic';

const clinic = clinicForTests();
const PATH = '/api/v1/organization/first-steps';

/** The steps done, in order. */
const done = (answer: FirstSteps) => answer.steps.filter((s) => s.done).map((s) => s.step);

describe('GET /api/v1/organization/first-steps', () => {
  it("ticks each of a new clinic's steps as it is done, in the dashboard's order", async () => {
    const { t } = clinic;
    const owner = await clinicOwner(t, 'Studio Nuovo');
    const first = await callAs<FirstSteps>(t, owner, 'GET', PATH);
    expect(first.steps).toEqual([
      { step: 'doctors', done: false },
      { step: 'services', done: false },
      { step: 'hours', done: false },
      { step: 'team', done: false },
      { step: 'tablet', done: false },
    ]);

    const doctor = await callAs<{ id: string }>(
      t,
      owner,
      'POST',
      '/api/v1/doctors',
      { firstName: 'Anna', lastName: 'Verdi', color: '#2563eb' },
      201,
    );
    await callAs(
      t,
      owner,
      'POST',
      '/api/v1/services',
      { name: 'Visita', durationMinutes: 30, priceCents: 8000 },
      201,
    );
    expect(done(await callAs<FirstSteps>(t, owner, 'GET', PATH))).toEqual(['doctors', 'services']);

    await callAs(
      t,
      owner,
      'POST',
      '/api/v1/slots',
      {
        doctorId: doctor.id,
        startsAt: '2027-12-09T08:00:00Z',
        endsAt: '2027-12-09T12:00:00Z',
        restTimes: [],
      },
      201,
    );
    // An invitation still open is a colleague on the way.
    await callAs(
      t,
      owner,
      'POST',
      '/api/v1/team/invitations',
      { firstName: 'Giulia', lastName: 'Bianchi', email: 'giulia@example.com', role: 'secretary' },
      201,
    );
    expect(done(await callAs<FirstSteps>(t, owner, 'GET', PATH))).toEqual(FIRST_STEPS.slice(0, 4));

    await callAs(
      t,
      owner,
      'POST',
      '/api/v1/tablets',
      { name: 'Sala attesa', login: `sala-${randomBytes(3).toString('hex')}`, password: 'firma-qui-2026' },
      201,
    );
    expect(done(await callAs<FirstSteps>(t, owner, 'GET', PATH))).toEqual([...FIRST_STEPS]);
  });

  it('counts a second member as the team, and an admin sees the steps too', async () => {
    const { t } = clinic;
    const owner = await clinicOwner(t, 'Studio Squadra');
    const admin = await colleague(t, owner.organizationId, 'admin');
    expect(done(await callAs<FirstSteps>(t, admin, 'GET', PATH))).toEqual(['team']);
  });

  it("never counts another organization's doctors, and answers 404 to a stranger choosing this one", async () => {
    const { t, owner } = clinic;
    await callAs(
      t,
      owner,
      'POST',
      '/api/v1/doctors',
      { firstName: 'Bruno', lastName: 'Neri', color: '#16a34a' },
      201,
    );
    const stranger = await clinicOwner(t, 'Altro Studio');
    expect(done(await callAs<FirstSteps>(t, stranger, 'GET', PATH))).toEqual([]);
    await callAs(t, choosingOrganization(stranger, owner.organizationId), 'GET', PATH, undefined, 404);
  });

  it('refuses a secretary and a doctor (403), who cannot do the steps', async () => {
    const { t, owner } = clinic;
    for (const role of ['secretary', 'doctor'] as const) {
      const member = await colleague(t, owner.organizationId, role);
      const problem = await callAs<{ code: string }>(t, member, 'GET', PATH, undefined, 403);
      expect(problem.code).toBe('FORBIDDEN');
    }
  });
});
