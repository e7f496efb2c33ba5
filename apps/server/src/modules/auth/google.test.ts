import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import {
  createFakeGoogle,
  GOOGLE_AUTHORIZATION_URL,
  type FakeGoogle,
  type GoogleAccount,
} from '../../../test/fake-google';
import { cookiesOf, send } from '../../../test/http';
import { completeWithAuthenticator, sessionTokens, userWithTwoFactor } from '../../../test/two-factor';
import { accounts, users } from '../../db/schema';

/**
 * Google sign-in and linking, end to end through Better Auth's Google provider: the consent screen
 * and the token endpoint are the fake Google (test/fake-google.ts), which refuses what Google
 * refuses, so a flow that passes here has sent Google the right client, code, redirect and verifier.
 */

const CLIENT_ID = 'studiolo-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-studiolo-test-secret';

let t: TestApp;
let google: FakeGoogle;
let uninstall: () => void;
beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET });
  const redirectUri = `${t.ctx.config.publicUrl}/api/auth/callback/google`;
  google = createFakeGoogle({
    clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [redirectUri] }],
  });
  uninstall = google.install();
});
afterAll(async () => {
  uninstall();
  await t.close();
});

function googleAccount(overrides: Partial<GoogleAccount> = {}): GoogleAccount {
  return {
    sub: String(randomInt(1e9, 2 ** 47)),
    email: `laura.neri.${randomUUID().slice(0, 8)}@gmail.com`,
    emailVerified: true,
    name: 'Laura Neri',
    ...overrides,
  };
}

/** What the browser holds between the app sending it to Google and Google sending it back. */
interface Started {
  googleUrl: string;
  cookie: string;
}

/** Signs in with Google (from the login screen), or links it when `session` is a signed-in cookie. */
async function start(session?: string): Promise<Started> {
  const res = session
    ? await send(
        t,
        'POST',
        '/api/auth/link-social',
        { provider: 'google', callbackURL: '/settings?tab=security' },
        { cookie: session },
      )
    : await send(t, 'POST', '/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/auth/callback',
        errorCallbackURL: '/login?error=google',
      });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url.startsWith('https://accounts.google.com/o/oauth2/v2/auth?')).toBe(true);
  return { googleUrl: url, cookie: [session, cookiesOf(res)].filter(Boolean).join('; ') };
}

/** Google's consent screen: where it sends the browser back to (the app's callback). */
function consent(started: Started, choice: GoogleAccount | 'deny'): URL {
  const res = google.authorize(started.googleUrl, choice);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** The browser arriving at the callback: Better Auth exchanges the code and redirects. */
async function arrive(started: Started, callback: URL) {
  const res = await send(t, 'GET', `${callback.pathname}${callback.search}`, undefined, {
    cookie: started.cookie,
  });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!, t.ctx.config.publicUrl);
  const session = res.headers
    .getSetCookie()
    .find((cookie) => cookie.includes('session_token=') && !/Max-Age=0/i.test(cookie))
    ?.split(';')[0];
  return { location: `${location.pathname}${location.search}`, session, cookies: cookiesOf(res) };
}

async function signInWithGoogle(account: GoogleAccount) {
  const started = await start();
  return arrive(started, consent(started, account));
}

async function me(session: string) {
  const res = await send(t, 'GET', '/api/v1/me', undefined, { cookie: session });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string; email: string; emailVerified: boolean; name: string } })
    .user;
}

async function linkedAccounts(session: string) {
  const res = await send(t, 'GET', '/api/auth/list-accounts', undefined, { cookie: session });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; providerId: string }[];
}

async function linkedProviders(session: string) {
  return (await linkedAccounts(session)).map((a) => a.providerId).sort();
}

