import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import { addMember } from '../../../test/factories';
import { cookiesOf, send } from '../../../test/http';
import { sessions, users } from '../../db/schema';
import { authRepo } from '../auth/repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in owner of a fresh organization, with the cookies a browser would hold. */
async function ownerWithOrganization(name = 'Studio Dentistico Blu') {
  const user = await signedInUser(t);
  const res = await send(t, 'POST', '/api/v1/organizations', { name }, { cookie: user.cookie });
  expect(res.status).toBe(201);
  const organization = (await res.json()) as { id: string };
  return { ...user, organizationId: organization.id, cookie: `${user.cookie}; ${cookiesOf(res)}` };
}

/** A owns Studio A and is a secretary of B's Studio B. */
async function memberOfTwo() {
  const a = await ownerWithOrganization('Studio A');
  const b = await ownerWithOrganization('Studio B');
  await addMember(t.ctx.database.db, b.organizationId, a.userId, 'secretary');
  return { a, b };
}

const selectOrganization = (cookie: string, organizationId: string) =>
  send(t, 'POST', '/api/v1/organizations/select', { organizationId }, { cookie });

describe('POST /api/v1/organizations', () => {
  it('creates the organization with the user as owner, selects it, and returns it again on a second call', async () => {
    const owner = await ownerWithOrganization();
    expect(owner.cookie).toContain(`currentOrganizationId=${owner.organizationId}`);
    const again = await send(
      t,
      'POST',
      '/api/v1/organizations',
      { name: 'Un altro' },
      { cookie: owner.cookie },
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      id: owner.organizationId,
      name: 'Studio Dentistico Blu',
      role: 'owner',
    });

    const me = await send(t, 'GET', '/api/v1/me', undefined, { cookie: owner.cookie });
    expect(await me.json()).toMatchObject({
      organizations: [{ id: owner.organizationId, role: 'owner', applications: ['crm'] }],
      currentOrganizationId: owner.organizationId,
    });
  });

  it('needs a name and a signed-in user', async () => {
    const user = await signedInUser(t);
    const empty = await send(
      t,
      'POST',
      '/api/v1/organizations',
      { name: '   ' },
      { cookie: `${user.cookie}; user-locale=en` },
    );
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      errors: [{ path: 'name', message: 'This field is required' }],
    });
    for (const [locale, detail] of [
      ['en', 'User must be authenticated to create an organization'],
      ['it', "Per creare un'organizzazione devi aver effettuato l'accesso"],
    ]) {
      const anonymous = await send(
        t,
        'POST',
        '/api/v1/organizations',
        { name: 'X' },
        { cookie: `user-locale=${locale}` },
      );
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: 'ORGANIZATION_CREATE_UNAUTHENTICATED', detail });
    }
  });

  it('sets the organization cookie for 7 days, httpOnly and SameSite=Lax', async () => {
    const user = await signedInUser(t);
    const res = await send(t, 'POST', '/api/v1/organizations', { name: 'Studio' }, { cookie: user.cookie });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('currentOrganizationId='))!;
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

describe('POST /api/v1/organizations/select', () => {
  it('switches between my organizations and refuses one I do not belong to', async () => {
    const { a, b } = await memberOfTwo();

    const select = await selectOrganization(a.cookie, b.organizationId);
    expect(select.status).toBe(204);
    const cookie = `${a.cookie.replace(/currentOrganizationId=[^;]+/, '')}; ${cookiesOf(select)}`;
    const me = await send(t, 'GET', '/api/v1/me', undefined, { cookie });
    expect(await me.json()).toMatchObject({ currentOrganizationId: b.organizationId });

    const stranger = await ownerWithOrganization('Studio C');
    const refused = await selectOrganization(a.cookie, stranger.organizationId);
    expect(refused.status).toBe(404);
  });
});

describe('the selected organization lives as long as the session', () => {
  const sessionOnly = (cookie: string) => cookie.replace(/;?\s*currentOrganizationId=[^;]+/, '');

  it('keeps the one chosen when the session is renewed past the 7-day cookie', async () => {
    const { a, b } = await memberOfTwo();
    const select = await selectOrganization(a.cookie, b.organizationId);
    expect(select.status).toBe(204);
    // Eight days on: the session, used every day, renews itself; the cookie is gone.
    const nearlyOver = new Date(Date.now() + 60 * 60 * 1000);
    await t.ctx.database.db
      .update(sessions)
      .set({ expiresAt: nearlyOver })
      .where(eq(sessions.userId, a.userId));
    const profile = await send(t, 'GET', '/api/v1/organization', undefined, {
      cookie: sessionOnly(a.cookie),
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ id: b.organizationId, name: 'Studio B' });
    const [renewed] = await t.ctx.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, a.userId));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(nearlyOver.getTime());
    const me = await send(t, 'GET', '/api/v1/me', undefined, { cookie: sessionOnly(a.cookie) });
    expect(await me.json()).toMatchObject({ currentOrganizationId: b.organizationId });
  });

  it('never asks a user with one organization to choose it', async () => {
    const owner = await ownerWithOrganization('Studio Unico');
    const profile = await send(t, 'GET', '/api/v1/organization', undefined, {
      cookie: sessionOnly(owner.cookie),
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ id: owner.organizationId });
  });

  it('still asks a user with several organizations and no choice made', async () => {
    const { a } = await memberOfTwo();
    const fresh = await send(t, 'POST', '/api/auth/sign-in/email', {
      email: a.email,
      password: 'correct horse battery',
    });
    const res = await send(t, 'GET', '/api/v1/organization', undefined, { cookie: cookiesOf(fresh) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'ORGANIZATION_REQUIRED' });
  });
});

