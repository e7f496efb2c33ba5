import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import { lastCodeTo, lastEmailTo } from '../../../test/email';
import { cookiesOf, send } from '../../../test/http';
import { accounts, sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newEmail = () => `paziente-${randomUUID().slice(0, 8)}@example.it`;
const PASSWORD = 'una password lunga';

async function register(email = newEmail()) {
  const res = await send(t, 'POST', '/api/auth/sign-up/email', {
    name: 'Marco Verdi',
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(200);
  return email;
}

describe('registration with an emailed code', () => {
  it('sends a 6-digit code, refuses password sign-in until it is used, then signs in', async () => {
    const email = await register();
    const code = await lastCodeTo(t, email);
    expect(code).toMatch(/^\d{6}$/);

    const early = await send(t, 'POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const wrong = await send(t, 'POST', '/api/auth/email-otp/verify-email', {
      email,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      detail: 'Codice di verifica non valido',
    });

    const ok = await send(t, 'POST', '/api/auth/email-otp/verify-email', { email, otp: code });
    expect(ok.status).toBe(200);
    const session = cookiesOf(ok);
    expect(session).toMatch(/session_token=/);
    const me = await send(t, 'GET', '/api/v1/me', undefined, { cookie: session });
    expect(await me.json()).toMatchObject({ user: { email, emailVerified: true }, organizations: [] });
  });

  it('resends a new code that replaces the old one', async () => {
    const email = await register();
    const first = await lastCodeTo(t, email);
    const resend = await send(t, 'POST', '/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    expect(resend.status).toBe(200);
    const second = await lastCodeTo(t, email);
    if (first !== second) {
      const old = await send(t, 'POST', '/api/auth/email-otp/verify-email', { email, otp: first });
      expect(old.status).toBe(400);
    }
    expect((await send(t, 'POST', '/api/auth/email-otp/verify-email', { email, otp: second })).status).toBe(
      200,
    );
  });

  it('keeps one account per email without revealing that it exists, and refuses a short password', async () => {
    const email = await register();
    const again = await send(t, 'POST', '/api/auth/sign-up/email', {
      name: 'X',
      email,
      password: 'altra password!',
    });
    expect(again.status).toBe(200); // same answer as a new registration: no account enumeration
    const accounts = await t.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.name).toBe('Marco Verdi');
    const short = await send(t, 'POST', '/api/auth/sign-up/email', {
      name: 'X',
      email: newEmail(),
      password: 'corta',
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
  });
});

describe('password sign-in', () => {
  it("answers 'Invalid login credentials' alike for a wrong password and an unknown email", async () => {
    const user = await signedInUser(t);
    for (const body of [
      { email: user.email, password: 'sbagliata!' },
      { email: newEmail(), password: 'sbagliata!' },
    ]) {
      const res = await send(t, 'POST', '/api/auth/sign-in/email', body, { cookie: 'user-locale=en' });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        detail: 'Invalid login credentials',
      });
    }
  });

  it('tells an account made with Google that it has no password, and an unknown address nothing (decision 030)', async () => {
    const user = await signedInUser(t);
    // As Google sign-in leaves it: a Google account and no password.
    await t.ctx.database.db
      .update(accounts)
      .set({ providerId: 'google', accountId: `google-${user.userId}`, password: null })
      .where(eq(accounts.userId, user.userId));
    const res = await send(
      t,
      'POST',
      '/api/auth/sign-in/email',
      { email: user.email, password: 'anything at all' },
      { cookie: 'user-locale=en' },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'PASSWORD_NOT_ALLOWED',
      detail: 'Sign in with password is not allowed for this user',
    });
    const unknown = await send(
      t,
      'POST',
      '/api/auth/sign-in/email',
      { email: newEmail(), password: 'anything at all' },
      { cookie: 'user-locale=en' },
    );
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ detail: 'Invalid login credentials' });
  });

  it('sets an httpOnly, SameSite=Lax session cookie; without remember-me it ends with the browser', async () => {
    const user = await signedInUser(t);
    const remembered = await send(t, 'POST', '/api/auth/sign-in/email', {
      email: user.email,
      password: 'correct horse battery',
      rememberMe: true,
    });
    const cookie = remembered.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/i);

    const forgotten = await send(t, 'POST', '/api/auth/sign-in/email', {
      email: user.email,
      password: 'correct horse battery',
      rememberMe: false,
    });
    const sessionOnly = forgotten.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(sessionOnly).not.toMatch(/Max-Age|Expires/i);
  });

  it('refuses a sign-in from another site (CSRF)', async () => {
    const user = await signedInUser(t);
    const res = await send(
      t,
      'POST',
      '/api/auth/sign-in/email',
      { email: user.email, password: 'correct horse battery' },
      { origin: 'https://evil.example', cookie: 'user-locale=it' },
    );
    expect(res.status).toBe(403);
  });
});

