import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { clinicOwner } from '../../test/clinic';
import { randomClientIp } from '../../test/http';
import { loadConfig } from '../config';
import { isOwnOrigin, trustedOriginsFor } from './origins';

/** A registration sent to `reached` (the address the request reached) from a page at `origin`. */
function signUpFrom(t: TestApp, reached: string, origin: string, locale: 'it' | 'en' | null = null) {
  return fromPage(t, `${reached}/api/auth/sign-up/email`, origin, registration(), locale);
}

/** A browser's request to `url` from a page at `origin`, with the locale cookie when given. */
function fromPage(t: TestApp, url: string, origin: string, body: unknown, locale: 'it' | 'en' | null = null) {
  return t.app.request(url, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      'x-studiolo-client-ip': randomClientIp(),
      ...(locale ? { cookie: `user-locale=${locale}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const registration = () => ({
  name: 'Segreteria',
  email: `reception-${randomUUID().slice(0, 8)}@example.it`,
  password: 'correct horse battery',
});

describe('which pages are ours (unit)', () => {
  const at = (url: string) => new Request(url);

  it('outside production trusts the address the request reached, never another site', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(isOwnOrigin(config, 'http://localhost:3000', at('http://127.0.0.1:3000/api'))).toBe(true);
    expect(isOwnOrigin(config, 'http://127.0.0.1:3000', at('http://127.0.0.1:3000/api'))).toBe(true);
    expect(isOwnOrigin(config, 'http://192.168.1.20:3000', at('http://192.168.1.20:3000/api'))).toBe(true);
    expect(isOwnOrigin(config, 'https://evil.example', at('http://127.0.0.1:3000/api'))).toBe(false);
    // Another port on the same machine is another site.
    expect(isOwnOrigin(config, 'http://127.0.0.1:8080', at('http://127.0.0.1:3000/api'))).toBe(false);
    // The Host header (what the browser addressed) decides, not the socket.
    const viaHost = new Request('http://127.0.0.1:3000/api', { headers: { host: 'evil.example' } });
    expect(isOwnOrigin(config, 'http://127.0.0.1:3000', viaHost)).toBe(false);
  });

  it('in production trusts only PUBLIC_URL and TRUSTED_ORIGINS', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://studio.example.it',
      TRUSTED_ORIGINS: 'http://192.168.1.20:3000, https://studio.local/',
    });
    expect(config.ownOrigins).toEqual([
      'https://studio.example.it',
      'http://192.168.1.20:3000',
      'https://studio.local',
    ]);
    expect(isOwnOrigin(config, 'http://192.168.1.20:3000', at('http://192.168.1.20:3000/api'))).toBe(true);
    expect(isOwnOrigin(config, 'http://192.168.1.21:3000', at('http://192.168.1.21:3000/api'))).toBe(false);
    const request = new Request('http://192.168.1.21:3000/api', {
      headers: { origin: 'http://192.168.1.21:3000' },
    });
    expect(trustedOriginsFor(config, request)).toEqual(config.ownOrigins);
  });

  it('refuses TRUSTED_ORIGINS entries that are not origins', () => {
    for (const value of [
      'studio.local',
      'https://studio.local/app',
      'ftp://studio.local',
      'https://*.example',
    ]) {
      expect(() => loadConfig({ TRUSTED_ORIGINS: value }), value).toThrow(/TRUSTED_ORIGINS/);
    }
  });
});

describe('signing in and registering from another address (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000' });
  });
  afterAll(() => t.close());

  it('registers and signs in from http://127.0.0.1:3000 while PUBLIC_URL says localhost', async () => {
    const input = registration();
    const res = await fromPage(
      t,
      'http://127.0.0.1:3000/api/auth/sign-up/email',
      'http://127.0.0.1:3000',
      input,
    );
    expect(res.status).toBe(200);
    const signIn = await fromPage(
      t,
      'http://127.0.0.1:3000/api/auth/sign-in/email',
      'http://127.0.0.1:3000',
      {
        email: input.email,
        password: input.password,
      },
    );
    // Registered, not yet verified: Better Auth's answer, not an origin refusal.
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it("refuses another site's page, saying what to set", async () => {
    const res = await signUpFrom(t, 'http://127.0.0.1:3000', 'https://evil.example', 'it');
    expect(res.status).toBe(403);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      code: 'ORIGIN_NOT_TRUSTED',
      origin: 'https://evil.example',
      publicUrl: 'http://localhost:3000',
    });
    expect(body.detail).toContain('Apri Studiolo da http://localhost:3000');
    expect(body.detail).toContain('aggiungi questo indirizzo a TRUSTED_ORIGINS');
    expect(body.detail).toContain('https://evil.example');
  });

  it('accepts cookie-authenticated writes from the reached address, and still refuses another site', async () => {
    const owner = await clinicOwner(t, 'Studio Locale');
    const rename = (origin: string, name: string) =>
      t.app.request('http://127.0.0.1:3000/api/v1/organization', {
        method: 'PUT',
        headers: { origin, cookie: owner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    expect((await rename('http://127.0.0.1:3000', 'Studio Rinominato')).status).toBe(200);
    const foreign = await rename('http://evil.example', 'Studio Rubato');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });
});

describe('signing in from another address (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://studio.example.it',
      TRUSTED_ORIGINS: 'http://192.168.1.20:3000',
      // On PostgreSQL a production start refuses files on this machine alone unless told so.
      ALLOW_LOCAL_STORAGE: 'true',
    });
  });
  afterAll(() => t.close());

  it('accepts an address in TRUSTED_ORIGINS and refuses one that is not, even when it is the Host reached', async () => {
    const listed = await signUpFrom(t, 'http://192.168.1.20:3000', 'http://192.168.1.20:3000');
    expect(listed.status).toBe(200);
    const unlisted = await signUpFrom(t, 'http://192.168.1.21:3000', 'http://192.168.1.21:3000', 'en');
    expect(unlisted.status).toBe(403);
    expect(await unlisted.json()).toMatchObject({
      code: 'ORIGIN_NOT_TRUSTED',
      origin: 'http://192.168.1.21:3000',
      publicUrl: 'https://studio.example.it',
      detail: expect.stringContaining('add this address to TRUSTED_ORIGINS') as unknown,
    });
  });
});
