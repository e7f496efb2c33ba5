import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner } from '../../../test/clinic';
import { signedInUser } from '../../../test/auth';
import { addMember } from '../../../test/factories';
import { send } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const clinic = () => clinicOwner(t, 'Studio Tablet');

const newLogin = () => `sala-${randomUUID().slice(0, 8)}`;

async function tabletOf(owner: { cookie: string }, login = newLogin()) {
  const res = await send(
    t,
    'POST',
    '/api/v1/tablets',
    { name: 'Tablet sala attesa', login, password: 'firma-qui-2026' },
    { cookie: owner.cookie },
  );
  expect(res.status).toBe(201);
  return { ...((await res.json()) as { id: string; login: string }), login };
}

/** Over a socket, as a real tablet connects (the client address comes from it). */
const tabletLogin = (username: string, password: string, locale = 'it') =>
  send(
    t,
    'POST',
    '/api/v1/tablet/login',
    { username, password },
    { cookie: `user-locale=${locale}` },
    {
      incoming: { socket: { remoteAddress: `10.1.1.${Math.floor(Math.random() * 250) + 1}` } },
    },
  );

describe('tablet device accounts', () => {
  it('creates a tablet that signs in with its login, shows its organization and last activity', async () => {
    const owner = await clinic();
    const tablet = await tabletOf(owner);
    const login = await tabletLogin(tablet.login.toUpperCase(), 'firma-qui-2026');
    expect(login.status).toBe(200);
    const body = (await login.json()) as { token: string };
    expect(body).toMatchObject({
      tablet: { id: tablet.id, name: 'Tablet sala attesa' },
      organization: { id: owner.organizationId, calendar: { hoursFormat: '24h', dateFormat: 'DD/MM/YYYY' } },
    });

    // The tablet writes times as the clinic does: it reads the settings with its session.
    const settings = await send(
      t,
      'PUT',
      '/api/v1/settings',
      { calendar: { hoursFormat: '12h' } },
      {
        cookie: owner.cookie,
      },
    );
    expect(settings.status).toBe(200);
    const me = await send(t, 'GET', '/api/v1/tablet/me', undefined, {
      authorization: `Bearer ${body.token}`,
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ organization: { calendar: { hoursFormat: '12h' } } });
    const list = (await (
      await send(t, 'GET', '/api/v1/tablets', undefined, { cookie: owner.cookie })
    ).json()) as {
      lastActiveAt: string | null;
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]!.lastActiveAt).not.toBeNull();
  });

  it('keeps a tablet account out of everything but the tablet API', async () => {
    const owner = await clinic();
    const tablet = await tabletOf(owner);
    const { token } = (await (await tabletLogin(tablet.login, 'firma-qui-2026')).json()) as { token: string };
    const res = await send(t, 'GET', '/api/v1/me', undefined, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'TABLET_ONLY' });
  });

  it("tells a person's account it is not a tablet, and does not tell apart wrong passwords", async () => {
    const person = await signedInUser(t);
    const refused = await tabletLogin(person.email, 'correct horse battery', 'en');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'TABLET_NOT_AUTHORIZED',
      detail: 'This user is not authorized as a tablet device',
    });
    // The same answer with a wrong password, and for an address without an account: no oracle.
    for (const [username, password] of [
      [person.email, 'not the password'],
      [`nessuno-${randomUUID().slice(0, 8)}@example.it`, 'correct horse battery'],
    ] as const) {
      const wrongPerson = await tabletLogin(username, password, 'en');
      expect(wrongPerson.status).toBe(403);
      expect(await wrongPerson.json()).toMatchObject({ code: 'TABLET_NOT_AUTHORIZED' });
    }
    const owner = await clinic();
    const tablet = await tabletOf(owner);
    const wrongTablet = await tabletLogin(tablet.login, 'not the password');
    expect(wrongTablet.status).toBe(401);
    expect(await wrongTablet.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const personOnTabletApi = await send(t, 'GET', '/api/v1/tablet/me', undefined, { cookie: person.cookie });
    expect(personOnTabletApi.status).toBe(403);
  });

  it("asks for both username and password ('Please enter both username and password')", async () => {
    const res = await tabletLogin('', '', 'en');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors.map((e) => e.message)).toEqual([
      'Please enter both username and password',
      'Please enter both username and password',
    ]);
  });

  it('refuses a login already taken', async () => {
    const owner = await clinic();
    const tablet = await tabletOf(owner);
    const other = await clinic();
    const res = await send(
      t,
      'POST',
      '/api/v1/tablets',
      { name: 'Altro', login: tablet.login, password: 'firma-qui-2026' },
      { cookie: other.cookie },
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'LOGIN_TAKEN' });
  });

  it("answers 409 for a login a person's account holds, and for the same login three times at once", async () => {
    const owner = await clinic();
    const login = newLogin();
    await t.ctx.auth.api.signUpEmail({
      body: { email: `${login}@tablet.studiolo.invalid`, password: 'una password lunga', name: 'Furbo' },
    });
    const taken = await send(
      t,
      'POST',
      '/api/v1/tablets',
      { name: 'Tablet', login, password: 'firma-qui-2026' },
      { cookie: `${owner.cookie}; user-locale=en` },
    );
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      code: 'LOGIN_TAKEN',
      detail: 'This login name is already in use. Please choose another.',
    });

    const same = newLogin();
    const attempts = await Promise.all(
      [1, 2, 3].map(() =>
        send(
          t,
          'POST',
          '/api/v1/tablets',
          { name: 'Tablet', login: same, password: 'firma-qui-2026' },
          {
            cookie: owner.cookie,
          },
        ),
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const list = (await (
      await send(t, 'GET', '/api/v1/tablets', undefined, { cookie: owner.cookie })
    ).json()) as { login: string }[];
    expect(list.filter((tablet) => tablet.login === same)).toHaveLength(1);
  });

  it('limits sign-in guesses per login, shared with the person sign-in, and per IP', async () => {
    const owner = await clinic();
    const tablet = await tabletOf(owner);
    for (let i = 0; i < 10; i++) expect((await tabletLogin(tablet.login, `sbagliata-${i}`)).status).toBe(401);
    const locked = await tabletLogin(tablet.login, 'firma-qui-2026');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'RATE_LIMITED' });

    // A person's address: tablet tries count toward the lock of their own sign-in.
    const person = await signedInUser(t); // its sign-in was one try
    for (let i = 0; i < 9; i++) await tabletLogin(person.email, `sbagliata-${i}`);
    const own = await send(t, 'POST', '/api/auth/sign-in/email', {
      email: person.email,
      password: 'correct horse battery',
    });
    expect(own.status).toBe(429);

    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await send(
        t,
        'POST',
        '/api/v1/tablet/login',
        { username: `sala-${i}-${randomUUID().slice(0, 6)}`, password: 'indovino' },
        { 'x-studiolo-client-ip': '192.0.2.44' },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  }, 60_000);

  it('resets the password with a confirmation and signs the tablet out', async () => {
    const owner = await clinic();
    const tablet = await tabletOf(owner);
    const { token } = (await (await tabletLogin(tablet.login, 'firma-qui-2026')).json()) as { token: string };
    const mismatch = await send(
      t,
      'POST',
      `/api/v1/tablets/${tablet.id}/password`,
      { password: 'nuova-password-1', confirmPassword: 'diversa' },
      { cookie: owner.cookie },
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      errors: [{ path: 'confirmPassword', message: 'Le password non coincidono' }],
    });

    const reset = await send(
      t,
      'POST',
      `/api/v1/tablets/${tablet.id}/password`,
      { password: 'nuova-password-1', confirmPassword: 'nuova-password-1' },
      { cookie: owner.cookie },
    );
    expect(reset.status).toBe(204);
    expect(
      (await send(t, 'GET', '/api/v1/tablet/me', undefined, { authorization: `Bearer ${token}` })).status,
    ).toBe(401);
    expect((await tabletLogin(tablet.login, 'firma-qui-2026')).status).toBe(401);
    expect((await tabletLogin(tablet.login, 'nuova-password-1')).status).toBe(200);
  });

  it('deletes a tablet and its account', async () => {
    const owner = await clinic();
    const tablet = await tabletOf(owner);
    expect(
      (await send(t, 'DELETE', `/api/v1/tablets/${tablet.id}`, undefined, { cookie: owner.cookie })).status,
    ).toBe(204);
    expect((await tabletLogin(tablet.login, 'firma-qui-2026')).status).toBe(401);
    expect(
      await (await send(t, 'GET', '/api/v1/tablets', undefined, { cookie: owner.cookie })).json(),
    ).toEqual([]);
  });

  it('lets only owners and admins manage tablets, and only in their organization', async () => {
    const owner = await clinic();
    const tablet = await tabletOf(owner);
    const doctor = await signedInUser(t);
    await addMember(t.ctx.database.db, owner.organizationId, doctor.userId, 'doctor');
    const asDoctor = `${doctor.cookie}; currentOrganizationId=${owner.organizationId}`;
    expect((await send(t, 'GET', '/api/v1/tablets', undefined, { cookie: asDoctor })).status).toBe(200);
    expect(
      (await send(t, 'DELETE', `/api/v1/tablets/${tablet.id}`, undefined, { cookie: asDoctor })).status,
    ).toBe(403);
    const stranger = await clinic();
    expect(
      (await send(t, 'DELETE', `/api/v1/tablets/${tablet.id}`, undefined, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);
  });
});
