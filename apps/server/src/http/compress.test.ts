import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { callAs, clinicForTests } from '../../test/clinic';
import { patientInput } from '../../test/factories';
import { chooseEncoding } from './compress';

const clinic = clinicForTests();

const get = (path: string, acceptEncoding?: string, signal?: AbortSignal) =>
  clinic.t.app.request(path, {
    headers: {
      cookie: clinic.owner.cookie,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    signal,
  });

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    [undefined, undefined],
  ])('picks from %s: %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressed answers', () => {
  it('compresses the API with brotli or gzip as the client accepts, to the same content', async () => {
    for (let i = 0; i < 10; i++)
      await callAs(clinic.t, clinic.owner, 'POST', '/api/v1/patients', patientInput(), 201);
    const plain = await get('/api/v1/patients?limit=25');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const list = await plain.text();
    expect(JSON.parse(list)).toMatchObject({ total: 10 });

    const brotli = await get('/api/v1/patients?limit=25', 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliBytes.length).toBeLessThan(list.length / 3);
    expect(zlib.brotliDecompressSync(brotliBytes).toString()).toBe(list);

    const gzip = await get('/api/v1/patients?limit=25', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(list);
  });

  it('compresses a problem too', async () => {
    const res = await get('/api/v1/patients?limit=5000', 'gzip');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toMatchObject({
      status: 400,
    });
  });

  it('never buffers the live call events (server-sent events go out as written)', async () => {
    const abort = new AbortController();
    const res = await get('/api/v1/calls/events', 'gzip, br', abort.signal);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    abort.abort();
    await res.body?.cancel();
  });

  it('leaves PDFs as they are', async () => {
    const res = await get('/api/v1/calendar/day.pdf?day=2026-06-10', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
