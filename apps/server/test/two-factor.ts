import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions } from '../src/db/schema';
import type { TestApp } from './app';
import { signedInUser } from './auth';
import { cookiesOf, send } from './http';

/** signedInUser's password. */
export const PASSWORD = 'correct horse battery';

/** The current code of the authenticator app set up from `totpURI`. */
export function authenticatorCode(totpURI: string) {
  const secret = new URL(totpURI).searchParams.get('secret')!;
  return createOTP(base32.decode(secret)).totp();
}

/** A signed-in user who has turned two-factor on; returns their authenticator and backup codes. */
export async function userWithTwoFactor(t: TestApp) {
  const user = await signedInUser(t);
  const enabled = await send(
    t,
    'POST',
    '/api/auth/two-factor/enable',
    { password: PASSWORD },
    { cookie: user.cookie },
  );
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Studiolo:/);
  const verified = await send(
    t,
    'POST',
    '/api/auth/two-factor/verify-totp',
    { code: await authenticatorCode(totpURI) },
    { cookie: user.cookie },
  );
  expect(verified.status).toBe(200);
  return { ...user, cookie: cookiesOf(verified) || user.cookie, totpURI, backupCodes };
}

/** The tokens of the sessions stored for `userId`: what a sign-in must not leave behind. */
export async function sessionTokens(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.ctx.database.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((row) => row.token).sort();
}

/** Sign-in's second step with the pending two-factor cookie; returns the answer. */
export async function completeWithAuthenticator(
  t: TestApp,
  user: { totpURI: string },
  pendingCookie: string,
) {
  return send(
    t,
    'POST',
    '/api/auth/two-factor/verify-totp',
    { code: await authenticatorCode(user.totpURI) },
    { cookie: pendingCookie },
  );
}
