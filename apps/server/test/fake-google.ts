/**
 * A fake Google for tests: the consent screen (authorization endpoint), the token endpoint and the
 * signing keys, behaving as Google's OAuth 2.0 / OpenID Connect does for a web client.
 *
 * - `authorize(url, account)` is the consent screen: it checks the client and the redirect URI,
 *   requires PKCE (S256), and answers with a redirect to the app carrying a code and the state.
 * - `handle(request)` answers https://oauth2.googleapis.com/token (client secret, the code it issued,
 *   the same redirect URI, the PKCE verifier, each code once) and https://www.googleapis.com/oauth2/v3/certs.
 * - `install()` routes the process's `fetch` to Google's hosts here; every other host passes through.
 *
 * A code is the grant itself, signed with `codeKey` (HMAC-SHA256), so the consent screen can run in
 * one process (a Playwright route) and the token endpoint in another (the server, through
 * e2e/fixtures/fake-google-server.mjs) as long as both know the key. Node loads this file directly
 * (type stripping): only erasable TypeScript, and no relative imports.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export const GOOGLE_AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_HOSTS = new Set(['accounts.google.com', 'oauth2.googleapis.com', 'www.googleapis.com']);
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const ID_TOKEN_LIFETIME_S = 3599;

/** The Google account the user picks on the consent screen. */
export interface GoogleAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** An OAuth client registered in the Google Cloud console. */
export interface GoogleClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface FakeGoogle {
  /** The consent screen: a redirect back to the app (`'deny'`: the user pressed Cancel). */
  authorize(authorizationUrl: string | URL, choice: GoogleAccount | 'deny'): Response;
  /** Google's server-side endpoints: token exchange and signing keys. */
  handle(request: Request): Promise<Response>;
  /** Sends this process's fetch calls to Google here; returns the function that undoes it. */
  install(): () => void;
}

/** What a code stands for: who consented, for which client, redirect and PKCE challenge. */
interface Grant {
  jti: string;
  iat: number;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  nonce?: string;
  account: GoogleAccount;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/** Google's error answers: `{ error, error_description }`. */
const oauthError = (status: number, error: string, description: string) =>
  json(status, { error, error_description: description });

/** Google shows an error page, not a redirect, when it cannot trust the redirect URI. */
const errorPage = (status: number, error: string) =>
  new Response(`<!doctype html><title>Error ${status}: ${error}</title><h1>Error ${status}: ${error}</h1>`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

const pkceS256 = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

export function createFakeGoogle(options: {
  clients: GoogleClient[];
  /** Shared by every process that issues or redeems codes; random when only this one does. */
  codeKey?: string;
}): FakeGoogle {
  const codeKey = options.codeKey ?? randomBytes(32).toString('base64url');
  const usedCodes = new Set<string>();
  const makeSigningKey = async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    return { privateKey, kid, jwk };
  };
  let keys: ReturnType<typeof makeSigningKey> | undefined;
  /** Google's signing key, made when first needed (the consent screen alone never needs it). */
  const signingKey = () => (keys ??= makeSigningKey());
  const clientById = (id: string | null) => options.clients.find((client) => client.clientId === id);
  const mac = (payload: string) => base64url(createHmac('sha256', codeKey).update(payload).digest());

  function issueCode(grant: Grant): string {
    const payload = base64url(JSON.stringify(grant));
    return `4/0${payload}.${mac(payload)}`;
  }

  /** The grant behind a code this fake issued and nobody has redeemed, or null. */
  function readCode(code: string): Grant | null {
    const match = /^4\/0([\w-]+)\.([\w-]+)$/.exec(code);
    if (!match) return null;
    const [, payload, signature] = match as unknown as [string, string, string];
    const expected = Buffer.from(mac(payload));
    if (expected.length !== signature.length || !timingSafeEqual(expected, Buffer.from(signature)))
      return null;
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Grant;
    if (Date.now() - grant.iat > CODE_LIFETIME_MS || usedCodes.has(grant.jti)) return null;
    return grant;
  }

  function authorize(authorizationUrl: string | URL, choice: GoogleAccount | 'deny'): Response {
    const url = new URL(authorizationUrl);
    const params = url.searchParams;
    if (`${url.origin}${url.pathname}` !== GOOGLE_AUTHORIZATION_URL) return errorPage(404, 'not_found');
    const client = clientById(params.get('client_id'));
    if (!client) return errorPage(401, 'invalid_client');
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!client.redirectUris.includes(redirectUri)) return errorPage(400, 'redirect_uri_mismatch');

    const back = new URL(redirectUri);
    const state = params.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const redirect = (query: Record<string, string>) => {
      for (const [name, value] of Object.entries(query)) back.searchParams.set(name, value);
      return new Response(null, { status: 302, headers: { location: back.href } });
    };
    const scope = params.get('scope')?.split(' ') ?? [];
    const codeChallenge = params.get('code_challenge');
    if (params.get('response_type') !== 'code') return redirect({ error: 'unsupported_response_type' });
    if (!scope.includes('openid') || !scope.includes('email')) return redirect({ error: 'invalid_scope' });
    if (!codeChallenge || params.get('code_challenge_method') !== 'S256') {
      return redirect({ error: 'invalid_request', error_description: 'PKCE with S256 is required' });
    }
    if (choice === 'deny') return redirect({ error: 'access_denied' });

    const code = issueCode({
      jti: randomUUID(),
      iat: Date.now(),
      clientId: client.clientId,
      redirectUri,
      codeChallenge,
      scope: scope.join(' '),
      ...(params.get('nonce') ? { nonce: params.get('nonce')! } : {}),
      account: choice,
    });
    return redirect({ code, scope: scope.join(' '), authuser: '0', prompt: 'consent' });
  }