describe('POST /api/auth/send-otp and /api/auth/verify-otp', () => {
  it('signs in with the code: session cookie plus tokens that work as Bearer', async () => {
    const user = await signedInUser(t);
    const sent = await send(t, 'POST', '/api/auth/send-otp', { email: user.email, locale: 'en' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ data: { sent: true }, error: null });
    const email = await lastEmailTo(t, user.email);
    expect(email.subject).toMatch(/^Your Studiolo sign-in code: \d{6}$/);
    const code = /\d{6}/.exec(email.subject)![0];

    const res = await send(t, 'POST', '/api/auth/verify-otp', {
      email: user.email,
      token: code,
      type: 'email',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      session: { access_token: string; expires_at: number };
    };
    expect(body).toMatchObject({ success: true, error: null, user: { id: user.userId, email: user.email } });
    expect(body.session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(cookiesOf(res)).toMatch(/session_token=/);

    const me = await send(t, 'GET', '/api/v1/me', undefined, {
      authorization: `Bearer ${body.session.access_token}`,
    });
    expect(me.status).toBe(200);

    const reused = await send(t, 'POST', '/api/auth/verify-otp', {
      email: user.email,
      token: code,
      type: 'email',
    });
    expect(reused.status).toBe(400); // single use
  });

  it('returns a distinct, longer-lived refresh token that trades (once) for a new pair', async () => {
    const user = await signedInUser(t);
    await send(t, 'POST', '/api/auth/send-otp', { email: user.email });
    const code = await lastCodeTo(t, user.email);
    const res = await send(t, 'POST', '/api/auth/verify-otp', {
      email: user.email,
      token: code,
      type: 'email',
    });
    const { session } = (await res.json()) as {
      session: { access_token: string; refresh_token: string; expires_at: number };
    };
    expect(session.refresh_token).not.toBe(session.access_token);
    expect(session.refresh_token).toMatch(/^[\w-]{43}$/);

    const refreshed = await send(t, 'POST', '/api/auth/refresh-session', {
      refresh_token: session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const pair = (await refreshed.json()) as {
      access_token: string;
      refresh_token: string;
      expires_at: number;
    };
    expect(pair.access_token).not.toBe(session.access_token);
    expect(pair.refresh_token).not.toBe(session.refresh_token);
    expect(pair.expires_at).toBeGreaterThan(Date.now() / 1000);
    const bearer = (token: string) =>
      send(t, 'GET', '/api/v1/me', undefined, { authorization: `Bearer ${token}` });
    expect((await bearer(pair.access_token)).status).toBe(200);
    expect((await bearer(session.access_token)).status).toBe(401); // the old session ended

    const again = await send(t, 'POST', '/api/auth/refresh-session', {
      refresh_token: session.refresh_token,
    });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    // Signed out: its refresh token refreshes nothing.
    await send(t, 'POST', '/api/auth/sign-out', {}, { authorization: `Bearer ${pair.access_token}` });
    expect((await bearer(pair.access_token)).status).toBe(401);
    const afterSignOut = await send(t, 'POST', '/api/auth/refresh-session', {
      refresh_token: pair.refresh_token,
    });
    expect(afterSignOut.status).toBe(401);
    expect((await send(t, 'POST', '/api/auth/refresh-session', {})).status).toBe(401); // no token at all
    expect((await send(t, 'POST', '/api/auth/refresh-session', { refresh_token: 7 })).status).toBe(400);
  });

  it('keeps a browser signed in after its session expired: the refresh cookie, sent to its route only, opens a new session once; signing out ends it', async () => {
    const { email, userId } = await signedInUser(t);
    const signIn = await send(t, 'POST', '/api/auth/sign-in/email', {
      email,
      password: 'correct horse battery',
    });
    const setCookies = signIn.headers.getSetCookie();
    const refreshCookie = setCookies.find((cookie) => cookie.startsWith('better-auth.refresh_token='))!;
    expect(refreshCookie).toMatch(/Path=\/api\/auth\/refresh-session/);
    expect(refreshCookie).toMatch(/HttpOnly/);
    expect(refreshCookie).toMatch(/SameSite=Strict/);
    expect(refreshCookie).toMatch(/Max-Age=2592000/);
    const browser = cookiesOf(signIn);
    const me = (cookie: string) => send(t, 'GET', '/api/v1/me', undefined, { cookie });
    const refresh = (cookie: string) => send(t, 'POST', '/api/auth/refresh-session', {}, { cookie });

    // Unused for a week, the session expired; the next request finds it so (and Better Auth removes it).
    await t.ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await me(browser)).status).toBe(401);
    const refreshed = await refresh(browser);
    expect(refreshed.status).toBe(200);
    const renewed = cookiesOf(refreshed);
    expect(renewed).toMatch(/better-auth\.session_token=/);
    expect(renewed).toMatch(/better-auth\.refresh_token=/);
    expect((await me(renewed)).status).toBe(200);
    expect((await refresh(browser)).status).toBe(401); // single use

    const out = await send(t, 'POST', '/api/auth/sign-out', {}, { cookie: renewed });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().find((c) => c.startsWith('better-auth.refresh_token='))).toMatch(
      /Max-Age=0/,
    );
    const afterSignOut = await refresh(renewed);
    expect(afterSignOut.status).toBe(401);
    expect(await afterSignOut.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('works for a request that arrived over a socket (the address is taken from it)', async () => {
    const user = await signedInUser(t);
    const socket = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const sent = await send(t, 'POST', '/api/auth/send-otp', { email: user.email }, {}, socket);
    expect(sent.status).toBe(200);
    const code = await lastCodeTo(t, user.email);
    const verified = await send(
      t,
      'POST',
      '/api/auth/verify-otp',
      { email: user.email, token: code, type: 'email' },
      {},
      socket,
    );
    expect(verified.status).toBe(200);
  });

  it('gives the same answer for an address without an account, and sends nothing', async () => {
    const stranger = newEmail();
    const sent = await send(t, 'POST', '/api/auth/send-otp', { email: stranger, locale: 'it' });
    expect(await sent.json()).toEqual({ data: { sent: true }, error: null });
    await expect(lastEmailTo(t, stranger)).rejects.toThrow(/no email/);
  });

  it('spends a code after 5 wrong tries: then even the right one needs a new code', async () => {
    const user = await signedInUser(t);
    await send(t, 'POST', '/api/auth/send-otp', { email: user.email });
    const code = await lastCodeTo(t, user.email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await send(t, 'POST', '/api/auth/verify-otp', {
        email: user.email,
        token: wrong,
        type: 'email',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_CODE', success: false, session: null });
    }
    const right = await send(t, 'POST', '/api/auth/verify-otp', {
      email: user.email,
      token: code,
      type: 'email',
    });
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('refuses a malformed code with a field error', async () => {
    const res = await send(t, 'POST', '/api/auth/verify-otp', {
      email: 'a@b.it',
      token: '12ab',
      type: 'email',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'token' }] });
  });
});

describe('password reset', () => {
  it('emails a link that works once', async () => {
    const user = await signedInUser(t);
    const asked = await send(t, 'POST', '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/update-password',
    });
    expect(asked.status).toBe(200);
    const { text } = await lastEmailTo(t, user.email);
    const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
    const followed = await t.app.request(link.pathname + link.search);
    expect(followed.status).toBe(302);
    const landing = new URL(followed.headers.get('location')!, t.ctx.config.publicUrl);
    expect(landing.pathname).toBe('/update-password');
    const token = landing.searchParams.get('token')!;

    const reset = await send(t, 'POST', '/api/auth/reset-password', {
      token,
      newPassword: 'la nuova password',
    });
    expect(reset.status).toBe(200);
    const again = await send(t, 'POST', '/api/auth/reset-password', {
      token,
      newPassword: 'ancora un altra',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const signIn = await send(t, 'POST', '/api/auth/sign-in/email', {
      email: user.email,
      password: 'la nuova password',
    });
    expect(signIn.status).toBe(200);
  });

  it('answers the same for an unknown address', async () => {
    const res = await send(t, 'POST', '/api/auth/request-password-reset', {
      email: newEmail(),
      redirectTo: '/update-password',
    });
    expect(res.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits code requests per email, whatever the address they come from', async () => {
    const user = await signedInUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await send(
        t,
        'POST',
        '/api/auth/send-otp',
        { email: user.email },
        { 'x-studiolo-client-ip': `10.0.0.${i}` },
      );
      statuses.push(res.status);
    }
    // Registration sent the first of the 5 codes an address may receive in 15 minutes.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
    expect(await (await send(t, 'POST', '/api/auth/send-otp', { email: user.email })).json()).toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it('limits password attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await send(
        t,
        'POST',
        '/api/auth/sign-in/email',
        { email: newEmail(), password: 'indovino' },
        { 'x-studiolo-client-ip': '192.0.2.7' },
      );
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    const limited = statuses.indexOf(429);
    expect(statuses.slice(0, limited).every((s) => s === 401)).toBe(true);
  }, 60_000); // 32 sign-ins, each hashing a password: slow on a busy machine
});

describe('one guess limit per address for every route that checks an emailed code', () => {
  it('locks them all together: mixing routes or asking fresh codes buys no guess past the lock', async () => {
    const user = await signedInUser(t); // its password sign-in was the first of 10 tries
    expect(
      (await send(t, 'POST', '/api/auth/email-otp/request-password-reset', { email: user.email })).status,
    ).toBe(200);
    const first = await lastCodeTo(t, user.email);
    const wrong = first === '000000' ? '111111' : '000000';
    const guesses: [string, Record<string, string>][] = [
      ['/api/auth/email-otp/reset-password', { email: user.email, otp: wrong, password: 'presa dal ladro' }],
      [
        '/api/auth/email-otp/check-verification-otp',
        { email: user.email, type: 'forget-password', otp: wrong },
      ],
      ['/api/auth/sign-in/email-otp', { email: user.email, otp: wrong }],
      ['/api/auth/verify-otp', { email: user.email, token: wrong, type: 'email' }],
      ['/api/auth/email-otp/verify-email', { email: user.email, otp: wrong }],
      ['/api/auth/sign-in/email', { email: user.email, password: 'indovinata' }],
    ];
    for (let i = 0; i < 9; i++) {
      const [path, body] = guesses[i % guesses.length]!;
      const res = await send(t, 'POST', path, body);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).not.toBe(429);
    }
    // A fresh code (the address's 3rd of 5 mailed) does not reopen the guessing.
    expect(
      (await send(t, 'POST', '/api/auth/email-otp/request-password-reset', { email: user.email })).status,
    ).toBe(200);
    const fresh = await lastCodeTo(t, user.email);
    for (const [path, body] of [
      ['/api/auth/email-otp/reset-password', { email: user.email, otp: fresh, password: 'presa dal ladro' }],
      [
        '/api/auth/email-otp/check-verification-otp',
        { email: user.email, type: 'forget-password', otp: fresh },
      ],
      ['/api/auth/sign-in/email-otp', { email: user.email, otp: fresh }],
      ['/api/auth/verify-otp', { email: user.email, token: fresh, type: 'email' }],
    ] as const) {
      const res = await send(t, 'POST', path, body);
      expect(res.status, path).toBe(429);
      expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
    const [account] = await t.ctx.database.db.select().from(accounts).where(eq(accounts.userId, user.userId));
    expect(
      await (
        await t.ctx.auth.$context
      ).password.verify({ hash: account!.password!, password: 'correct horse battery' }),
    ).toBe(true);
  }, 60_000);

  it('mails no more than 5 codes or links per address in 15 minutes, by whichever route', async () => {
    const user = await signedInUser(t); // registration mailed the first
    const routes = [
      '/api/auth/email-otp/request-password-reset',
      '/api/auth/forget-password/email-otp',
      '/api/auth/request-password-reset',
      '/api/auth/email-otp/request-password-reset',
      '/api/auth/forget-password/email-otp',
      '/api/auth/email-otp/request-password-reset',
    ];
    const statuses: number[] = [];
    for (const path of routes)
      statuses.push(
        (await send(t, 'POST', path, { email: user.email, redirectTo: '/update-password' })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('limits /api/auth/verify-otp per IP like the sign-in routes, whatever the addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await send(
        t,
        'POST',
        '/api/auth/verify-otp',
        { email: newEmail(), token: '123456', type: 'email' },
        { 'x-studiolo-client-ip': '192.0.2.99' },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const other = await send(
      t,
      'POST',
      '/api/auth/verify-otp',
      { email: newEmail(), token: '123456', type: 'email' },
      { 'x-studiolo-client-ip': '192.0.2.100' },
    );
    expect(other.status).not.toBe(429);
  }, 60_000);
});

describe('GET /api/v1/auth/providers', () => {
  it('offers Google only when configured', async () => {
    expect(await (await send(t, 'GET', '/api/v1/auth/providers')).json()).toEqual({ google: false });
    const withGoogle = await createTestApp({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    try {
      expect(await (await send(withGoogle, 'GET', '/api/v1/auth/providers')).json()).toEqual({
        google: true,
      });
    } finally {
      await withGoogle.close();
    }
  });
});