/** An ID token of `account`, as an app holding Google's own sign-in button would receive. */
async function googleIdToken(account: GoogleAccount): Promise<string> {
  const redirectUri = `${t.ctx.config.publicUrl}/api/auth/callback/google`;
  const verifier = randomUUID() + randomUUID();
  const consented = google.authorize(
    `${GOOGLE_AUTHORIZATION_URL}?${new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'x',
    })}`,
    account,
  );
  const code = new URL(consented.headers.get('location')!).searchParams.get('code')!;
  const tokens = await fetch('https://oauth2.googleapis.com/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  });
  expect(tokens.status).toBe(200);
  return ((await tokens.json()) as { id_token: string }).id_token;
}

const signInWithIdToken = (token: string) =>
  send(t, 'POST', '/api/auth/sign-in/social', { provider: 'google', idToken: { token } });

/** Settings → Security's unlink: Better Auth names the account by its own id. */
async function unlinkGoogle(session: string) {
  const google = (await linkedAccounts(session)).find((a) => a.providerId === 'google');
  return send(t, 'POST', '/api/auth/unlink-account', { accountId: google!.id }, { cookie: session });
}

describe('signing in with Google', () => {
  it('creates the account of a new user, verified, signed in, on the callback page', async () => {
    const account = googleAccount();
    const { location, session } = await signInWithGoogle(account);

    expect(location).toBe('/auth/callback');
    expect(session).toMatch(/session_token=/);
    const user = await me(session!);
    expect(user).toMatchObject({ email: account.email, emailVerified: true, name: 'Laura Neri' });
    expect(await linkedProviders(session!)).toEqual(['google']);
    const [stored] = await t.ctx.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'google')));
    expect(stored!.accountId).toBe(account.sub);
    // A Google profile cannot make a tablet: `kind` is Studiolo's alone.
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.kind).toBe('person');

    // The next time, the same Google account is the same user.
    const again = await signInWithGoogle(account);
    expect((await me(again.session!)).id).toBe(user.id);
  });

  it('signs a password user in with Google to the same account, linking it (Google verified the address)', async () => {
    const existing = await signedInUser(t);
    const { location, session } = await signInWithGoogle(googleAccount({ email: existing.email }));

    expect(location).toBe('/auth/callback');
    expect((await me(session!)).id).toBe(existing.userId);
    expect(await linkedProviders(session!)).toEqual(['credential', 'google']);
    const password = await send(t, 'POST', '/api/auth/sign-in/email', {
      email: existing.email,
      password: 'correct horse battery',
    });
    expect(password.status).toBe(200);
  });

  it('does not link to an account whose address nobody confirmed, nor on an address Google did not verify', async () => {
    // Someone registered this address with a password but never confirmed it: linking would hand
    // them the Google user's account (and verify their address). Better Auth refuses by default.
    const email = `laura.neri.${randomUUID().slice(0, 8)}@gmail.com`;
    const signUp = await send(t, 'POST', '/api/auth/sign-up/email', {
      name: 'Chi si spaccia',
      email,
      password: 'una password lunga',
    });
    expect(signUp.status).toBe(200);
    const unconfirmed = await signInWithGoogle(googleAccount({ email }));
    expect(unconfirmed).toMatchObject({
      location: '/login?error=google&error=account_not_linked',
      session: undefined,
    });

    const existing = await signedInUser(t);
    const unverified = await signInWithGoogle(googleAccount({ email: existing.email, emailVerified: false }));
    expect(unverified).toMatchObject({
      location: '/login?error=google&error=account_not_linked',
      session: undefined,
    });
    expect(await linkedProviders(existing.cookie)).toEqual(['credential']);
  });

  it('returns to the login page when the user cancels on Google', async () => {
    const started = await start();
    const result = await arrive(started, consent(started, 'deny'));
    expect(result).toMatchObject({ location: '/login?error=google&error=access_denied', session: undefined });
  });
});

describe('a code Google did not issue for this sign-in', () => {
  const invalidCode = { location: '/login?error=google&error=invalid_code', session: undefined };

  it('fails with invalid_code when the code is tampered with or unknown', async () => {
    const started = await start();
    const callback = consent(started, googleAccount());
    const code = callback.searchParams.get('code')!;
    // Someone rewrites the account inside the code to another address: Google does not know it.
    const [payload, signature] = code.slice('4/0'.length).split('.') as [string, string];
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { account: GoogleAccount };
    grant.account.email = 'someone.else@gmail.com';
    const forged = `4/0${Buffer.from(JSON.stringify(grant)).toString('base64url')}.${signature}`;
    callback.searchParams.set('code', forged);
    expect(await arrive(started, callback)).toMatchObject(invalidCode);

    const another = await start();
    const unknown = consent(another, googleAccount());
    unknown.searchParams.set('code', '4/0AeanS0bWrongCode');
    expect(await arrive(another, unknown)).toMatchObject(invalidCode);
  });

  it('fails when a code is used twice', async () => {
    const started = await start();
    const callback = consent(started, googleAccount());
    expect((await arrive(started, callback)).session).toMatch(/session_token=/);

    const replay = await start();
    const replayed = consent(replay, googleAccount());
    replayed.searchParams.set('code', callback.searchParams.get('code')!);
    expect(await arrive(replay, replayed)).toMatchObject(invalidCode);
  });

  it("fails when the code was issued for another sign-in's PKCE challenge (code injection)", async () => {
    // The victim's code, carried into the attacker's own sign-in: the server sends the attacker's
    // verifier, which does not match the challenge the code was issued for.
    const victim = await start();
    const stolen = consent(victim, googleAccount()).searchParams.get('code')!;
    const attacker = await start();
    const callback = consent(attacker, googleAccount());
    callback.searchParams.set('code', stolen);
    expect(await arrive(attacker, callback)).toMatchObject(invalidCode);
  });

  it('fails when the server has the wrong client secret', async () => {
    const wrong = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'not-the-secret',
    });
    try {
      const res = await send(wrong, 'POST', '/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/auth/callback',
        errorCallbackURL: '/login?error=google',
      });
      const started = { googleUrl: ((await res.json()) as { url: string }).url, cookie: cookiesOf(res) };
      const callback = consent(started, googleAccount());
      const back = await send(wrong, 'GET', `${callback.pathname}${callback.search}`, undefined, {
        cookie: started.cookie,
      });
      expect(back.status).toBe(302);
      expect(back.headers.get('location')).toBe('/login?error=google&error=invalid_code');
    } finally {
      await wrong.close();
    }
  });
});

