import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import { lastCodeTo } from '../../../test/email';
import { cookiesOf, send } from '../../../test/http';
import {
  completeWithAuthenticator,
  sessionTokens,
  userWithTwoFactor as withTwoFactor,
} from '../../../test/two-factor';

/**
 * Two-factor on every way in: a user who turned it on is asked for the authenticator (or a backup
 * code) after an emailed code too, not only after the password. Google: google.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userWithTwoFactor = () => withTwoFactor(t);

/** Emails a sign-in code to `email` (SPEC §7 send-otp) and returns it. */
async function emailedCode(email: string) {
  expect((await send(t, 'POST', '/api/auth/send-otp', { email })).status).toBe(200);
  return lastCodeTo(t, email);
}

async function isSignedIn(cookie: string) {
  const me = await send(t, 'GET', '/api/v1/me', undefined, { cookie });
  return me.status === 200;
}

describe('signing in with an emailed code when two-factor is on', () => {
  it('POST /api/auth/verify-otp answers TWO_FACTOR_PENDING without a session; the authenticator code completes it', async () => {
    const user = await userWithTwoFactor();
    const before = await sessionTokens(t, user.userId);
    const code = await emailedCode(user.email);

    const res = await send(t, 'POST', '/api/auth/verify-otp', {
      email: user.email,
      token: code,
      type: 'email',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: 'TWO_FACTOR_PENDING',
      success: false,
      error: 'TWO_FACTOR_PENDING',
      user: null,
      session: null,
    });
    expect(res.headers.get('set-auth-token')).toBeNull();
    const pending = cookiesOf(res);
    expect(pending).toMatch(/two_factor=[^;\s]/);
    expect(await isSignedIn(pending)).toBe(false);
    expect(await sessionTokens(t, user.userId)).toEqual(before); // none created, none left behind

    // The code was spent on the first step.
    const again = await send(t, 'POST', '/api/auth/verify-otp', {
      email: user.email,
      token: code,
      type: 'email',
    });
    expect(again.status).toBe(400);

    const done = await completeWithAuthenticator(t, user, pending);
    expect(done.status).toBe(200);
    const session = cookiesOf(done);
    expect(session).toMatch(/session_token=[^;\s]/);
    expect(await isSignedIn(session)).toBe(true);
    expect(await sessionTokens(t, user.userId)).toHaveLength(before.length + 1);
  });

  it("Better Auth's own /sign-in/email-otp asks for the second factor too, and a backup code completes it", async () => {
    const user = await userWithTwoFactor();
    const before = await sessionTokens(t, user.userId);
    const code = await emailedCode(user.email);

    const res = await send(t, 'POST', '/api/auth/sign-in/email-otp', { email: user.email, otp: code });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(res);
    expect(await isSignedIn(pending)).toBe(false);
    expect(await sessionTokens(t, user.userId)).toEqual(before);
    // Nor a refresh token that would open a session without the second factor.
    expect(pending).not.toMatch(/refresh_token=/);

    const done = await send(
      t,
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      { code: user.backupCodes[0] },
      { cookie: pending },
    );
    expect(done.status).toBe(200);
    expect(await isSignedIn(cookiesOf(done))).toBe(true);
    expect(cookiesOf(done)).toMatch(/better-auth\.refresh_token=[^;\s]/);
  });

  it('a wrong authenticator code after the emailed one signs nobody in', async () => {
    const user = await userWithTwoFactor();
    const res = await send(t, 'POST', '/api/auth/verify-otp', {
      email: user.email,
      token: await emailedCode(user.email),
      type: 'email',
    });
    const wrong = await send(
      t,
      'POST',
      '/api/auth/two-factor/verify-totp',
      { code: '000000' },
      { cookie: cookiesOf(res) },
    );
    expect(wrong.status).toBe(401);
    expect(cookiesOf(wrong)).not.toMatch(/session_token=[^;\s]/);
  });

  it('an email-confirmation code does not sign a two-factor user in either', async () => {
    // The address is already confirmed, but Better Auth still sends and accepts the code, and
    // signs in after confirming: that is another emailed-code sign-in.
    const user = await userWithTwoFactor();
    const before = await sessionTokens(t, user.userId);
    const sent = await send(t, 'POST', '/api/auth/email-otp/send-verification-otp', {
      email: user.email,
      type: 'email-verification',
    });
    expect(sent.status).toBe(200);
    const res = await send(t, 'POST', '/api/auth/email-otp/verify-email', {
      email: user.email,
      otp: await lastCodeTo(t, user.email),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await isSignedIn(cookiesOf(res))).toBe(false);
    expect(await sessionTokens(t, user.userId)).toEqual(before);
  });

  it('a user without two-factor still signs in with the code alone', async () => {
    const user = await signedInUser(t);
    const res = await send(t, 'POST', '/api/auth/verify-otp', {
      email: user.email,
      token: await emailedCode(user.email),
      type: 'email',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, error: null });
    expect(await isSignedIn(cookiesOf(res))).toBe(true);
  });
});