describe('GET and PUT /api/v1/organization', () => {
  const profile = {
    name: 'Poliambulatorio San Luca',
    legalName: 'San Luca S.r.l.',
    taxCode: 'rssmra85t10a562s',
    vatNumber: '01234567897',
    professionalEmail: 'Segreteria@SanLuca.it',
    street: 'Via Roma 1',
    city: 'Milano',
    postalCode: '20121',
    province: 'mi',
  };

  it('lets the owner edit the profile, normalised', async () => {
    const owner = await ownerWithOrganization();
    const res = await send(t, 'PUT', '/api/v1/organization', profile, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Poliambulatorio San Luca',
      taxCode: 'RSSMRA85T10A562S',
      professionalEmail: 'segreteria@sanluca.it',
      province: 'MI',
    });
    const read = await send(t, 'GET', '/api/v1/organization', undefined, { cookie: owner.cookie });
    expect(await read.json()).toMatchObject({ legalName: 'San Luca S.r.l.', postalCode: '20121' });
  });

  it('explains each invalid field in the user language', async () => {
    const owner = await ownerWithOrganization();
    const res = await send(
      t,
      'PUT',
      '/api/v1/organization',
      { ...profile, taxCode: 'ABC', vatNumber: '01234567890', postalCode: '201', professionalEmail: 'nope' },
      { cookie: owner.cookie },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(Object.fromEntries(body.errors.map((e) => [e.path, e.message]))).toMatchObject({
      taxCode: 'Inserisci un codice fiscale valido (16 caratteri, o 11 cifre per una società)',
      // 11 digits with a wrong check digit: a typo, said as such.
      vatNumber: 'Partita IVA non valida (controlla le cifre)',
      postalCode: 'Inserisci un CAP valido (5 cifre)',
      professionalEmail: 'Inserisci un indirizzo email valido',
    });
  });

  it('refuses a secretary (403) and another organization (404)', async () => {
    const owner = await ownerWithOrganization();
    const secretary = await signedInUser(t);
    await addMember(t.ctx.database.db, owner.organizationId, secretary.userId, 'secretary');
    const asSecretary = `${secretary.cookie}; currentOrganizationId=${owner.organizationId}`;
    expect((await send(t, 'GET', '/api/v1/organization', undefined, { cookie: asSecretary })).status).toBe(
      200,
    );
    const put = await send(t, 'PUT', '/api/v1/organization', profile, { cookie: asSecretary });
    expect(put.status).toBe(403);
    expect(await put.json()).toMatchObject({ code: 'FORBIDDEN' });

    const stranger = await ownerWithOrganization();
    const foreign = `${stranger.cookie.replace(/currentOrganizationId=[^;]+/, '')}; currentOrganizationId=${owner.organizationId}`;
    expect((await send(t, 'PUT', '/api/v1/organization', profile, { cookie: foreign })).status).toBe(404);
  });
});