describe('linking Google from Settings → Security', () => {
  it('links Google to the signed-in user, lists it, signs in with it, then unlinks it', async () => {
    const user = await signedInUser(t);
    const account = googleAccount({ email: user.email });
    const started = await start(user.cookie);
    const linked = await arrive(started, consent(started, account));
    expect(linked.location).toBe('/settings?tab=security');
    expect(await linkedProviders(user.cookie)).toEqual(['credential', 'google']);

    const viaGoogle = await signInWithGoogle(account);
    expect((await me(viaGoogle.session!)).id).toBe(user.userId);

    const unlink = await unlinkGoogle(user.cookie);
    expect(unlink.status).toBe(200);
    expect(await linkedProviders(user.cookie)).toEqual(['credential']);
  });

  it('refuses a Google account with another address', async () => {
    const user = await signedInUser(t);
    const started = await start(user.cookie);
    const result = await arrive(started, consent(started, googleAccount()));
    expect(result.location).toMatch(/^\/api\/auth\/error\?error=email_does_not_match$/);
    expect(await linkedProviders(user.cookie)).toEqual(['credential']);
  });

  it('refuses to unlink the only way a user signs in', async () => {
    const { session } = await signInWithGoogle(googleAccount());
    const unlink = await unlinkGoogle(session!);
    expect(unlink.status).toBe(400);
    expect(await linkedProviders(session!)).toEqual(['google']);
  });
});

describe('signing in with Google when two-factor is on', () => {
  it('sends the browser to the two-factor step without a session; the authenticator code completes it', async () => {
    const user = await userWithTwoFactor(t);
    const before = await sessionTokens(t, user.userId);
    const result = await signInWithGoogle(googleAccount({ email: user.email }));

    expect(result).toMatchObject({ location: '/login?twoFactor=1', session: undefined });
    expect(result.cookies).toMatch(/two_factor=[^;\s]/);
    expect((await send(t, 'GET', '/api/v1/me', undefined, { cookie: result.cookies })).status).toBe(401);
    expect(await sessionTokens(t, user.userId)).toEqual(before); // none created, none left behind

    const done = await completeWithAuthenticator(t, user, result.cookies);
    expect(done.status).toBe(200);
    expect((await me(cookiesOf(done))).id).toBe(user.userId);
  });

  it('asks for it after an ID-token sign-in too', async () => {
    const user = await userWithTwoFactor(t);
    const before = await sessionTokens(t, user.userId);
    const res = await signInWithIdToken(await googleIdToken(googleAccount({ email: user.email })));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await send(t, 'GET', '/api/v1/me', undefined, { cookie: cookiesOf(res) })).status).toBe(401);
    expect(await sessionTokens(t, user.userId)).toEqual(before);
  });
});

describe('the fake Google', () => {
  it("issues ID tokens signed with Google's published keys (sign-in with an ID token verifies them)", async () => {
    const idToken = await googleIdToken(googleAccount());
    expect((await signInWithIdToken(idToken)).status).toBe(200);
    const [header, payload] = idToken.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'someone.else@gmail.com' })).toString(
      'base64url',
    );
    expect((await signInWithIdToken(`${header}.${forged}.${idToken.split('.')[2]}`)).status).toBe(401);
  });

  it('refuses at the token endpoint what Google refuses', async () => {
    const token = (form: Record<string, string>) =>
      google.handle(
        new Request('https://oauth2.googleapis.com/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form),
        }),
      );
    const started = await start();
    const callback = consent(started, googleAccount());
    const grant = {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: `${t.ctx.config.publicUrl}/api/auth/callback/google`,
    };
    const refused = async (form: Record<string, string>) => {
      const res = await token(form);
      return { status: res.status, ...((await res.json()) as object) };
    };
    expect(await refused({ ...grant, client_secret: 'x' })).toMatchObject({
      status: 401,
      error: 'invalid_client',
    });
    expect(await refused({ ...grant, redirect_uri: 'https://evil.example/cb' })).toMatchObject({
      status: 400,
      error: 'redirect_uri_mismatch',
    });
    expect(await refused(grant)).toMatchObject({ status: 400, error_description: 'Missing code verifier.' });
    expect(await refused({ ...grant, code_verifier: 'x'.repeat(64) })).toMatchObject({
      error_description: 'Invalid code verifier.',
    });
    expect(
      google.authorize(started.googleUrl.replace(/client_id=[^&]+/, 'client_id=other'), googleAccount())
        .status,
    ).toBe(401);
    expect(
      google.authorize(
        started.googleUrl.replace(/redirect_uri=[^&]+/, 'redirect_uri=https%3A%2F%2Fevil.example'),
        googleAccount(),
      ).status,
    ).toBe(400);
  });
});
