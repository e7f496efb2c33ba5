import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { expect, type APIRequestContext } from '@playwright/test';
import { createUser } from './users';

/** The authenticator app's current code for `secret` (base32, as Settings shows it). */
export function totp(secret: string): Promise<string> {
  return createOTP(base32.decode(secret)).totp();
}

/**
 * A new user (with an organization) who turned two-factor on, as Settings → Security does; `api` is
 * signed in as them. `origin` is the app's: Better Auth refuses a signed-in call without it.
 */
export async function createUserWithTwoFactor(api: APIRequestContext, origin: string) {
  const user = await createUser(api);
  return { user, secret: await turnOnTwoFactor(api, user.password, origin) };
}

async function turnOnTwoFactor(api: APIRequestContext, password: string, origin: string): Promise<string> {
  const headers = { origin };
  const enabled = await api.post('/api/auth/two-factor/enable', { data: { password }, headers });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const verified = await api.post('/api/auth/two-factor/verify-totp', {
    data: { code: await totp(secret) },
    headers,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return secret;
}