  /** Client authentication: client_secret_basic or client_secret_post, as Google accepts both. */
  function authenticateClient(request: Request, form: URLSearchParams): GoogleClient | Response {
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(request.headers.get('authorization') ?? '');
    if (basic) {
      const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
    const client = clientById(id);
    if (!client) return oauthError(401, 'invalid_client', 'The OAuth client was not found.');
    if (secret !== client.clientSecret) return oauthError(401, 'invalid_client', 'Unauthorized');
    return client;
  }

  async function token(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405 });
    if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
      return oauthError(400, 'invalid_request', 'Invalid content type');
    }
    const form = new URLSearchParams(await request.text());
    const client = authenticateClient(request, form);
    if (client instanceof Response) return client;
    const grantType = form.get('grant_type');
    if (grantType !== 'authorization_code') {
      return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
    }
    const code = form.get('code');
    if (!code) return oauthError(400, 'invalid_request', 'Missing required parameter: code');
    const grant = readCode(code);
    if (!grant || grant.clientId !== client.clientId) return oauthError(400, 'invalid_grant', 'Bad Request');
    if (form.get('redirect_uri') !== grant.redirectUri) {
      return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
    }
    const verifier = form.get('code_verifier');
    if (!verifier) return oauthError(400, 'invalid_grant', 'Missing code verifier.');
    if (pkceS256(verifier) !== grant.codeChallenge) {
      return oauthError(400, 'invalid_grant', 'Invalid code verifier.');
    }
    usedCodes.add(grant.jti);

    const accessToken = `ya29.${randomBytes(48).toString('base64url')}`;
    const { privateKey, kid } = await signingKey();
    const { account } = grant;
    const [givenName, ...familyName] = account.name.split(' ');
    const idToken = await new SignJWT({
      azp: client.clientId,
      email: account.email,
      email_verified: account.emailVerified,
      at_hash: base64url(createHash('sha256').update(accessToken).digest().subarray(0, 16)),
      name: account.name,
      given_name: givenName,
      family_name: familyName.join(' '),
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(client.clientId)
      .setSubject(account.sub)
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_LIFETIME_S}s`)
      .sign(privateKey);
    return json(200, {
      access_token: accessToken,
      expires_in: ID_TOKEN_LIFETIME_S,
      scope: grant.scope,
      token_type: 'Bearer',
      id_token: idToken,
    });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const endpoint = `${url.origin}${url.pathname}`;
    if (endpoint === TOKEN_URL) return token(request);
    if (endpoint === CERTS_URL && request.method === 'GET')
      return json(200, { keys: [(await signingKey()).jwk] });
    return new Response('Not Found', { status: 404 });
  }

  function install(): () => void {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      if (!GOOGLE_HOSTS.has(url.hostname)) return realFetch(input, init);
      return handle(new Request(input, init));
    };
    return () => {
      globalThis.fetch = realFetch;
    };
  }

  return { authorize, handle, install };
}