describe('GET /api/v1/admin/organizations', () => {
  const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

  const admin = async () => {
    const user = await signedInUser(t, 'Ada Amministratrice');
    expect(await authRepo.setPlatformAdmin(t.ctx.database.db, [user.email], true)).toEqual([user.email]);
    return user;
  };

  it('lists every organization with its members to a platform administrator on the local machine', async () => {
    const owner = await ownerWithOrganization('Studio Admin Test');
    const { cookie } = await admin();
    const res = await send(
      t,
      'GET',
      '/api/v1/admin/organizations',
      undefined,
      { cookie },
      fromSocket('127.0.0.1'),
    );
    expect(res.status).toBe(200);
    const all = (await res.json()) as {
      id: string;
      members: { email: string; role: string }[];
      numberStatus: string;
    }[];
    expect(all.find((o) => o.id === owner.organizationId)).toMatchObject({
      members: [{ email: owner.email, role: 'owner' }],
      numberStatus: 'none',
    });
    expect(
      (await send(t, 'GET', '/api/v1/admin/organizations', undefined, { cookie }, fromSocket('::1'))).status,
    ).toBe(200);
  });

  it('asks anyone else on the machine to sign in as a platform administrator', async () => {
    const anonymous = await send(
      t,
      'GET',
      '/api/v1/admin/organizations',
      undefined,
      {},
      fromSocket('127.0.0.1'),
    );
    expect(anonymous.status).toBe(401);
    const owner = await ownerWithOrganization();
    const notAdmin = await send(
      t,
      'GET',
      '/api/v1/admin/organizations',
      undefined,
      { cookie: `${owner.cookie}; user-locale=en` },
      fromSocket('127.0.0.1'),
    );
    expect(notAdmin.status).toBe(403);
    expect(await notAdmin.json()).toMatchObject({
      code: 'PLATFORM_ADMIN_REQUIRED',
      detail: 'Only a platform administrator can open this page',
    });
    // …and the web offers them no link to it.
    const me = await send(t, 'GET', '/api/v1/me', undefined, { cookie: owner.cookie });
    expect(await me.json()).toMatchObject({ user: { platformAdmin: false } });
  });

  it('takes the administrators of ADMIN_EMAILS, and refuses them through a trusted proxy from elsewhere', async () => {
    const other = await createTestApp({ ADMIN_EMAILS: 'Ops@Studiolo.example', TRUSTED_PROXIES: '127.0.0.1' });
    try {
      const { user } = await other.ctx.auth.api.signUpEmail({
        body: { email: 'ops@studiolo.example', password: 'correct horse battery', name: 'Ops' },
      });
      await other.ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      const signIn = await send(other, 'POST', '/api/auth/sign-in/email', {
        email: 'ops@studiolo.example',
        password: 'correct horse battery',
      });
      const through = (forwardedFor?: string) =>
        send(
          other,
          'GET',
          '/api/v1/admin/organizations',
          undefined,
          { cookie: cookiesOf(signIn), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
          fromSocket('127.0.0.1'),
        );
      expect((await through()).status).toBe(200);
      const me = await send(other, 'GET', '/api/v1/me', undefined, { cookie: cookiesOf(signIn) });
      expect(await me.json()).toMatchObject({ user: { platformAdmin: true } });
      const remote = await through('203.0.113.9');
      expect(remote.status).toBe(403);
      expect(await remote.json()).toMatchObject({ code: 'ACCESS_DENIED' });
    } finally {
      await other.close();
    }
  }, 90_000);

  it("says 'Access Denied' to any other address, whatever its headers claim", async () => {
    const res = await send(
      t,
      'GET',
      '/api/v1/admin/organizations',
      undefined,
      { 'x-forwarded-for': '127.0.0.1', cookie: 'user-locale=en' },
      fromSocket('203.0.113.9'),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'ACCESS_DENIED', detail: 'Access Denied' });
    expect((await send(t, 'GET', '/api/v1/admin/organizations')).status).toBe(403);
  });
});
