import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { loadConfig } from '../../config';
import rootPackage from '../../../../../package.json' with { type: 'json' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('GET /api/health', () => {
  it('answers ok with the engine and the version', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: testEngine, version: rootPackage.version });
  });
});

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/v1/client-errors']));
    const schema = doc.paths['/api/v1/client-errors']!.post!.requestBody!.content['application/json']!.schema;
    expect(schema).toMatchObject({ required: expect.arrayContaining(['statusCode', 'message', 'url']) });
  });

  it('serves browsable docs without any outside host', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await t.app.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await t.app.request('/api/docs/package.json')).status).toBe(404);
  });
});

describe('problems', () => {
  it('answers an unknown API path with a 404 problem in Italian by default', async () => {
    const res = await t.app.request('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toEqual({
      type: 'urn:studiolo:problem:not-found',
      title: 'Not Found',
      status: 404,
      detail: "L'elemento richiesto non è stato trovato.",
      code: 'NOT_FOUND',
    });
  });

  it('speaks English when the locale cookie or the browser asks for it', async () => {
    const byCookie = await t.app.request('/api/v1/nothing-here', { headers: { cookie: 'user-locale=en' } });
    expect(((await byCookie.json()) as { detail: string }).detail).toBe(
      'The requested item could not be found.',
    );
    const byHeader = await t.app.request('/api/v1/nothing-here', {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(((await byHeader.json()) as { detail: string }).detail).toBe(
      'The requested item could not be found.',
    );
    const unsupported = await t.app.request('/api/v1/nothing-here', {
      headers: { cookie: 'user-locale=de' },
    });
    expect(((await unsupported.json()) as { detail: string }).detail).toBe(
      "L'elemento richiesto non è stato trovato.",
    );
  });

  it('lists every invalid field with a translated message', async () => {
    const res = await postJson(
      '/api/v1/client-errors',
      { statusCode: 'x', url: '/' },
      { cookie: 'user-locale=en' },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const body = (await res.json()) as { code: string; errors: { path: string; message: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'statusCode', message: 'This value has the wrong type' }),
        expect.objectContaining({ path: 'message', message: 'This field is required' }),
      ]),
    );
  });

  it('answers malformed JSON with a 400 problem, not a 500', async () => {
    const res = await t.app.request('/api/v1/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"statusCode":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('MALFORMED_JSON');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await postJson('/api/v1/client-errors', {
      statusCode: 500,
      message: 'x'.repeat(1_100_000),
      url: '/',
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('POST /api/v1/client-errors', () => {
  it('accepts a page error report', async () => {
    const res = await postJson('/api/v1/client-errors', {
      statusCode: 404,
      message: 'Page not found: /missing',
      url: 'http://localhost:3000/missing',
      stack: 'Error: Page not found\n    at loader',
    });
    expect(res.status).toBe(204);
  });
});

describe('GET /api/v1/public/source (AGPL-3.0 §13)', () => {
  it("answers the build's source archive to anyone, signed in or not", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-source-'));
    const archivePath = path.join(dir, 'source.tar.gz');
    fs.writeFileSync(archivePath, gzipSync('the sources'));
    const built = await createTestApp({}, (config) => ({
      ...config,
      sourceCode: { url: undefined, archivePath },
    }));
    try {
      const res = await built.app.request('/api/v1/public/source');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/gzip');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="studiolo-${rootPackage.version}-source.tar.gz"`,
      );
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('the sources');
    } finally {
      await built.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("sends a fork's users to its SOURCE_CODE_URL", async () => {
    const fork = await createTestApp({ SOURCE_CODE_URL: 'https://git.example.it/studio/studiolo' });
    try {
      const res = await fork.app.request('/api/v1/public/source');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://git.example.it/studio/studiolo');
    } finally {
      await fork.close();
    }
  });

  it("says so in the reader's language when the installation has neither", async () => {
    const res = await t.app.request('/api/v1/public/source', { headers: { 'accept-language': 'it' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      code: 'SOURCE_NOT_AVAILABLE',
      detail: 'Il codice sorgente di questa installazione non è disponibile qui: chiedilo a chi la gestisce.',
    });
  });
});

describe('GET /api/v1/public/redirects (SPEC §2)', () => {
  const REDIRECTS = JSON.stringify([
    { from: '/vecchia-agenda', to: '/calendar' },
    { from: '/listino', to: 'https://www.example.it/listino', status: 308 },
  ]);

  it('lists the configured rules to anyone, and the server answers them before the app', async () => {
    const moved = await createTestApp({ REDIRECTS });
    try {
      const res = await moved.app.request('/api/v1/public/redirects');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([
        { from: '/vecchia-agenda', to: '/calendar', status: 301 },
        { from: '/listino', to: 'https://www.example.it/listino', status: 308 },
      ]);
      const old = await moved.app.request('/vecchia-agenda?view=week');
      expect(old.status).toBe(301);
      expect(old.headers.get('location')).toBe('/calendar?view=week');
      const external = await moved.app.request('/listino');
      expect(external.status).toBe(308);
      expect(external.headers.get('location')).toBe('https://www.example.it/listino');
    } finally {
      await moved.close();
    }
  });

  it('is an empty list without REDIRECTS', async () => {
    const res = await t.app.request('/api/v1/public/redirects');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it.each([
    ['not JSON', '{from:', /REDIRECTS: JSON: a list of/],
    [
      'a screen of the app',
      '[{"from":"/calendar","to":"/dashboard"}]',
      /a screen of the app cannot be redirected/,
    ],
    [
      'the API',
      '[{"from":"/api/v0/patients","to":"/patients"}]',
      /the API and the assets cannot be redirected/,
    ],
    ['a path with a query', '[{"from":"/old?x=1","to":"/about"}]', /without query or trailing slash/],
    ['a protocol-relative target', '[{"from":"/old","to":"//evil.example"}]', /an http\(s\) address/],
    ['a temporary status', '[{"from":"/old","to":"/about","status":302}]', /REDIRECTS\.0\.status/],
  ])('refuses to start with %s', (_what, value, message) => {
    expect(() => loadConfig({ REDIRECTS: value })).toThrow(message);
  });
});
