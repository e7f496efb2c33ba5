import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { webRoutes } from './web';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-web-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Studiolo</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
// As the build writes them (apps/web/vite.config.ts): brotli and gzip copies beside the asset.
const script = 'console.log("Studiolo");'.repeat(100);
fs.writeFileSync(path.join(dist, 'assets', 'main-3c4d.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'main-3c4d.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(dist, 'assets', 'main-3c4d.js.gz'), zlib.gzipSync(script));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const web = webRoutes(dist);

describe('the built web app', () => {
  it.each([
    ['/', 200],
    ['/about', 200],
    ['/dev/outbox', 200],
    ['/patients/7f0c6f4e-1c7e-4a55-9a77-3f2d1c0b9e11/edit', 200],
    ['/slots/abc/patient', 200],
    ['/no/such/page', 404],
    ['/patients/abc/nothing', 404],
  ] as const)('answers %s with the app, uncached, status %i', async (url, status) => {
    const res = await web.request(url);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>Studiolo</title>');
  });

  it('serves hashed assets for a year and top-level files as they are', async () => {
    const asset = await web.request('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const icon = await web.request('/favicon.svg');
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('sends the pre-compressed copy the browser accepts, and the file itself otherwise', async () => {
    const brotli = await web.request('/assets/main-3c4d.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(zlib.brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);
    const gzip = await web.request('/assets/main-3c4d.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await web.request('/assets/main-3c4d.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    expect((await web.request('/assets/gone-9z.js')).status).toBe(404);
  });
});

describe("the server's redirect rules (REDIRECTS, SPEC §2)", () => {
  const moved = webRoutes(dist, [
    { from: '/vecchia-agenda', to: '/calendar', status: 301 },
    { from: '/listino', to: 'https://www.example.it/listino', status: 308 },
    { from: '/prenota', to: '/calendar?view=week', status: 301 },
  ]);

  it('answers an old path with its new address, the query kept', async () => {
    const res = await moved.request('/vecchia-agenda?doctor=7');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/calendar?doctor=7');
    // A trailing slash is the same path; HEAD as GET.
    const head = await moved.request('/vecchia-agenda/', { method: 'HEAD' });
    expect(head.status).toBe(301);
    expect(head.headers.get('location')).toBe('/calendar');
  });

  it('sends an external target as written, with 308, and a target with its own query unchanged', async () => {
    const external = await moved.request('/listino?ref=x');
    expect(external.status).toBe(308);
    expect(external.headers.get('location')).toBe('https://www.example.it/listino');
    const own = await moved.request('/prenota?view=day');
    expect(own.headers.get('location')).toBe('/calendar?view=week');
  });

  it('leaves every other path to the app', async () => {
    expect((await moved.request('/about')).status).toBe(200);
    expect((await moved.request('/vecchia-agenda/oggi')).status).toBe(404);
  });
});
