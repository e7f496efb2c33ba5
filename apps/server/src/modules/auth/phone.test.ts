import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import { cookiesOf, send } from '../../../test/http';
import { outboxSms } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
let serial = 0;
/** A mobile no other test of this file uses: +39 333 1xxxxxx. */
const uniqueMobile = () => `+393331${String(Date.now() % 100_000).padStart(5, '0')}${serial++ % 10}`;

/** The newest SMS the simulator kept for `to`, and the 6-digit code in it. */
async function lastSmsCode(to: string) {
  const [sms] = await t.ctx.database.db
    .select()
    .from(outboxSms)
    .where(eq(outboxSms.to, to))
    .orderBy(desc(outboxSms.createdAt))
    .limit(1);
  const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return { body: sms.body, code };
}

/** A signed-in user who adds `mobile` with the texted code. */
async function withVerifiedMobile(mobile = uniqueMobile()) {
  const user = await signedInUser(t);
  const sent = await send(
    t,
    'POST',
    '/api/auth/phone-number/send-otp',
    { phoneNumber: mobile },
    { cookie: user.cookie },
  );
  expect(sent.status).toBe(200);
  const { code } = await lastSmsCode(mobile);
  const verified = await send(
    t,
    'POST',
    '/api/auth/phone-number/verify',
    { phoneNumber: mobile, code, updatePhoneNumber: true },
    { cookie: user.cookie },
  );
  expect(verified.status).toBe(200);
  return { ...user, mobile };
}

describe('a mobile for signing in (SPEC §5: email or phone plus a password)', () => {
  it('is added with the code texted to it, then signs in with the password', async () => {
    const user = await signedInUser(t);
    const mobile = uniqueMobile();
    const headers = { cookie: `${user.cookie}; user-locale=en` };
    const sent = await send(t, 'POST', '/api/auth/phone-number/send-otp', { phoneNumber: mobile }, headers);
    expect(sent.status).toBe(200);
    const { body, code } = await lastSmsCode(mobile);
    expect(body).toMatch(
      /^Studiolo: your code to confirm this mobile is \d{6}\. It is valid for \d+ minutes\.$/,
    );

    const wrong = await send(
      t,
      'POST',
      '/api/auth/phone-number/verify',
      { phoneNumber: mobile, code: code === '000000' ? '111111' : '000000', updatePhoneNumber: true },
      headers,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE', detail: 'Invalid verification code' });

    const verified = await send(
      t,
      'POST',
      '/api/auth/phone-number/verify',
      { phoneNumber: mobile, code, updatePhoneNumber: true },
      headers,
    );
    expect(verified.status).toBe(200);
    const session = await send(t, 'GET', '/api/auth/get-session', undefined, headers);
    expect(await session.json()).toMatchObject({ user: { phoneNumber: mobile, phoneNumberVerified: true } });

    const signIn = await send(t, 'POST', '/api/auth/sign-in/phone-number', {
      phoneNumber: mobile,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const me = await send(t, 'GET', '/api/v1/me', undefined, { cookie: cookiesOf(signIn) });
    expect(await me.json()).toMatchObject({ user: { id: user.userId } });
  }, 60_000);

  it("answers a wrong password and an unknown mobile alike: 'Invalid login credentials'", async () => {
    const user = await withVerifiedMobile();
    for (const body of [
      { phoneNumber: user.mobile, password: 'sbagliata!' },
      { phoneNumber: uniqueMobile(), password: PASSWORD },
    ]) {
      const res = await send(t, 'POST', '/api/auth/sign-in/phone-number', body, { cookie: 'user-locale=en' });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        detail: 'Invalid login credentials',
      });
    }
  });

  it('counts the guesses by mobile and by email against one limit', async () => {
    // signedInUser spent one of the 10 tries of 15 minutes.
    const user = await withVerifiedMobile();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res =
        i % 2 === 0
          ? await send(t, 'POST', '/api/auth/sign-in/phone-number', {
              phoneNumber: user.mobile,
              password: 'no!',
            })
          : await send(t, 'POST', '/api/auth/sign-in/email', { email: user.email, password: 'no!' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const right = await send(t, 'POST', '/api/auth/sign-in/phone-number', {
      phoneNumber: user.mobile,
      password: PASSWORD,
    });
    expect(right.status).toBe(429);
  }, 60_000); // a dozen password hashes

  it('is texted only for a signed-in user, to a mobile, and never signs in by the code alone', async () => {
    const mobile = uniqueMobile();
    expect((await send(t, 'POST', '/api/auth/phone-number/send-otp', { phoneNumber: mobile })).status).toBe(
      401,
    );
    await expect(lastSmsCode(mobile)).rejects.toThrow();

    const user = await signedInUser(t);
    const landline = await send(
      t,
      'POST',
      '/api/auth/phone-number/send-otp',
      { phoneNumber: '+390212345678' },
      { cookie: user.cookie },
    );
    expect(landline.status).toBe(400);
    expect(await landline.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const owner = await withVerifiedMobile();
    await send(
      t,
      'POST',
      '/api/auth/phone-number/send-otp',
      { phoneNumber: owner.mobile },
      { cookie: owner.cookie },
    );
    const { code } = await lastSmsCode(owner.mobile);
    const codeOnly = await send(t, 'POST', '/api/auth/phone-number/verify', {
      phoneNumber: owner.mobile,
      code,
    });
    expect(codeOnly.status).toBe(401);
    expect(cookiesOf(codeOnly)).not.toMatch(/session_token=/);
    const signedInCodeOnly = await send(
      t,
      'POST',
      '/api/auth/phone-number/verify',
      { phoneNumber: owner.mobile, code },
      { cookie: owner.cookie },
    );
    expect(signedInCodeOnly.status).toBe(400);
    const reset = await send(t, 'POST', '/api/auth/phone-number/request-password-reset', {
      phoneNumber: owner.mobile,
    });
    expect(reset.status).toBe(404);
  });

  it('refuses a mobile that another account signs in with', async () => {
    const owner = await withVerifiedMobile();
    const other = await signedInUser(t);
    await send(
      t,
      'POST',
      '/api/auth/phone-number/send-otp',
      { phoneNumber: owner.mobile },
      { cookie: other.cookie },
    );
    const { code } = await lastSmsCode(owner.mobile);
    const taken = await send(
      t,
      'POST',
      '/api/auth/phone-number/verify',
      { phoneNumber: owner.mobile, code, updatePhoneNumber: true },
      { cookie: `${other.cookie}; user-locale=en` },
    );
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({
      code: 'PHONE_TAKEN',
      detail: 'This mobile number is already used by another account.',
    });
  });
});
