import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_TRANSCRIPT_REQUESTS_PER_MINUTE,
  type ApiKey,
  type CallDetail,
  type CallList,
  type CreatedApiKey,
} from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { simulatedCall } from '../../../test/calls';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  t.ctx.clock = () => new Date();
});

/** The app's clock held at `instant`, so a run of requests falls in a known minute. */
function stopClockAt(instant: string) {
  t.ctx.clock = () => new Date(instant);
}

const createKey = (who: SignedInMember, name = 'Gestionale') =>
  callAs<CreatedApiKey>(t, who, 'POST', '/api/v1/api-keys', { name }, 201);

const publicGet = (path: string, key?: string) =>
  t.app.request(path, { headers: key ? { authorization: `Bearer ${key}` } : {} });

describe('API keys', () => {
  it('are shown whole once, listed by prefix, and stop working when revoked', async () => {
    const owner = await clinicOwner(t);
    const created = await createKey(owner);
    expect(created.key).toMatch(/^stl_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const listed = await callAs<ApiKey[]>(t, owner, 'GET', '/api/v1/api-keys');
    expect(listed).toEqual([
      expect.objectContaining({ id: created.id, name: 'Gestionale', revokedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect((await publicGet('/api/public/v1/calls', created.key)).status).toBe(200);
    // The scheme's name is case-insensitive (RFC 7235).
    const lower = await t.app.request('/api/public/v1/calls', {
      headers: { authorization: `bearer ${created.key}` },
    });
    expect(lower.status).toBe(200);
    const revoked = await callAs<ApiKey>(t, owner, 'DELETE', `/api/v1/api-keys/${created.id}`);
    expect(revoked.revokedAt).not.toBeNull();
    const refused = await publicGet('/api/public/v1/calls', created.key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('INVALID_API_KEY');
  });

  it('are managed by owners and admins only, each organization its own', async () => {
    const owner = await clinicOwner(t);
    const created = await createKey(owner);
    const doctor = await colleague(t, owner.organizationId, 'doctor');
    await callAs(t, doctor, 'GET', '/api/v1/api-keys', undefined, 403);
    await callAs(t, doctor, 'POST', '/api/v1/api-keys', { name: 'x' }, 403);
    await callAs(t, doctor, 'DELETE', `/api/v1/api-keys/${created.id}`, undefined, 403);
    const stranger = await clinicOwner(t, 'Altro Studio');
    await callAs(t, stranger, 'DELETE', `/api/v1/api-keys/${created.id}`, undefined, 404);
    expect(await callAs<ApiKey[]>(t, stranger, 'GET', '/api/v1/api-keys')).toEqual([]);
    await callAs(t, owner, 'POST', '/api/v1/api-keys', { name: '' }, 400);
  });
});

describe('the public calls API', () => {
  it("reads the key's organization's calls and nothing else", async () => {
    const owner = await clinicOwner(t);
    const call = await simulatedCall(t, owner, { transcript: 'Buongiorno, vorrei una copia della fattura.' });
    const key = (await createKey(owner)).key;
    const list = (await (await publicGet('/api/public/v1/calls', key)).json()) as CallList;
    expect(list.calls.map((c) => c.id)).toEqual([call.id]);
    const detail = (await (await publicGet(`/api/public/v1/calls/${call.id}`, key)).json()) as CallDetail;
    expect(detail.transcription).toMatchObject({
      state: 'done',
      text: 'Buongiorno, vorrei una copia della fattura.',
    });

    const stranger = await clinicOwner(t, 'Altro Studio');
    const otherKey = (await createKey(stranger)).key;
    expect((await publicGet(`/api/public/v1/calls/${call.id}`, otherKey)).status).toBe(404);
    const others = (await (await publicGet('/api/public/v1/calls', otherKey)).json()) as CallList;
    expect(others.calls).toEqual([]);
  });

  it('refuses a missing, malformed or unknown key, saying which scheme to use', async () => {
    const missing = await publicGet('/api/public/v1/calls');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="studiolo"');
    expect((await publicGet('/api/public/v1/calls', 'not-a-key')).status).toBe(401);
    expect((await publicGet('/api/public/v1/calls', `stl_${'A'.repeat(43)}`)).status).toBe(401);
  });

  it('allows 60 requests a minute per key, then answers 429 with Retry-After', async () => {
    const owner = await clinicOwner(t);
    const key = (await createKey(owner)).key;
    const other = (await createKey(owner, 'Altro')).key;
    stopClockAt('2026-12-01T09:15:20Z');
    let last: Response | undefined;
    for (let i = 1; i <= 60; i++) {
      last = await publicGet('/api/public/v1/calls', key);
      expect(last.status).toBe(200);
    }
    expect(last!.headers.get('x-ratelimit-remaining')).toBe('0');
    const limited = await publicGet('/api/public/v1/calls', key);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('60');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('retry-after')).toBe('40');
    // Another key has its own allowance.
    expect((await publicGet('/api/public/v1/calls', other)).status).toBe(200);
    // The next minute starts a new allowance.
    stopClockAt('2026-12-01T09:16:00Z');
    const nextMinute = await publicGet('/api/public/v1/calls', key);
    expect(nextMinute.status).toBe(200);
    expect(nextMinute.headers.get('x-ratelimit-remaining')).toBe('59');
  });

  it('lists transcripts on request, logging each read, in a slower tier of 10 a minute', async () => {
    const owner = await clinicOwner(t);
    const transcript = 'Buongiorno, vorrei spostare la visita di domani.';
    const call = await simulatedCall(t, owner, { transcript });
    const key = await createKey(owner);
    const plain = (await (await publicGet('/api/public/v1/calls', key.key)).json()) as CallList;
    expect(plain.calls[0]).not.toHaveProperty('transcript');
    const asked = await publicGet('/api/public/v1/calls?includeTranscripts=true', key.key);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('x-ratelimit-limit')).toBe('10');
    expect(((await asked.json()) as CallList).calls[0]).toMatchObject({ id: call.id, transcript });
    const reads = await callAs<{ items: { action: string; data: { apiKeyId?: string } }[] }>(
      t,
      owner,
      'GET',
      '/api/v1/activity?area=calls',
    );
    expect(reads.items).toContainEqual(
      expect.objectContaining({ action: 'call.transcript_read', data: { apiKeyId: key.id } }),
    );

    stopClockAt('2026-12-01T09:15:20Z');
    const fresh = (await createKey(owner, 'Trascrizioni')).key;
    for (let i = 1; i <= API_KEY_TRANSCRIPT_REQUESTS_PER_MINUTE; i++) {
      expect((await publicGet(`/api/public/v1/calls/${call.id}`, fresh)).status).toBe(200);
    }
    const limited = await publicGet('/api/public/v1/calls?includeTranscripts=true', fresh);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('10');
    // The calls themselves stay readable at the usual pace.
    const list = await publicGet('/api/public/v1/calls', fresh);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-ratelimit-limit')).toBe('60');
  });
});
