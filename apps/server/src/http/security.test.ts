import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { callAs, clinicOwner } from '../../test/clinic';
import { send } from '../../test/http';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-web-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Studiolo</title>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A browser's PUT with exactly these provenance headers (no Origin unless given). */
const renameTo = (cookie: string, name: string, headers: Record<string, string>) =>
  t.app.request('/api/v1/organization', {
    method: 'PUT',
    headers: { cookie: `${cookie}; user-locale=en`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ name }),
  });

describe('cross-site request forgery', () => {
  it("refuses a cookie-authenticated write from another site's page, and changes nothing", async () => {
    const owner = await clinicOwner(t, 'Studio Originale');
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/form.html' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const res = await renameTo(owner.cookie, 'Studio Rubato', headers);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await res.json()).toMatchObject({
        code: 'CROSS_SITE_REQUEST',
        detail: 'Request refused: it did not come from a Studiolo page. Reload the page and try again.',
      });
    }
    // A body-less form POST (no JSON, so no preflight) is refused before anything else.
    const share = await t.app.request('/api/v1/invoices/00000000-0000-4000-8000-000000000000/share', {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
    });
    expect(share.status).toBe(403);
    const profile = await callAs<{ name: string }>(t, owner, 'GET', '/api/v1/organization');
    expect(profile.name).toBe('Studio Originale');
  });

  it('accepts our own pages, by Origin or else Referer', async () => {
    const owner = await clinicOwner(t);
    const publicUrl = t.ctx.config.publicUrl;
    expect((await renameTo(owner.cookie, 'Studio Uno', { origin: publicUrl })).status).toBe(200);
    expect((await renameTo(owner.cookie, 'Studio Due', { referer: `${publicUrl}/settings` })).status).toBe(
      200,
    );
    expect((await renameTo(owner.cookie, 'Studio Tre', { 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    );
    // Not a browser (a script with its own cookie jar): nobody's ambient authority to borrow.
    expect((await renameTo(owner.cookie, 'Studio Quattro', {})).status).toBe(200);
    // The Vite dev server proxies the API from its own origin outside production.
    expect((await renameTo(owner.cookie, 'Studio Tre', { origin: 'http://localhost:5173' })).status).toBe(
      200,
    );
  });

  it('leaves requests without cookies alone: bearer tokens, API keys, webhooks', async () => {
    const owner = await clinicOwner(t);
    const signIn = await send(t, 'POST', '/api/auth/sign-in/email', {
      email: owner.email,
      password: 'correct horse battery',
    });
    const token = signIn.headers.get('set-auth-token')!;
    expect(token).toBeTruthy();
    const res = await t.app.request('/api/v1/organization', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'x-organization-id': owner.organizationId,
        origin: 'https://integrazione.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Studio via token' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Studio via token' });
  });
});

describe('caching and content security', () => {
  it('never lets an API answer with health data be stored, unless a route says so', async () => {
    const owner = await clinicOwner(t);
    for (const url of [
      '/api/v1/patients',
      '/api/v1/calls',
      '/api/v1/organization',
      '/api/v1/no-such-thing',
    ]) {
      const res = await send(t, 'GET', url, undefined, { cookie: owner.cookie });
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
    const swagger = await t.app.request('/api/docs/swagger-ui.css');
    expect(swagger.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('serves the web app with a Content-Security-Policy that allows no inline script', async () => {
    const res = await t.app.request('/calendar');
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy')!;
    const directives = Object.fromEntries(
      policy.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });
});
