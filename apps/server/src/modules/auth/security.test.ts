import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import { addMember } from '../../../test/factories';
import { cookiesOf, send } from '../../../test/http';
import { authenticatorCode, PASSWORD, userWithTwoFactor as withTwoFactor } from '../../../test/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userWithTwoFactor = () => withTwoFactor(t);

const passwordSignIn = (email: string) =>
  send(t, 'POST', '/api/auth/sign-in/email', { email, password: PASSWORD });

describe('two-factor authentication', () => {
  it('asks for the authenticator code after the password, then signs in', async () => {
    const user = await userWithTwoFactor();
    const first = await passwordSignIn(user.email);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(cookiesOf(first)).not.toMatch(/session_token=[^;\s]/); // no session yet

    const pending = cookiesOf(first);
    const wrong = await send(
      t,
      'POST',
      '/api/auth/two-factor/verify-totp',
      { code: '000000' },
      { cookie: pending },
    );
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const right = await send(
      t,
      'POST',
      '/api/auth/two-factor/verify-totp',
      { code: await authenticatorCode(user.totpURI) },
      { cookie: pending },
    );
    expect(right.status).toBe(200);
    expect(cookiesOf(right)).toMatch(/session_token=[^;\s]/);
  });

  it('accepts each backup code once', async () => {
    const user = await userWithTwoFactor();
    const code = user.backupCodes[0]!;
    const pending = cookiesOf(await passwordSignIn(user.email));
    const used = await send(
      t,
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      { code },
      { cookie: pending },
    );
    expect(used.status).toBe(200);
    const again = cookiesOf(await passwordSignIn(user.email));
    const reused = await send(
      t,
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      { code },
      { cookie: again },
    );
    expect(reused.status).toBeGreaterThanOrEqual(400);
  });
});

describe('PUT /api/v1/organization/security', () => {
  async function organizationOf(owner: { cookie: string }) {
    const res = await send(
      t,
      'POST',
      '/api/v1/organizations',
      { name: 'Studio Sicuro' },
      { cookie: owner.cookie },
    );
    const { id } = (await res.json()) as { id: string };
    return { id, cookie: `${owner.cookie}; ${cookiesOf(res)}` };
  }

  it('lets an owner with two-factor require it, and then keeps members without it out', async () => {
    const owner = await userWithTwoFactor();
    const org = await organizationOf(owner);
    const res = await send(
      t,
      'PUT',
      '/api/v1/organization/security',
      { requireTwoFactor: true },
      { cookie: org.cookie },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ requireTwoFactor: true });

    const secretary = await signedInUser(t);
    await addMember(t.ctx.database.db, org.id, secretary.userId, 'secretary');
    const blocked = await send(t, 'GET', '/api/v1/settings', undefined, {
      cookie: `${secretary.cookie}; currentOrganizationId=${org.id}; user-locale=en`,
    });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect((await send(t, 'GET', '/api/v1/settings', undefined, { cookie: org.cookie })).status).toBe(200);
  });

  it('refuses an owner without two-factor (they would lock themselves out) and any admin', async () => {
    const owner = await signedInUser(t);
    const org = await organizationOf(owner);
    const res = await send(
      t,
      'PUT',
      '/api/v1/organization/security',
      { requireTwoFactor: true },
      { cookie: org.cookie },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });

    const admin = await userWithTwoFactor();
    await addMember(t.ctx.database.db, org.id, admin.userId, 'admin');
    const asAdmin = await send(
      t,
      'PUT',
      '/api/v1/organization/security',
      { requireTwoFactor: true },
      { cookie: `${admin.cookie}; currentOrganizationId=${org.id}` },
    );
    expect(asAdmin.status).toBe(403);
    expect(await asAdmin.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('sessions (SPEC §6 sign-out scopes)', () => {
  it('lists my sessions and signs out the others, this one, or all', async () => {
    const user = await signedInUser(t);
    const second = cookiesOf(await passwordSignIn(user.email));
    const third = cookiesOf(await passwordSignIn(user.email));
    const list = await send(t, 'GET', '/api/auth/list-sessions', undefined, { cookie: user.cookie });
    expect(((await list.json()) as unknown[]).length).toBe(3);

    expect((await send(t, 'POST', '/api/auth/revoke-other-sessions', {}, { cookie: third })).status).toBe(
      200,
    );
    expect((await send(t, 'GET', '/api/v1/me', undefined, { cookie: user.cookie })).status).toBe(401);
    expect((await send(t, 'GET', '/api/v1/me', undefined, { cookie: second })).status).toBe(401);
    expect((await send(t, 'GET', '/api/v1/me', undefined, { cookie: third })).status).toBe(200);

    const fourth = cookiesOf(await passwordSignIn(user.email));
    const signOut = await send(t, 'POST', '/api/auth/sign-out', {}, { cookie: fourth });
    expect(signOut.status).toBe(200);
    // The browser forgets the organization it worked in (SPEC §4).
    expect(signOut.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^currentOrganizationId=;.*Max-Age=0/),
    );
    expect((await send(t, 'GET', '/api/v1/me', undefined, { cookie: fourth })).status).toBe(401);
    expect((await send(t, 'GET', '/api/v1/me', undefined, { cookie: third })).status).toBe(200);

    const fifth = cookiesOf(await passwordSignIn(user.email));
    const signOutAll = await send(t, 'POST', '/api/auth/revoke-sessions', {}, { cookie: fifth });
    expect(signOutAll.status).toBe(200);
    expect(signOutAll.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^currentOrganizationId=;.*Max-Age=0/),
    );
    expect((await send(t, 'GET', '/api/v1/me', undefined, { cookie: third })).status).toBe(401);
    expect((await send(t, 'GET', '/api/v1/me', undefined, { cookie: fifth })).status).toBe(401);
  });
});
