import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MobileSetup, SetupLink, TestCallResult, TestCallStart } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { simulatedCall } from '../../../test/calls';
import {
  callAs,
  choosingOrganization,
  clinicOwner,
  colleague,
  type SignedInMember,
} from '../../../test/clinic';
import { send } from '../../../test/http';
import { provisionNumber } from './provisioning';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MOBILE = '+393339998877';

/** An owner whose organization has its number (Milano 02), and the number. */
async function withNumber(mobile: string | null = MOBILE) {
  const owner = await clinicOwner(t, 'Studio Inoltro');
  await callAs(t, owner, 'POST', '/api/v1/calls/number/request', { prefix: '02' });
  const { number } = await provisionNumber(t.ctx, owner.organizationId);
  if (mobile) await callAs(t, owner, 'PUT', '/api/v1/calls/number/forward-to', { forwardTo: mobile });
  return { owner, number };
}

const linkOf = (who: SignedInMember) =>
  callAs<SetupLink>(t, who, 'POST', '/api/v1/calls/number/setup-links', undefined, 201);

/** A request with no session at all: the phone that scanned the QR code. */
const anonymous = (method: string, path: string) => send(t, method, path);

const publicPath = (token: string, rest = '') =>
  `/api/v1/public/mobile-setup/${encodeURIComponent(token)}${rest}`;

async function statusOfLink(token: string) {
  const since = new Date().toISOString();
  return [
    (await anonymous('GET', publicPath(token))).status,
    (await anonymous('POST', publicPath(token, '/test-call'))).status,
    (await anonymous('GET', publicPath(token, `/test-call?since=${since}`))).status,
  ];
}

describe('POST /api/v1/calls/number/setup-links and GET /api/v1/public/mobile-setup/{token}', () => {
  it('gives a phone without a session the number to forward to, for one hour', async () => {
    const { owner, number } = await withNumber();
    const before = Date.now();
    const link = await linkOf(owner);
    const lifetime = Date.parse(link.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);
    const res = await anonymous('GET', publicPath(link.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()) as MobileSetup).toEqual({
      organizationName: 'Studio Inoltro',
      number,
      forwardToEnding: '8877',
      expiresAt: link.expiresAt,
    });
  });

  it('answers 404, naming no organization, for a wrong, altered or expired link', async () => {
    const { owner } = await withNumber();
    const other = await withNumber('+393471112233');
    const { token } = await linkOf(owner);
    const [payload, mac] = token.split('.') as [string, string];
    const otherPayload = (await linkOf(other.owner)).token.split('.')[0]!;
    const flipped = mac.slice(0, -2) + (mac.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [
      'nonsense',
      `${payload}.`,
      `${payload}.${flipped}`,
      `${otherPayload}.${mac}`,
      `${token}.x`,
    ]) {
      expect(await statusOfLink(bad), bad).toEqual([404, 404, 404]);
      const body = await (await anonymous('GET', publicPath(bad))).text();
      expect(body).not.toContain('Studio Inoltro');
    }
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61 * 60_000);
    try {
      expect(await statusOfLink(token)).toEqual([404, 404, 404]);
    } finally {
      vi.restoreAllMocks();
    }
    expect(await statusOfLink(token)).toEqual([200, 201, 200]);
  });

  it('stops working once its maker is no longer an owner or admin', async () => {
    const { owner } = await withNumber();
    const admin = await colleague(t, owner.organizationId, 'admin');
    const { token } = await linkOf(admin);
    expect(await statusOfLink(token)).toEqual([200, 201, 200]);
    await callAs(t, owner, 'PUT', `/api/v1/team/members/${admin.userId}/role`, { role: 'secretary' }, 204);
    expect(await statusOfLink(token)).toEqual([404, 404, 404]);
  });

  it('is made by owners and admins (403 otherwise, 401 without a session), once there is a number (409)', async () => {
    const { owner } = await withNumber();
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    await callAs(t, secretary, 'POST', '/api/v1/calls/number/setup-links', undefined, 403);
    expect((await anonymous('POST', '/api/v1/calls/number/setup-links')).status).toBe(401);
    const without = await clinicOwner(t, 'Studio Senza Numero');
    await callAs(t, without, 'POST', '/api/v1/calls/number/setup-links', undefined, 409);
  });

  it("answers 404 for another organization's selection", async () => {
    const { owner } = await withNumber();
    const stranger = await clinicOwner(t, 'Altro Studio');
    const foreign = choosingOrganization(stranger, owner.organizationId);
    await callAs(t, foreign, 'POST', '/api/v1/calls/number/setup-links', undefined, 404);
    await callAs(t, foreign, 'POST', '/api/v1/calls/number/test-call', undefined, 404);
    await callAs(
      t,
      foreign,
      'GET',
      `/api/v1/calls/number/test-call?since=${new Date().toISOString()}`,
      undefined,
      404,
    );
  });
});

describe("the wizard's test call", () => {
  const found = (who: SignedInMember, since: string) =>
    callAs<TestCallResult>(
      t,
      who,
      'GET',
      `/api/v1/calls/number/test-call?since=${encodeURIComponent(since)}`,
    );

  it('is detected once a call forwarded by the professional’s mobile reaches the number after it started', async () => {
    const { owner } = await withNumber();
    // A forwarded call from before the test does not count.
    await simulatedCall(t, owner, { caller: '+393201234567', forwardedFrom: MOBILE, durationSeconds: 5 });
    const { since } = await callAs<TestCallStart>(
      t,
      owner,
      'POST',
      '/api/v1/calls/number/test-call',
      undefined,
      201,
    );
    expect(Math.abs(Date.parse(since) - Date.now())).toBeLessThan(5000);
    expect(await found(owner, since)).toEqual({ call: null });
    // Nor does a call from someone else, nor one another phone forwarded.
    await simulatedCall(t, owner, { caller: '+393201234567', durationSeconds: 5 });
    await simulatedCall(t, owner, {
      caller: '+393201234567',
      forwardedFrom: '+393470000000',
      durationSeconds: 5,
    });
    expect(await found(owner, since)).toEqual({ call: null });
    await simulatedCall(t, owner, { caller: '+393201234567', forwardedFrom: MOBILE, durationSeconds: 5 });
    const result = await found(owner, since);
    expect(result.call?.via).toBe('forwarded');
    expect(Date.parse(result.call!.receivedAt)).toBeGreaterThanOrEqual(Date.parse(since));
    // Every member who handles calls may wait for it.
    const doctor = await colleague(t, owner.organizationId, 'doctor');
    expect((await found(doctor, since)).call?.via).toBe('forwarded');
    // Four calls, each through its jobs (transcription, triage): longer than one request.
  }, 60_000);

  it('counts a call dialled from the mobile straight to the number, and works through a setup link', async () => {
    const { owner } = await withNumber();
    const { token } = await linkOf(owner);
    const started = await anonymous('POST', publicPath(token, '/test-call'));
    expect(started.status).toBe(201);
    const { since } = (await started.json()) as TestCallStart;
    const poll = async () =>
      (await (
        await anonymous('GET', publicPath(token, `/test-call?since=${encodeURIComponent(since)}`))
      ).json()) as TestCallResult;
    expect(await poll()).toEqual({ call: null });
    await simulatedCall(t, owner, { caller: MOBILE, durationSeconds: 5 });
    expect((await poll()).call?.via).toBe('direct');
  });

  it('refuses a missing or malformed start (400), without a session (401), and without a number (409)', async () => {
    const { owner } = await withNumber();
    for (const query of ['', '?since=yesterday']) {
      const res = await send(t, 'GET', `/api/v1/calls/number/test-call${query}`, undefined, {
        cookie: owner.cookie,
      });
      expect(res.status).toBe(400);
    }
    expect((await anonymous('POST', '/api/v1/calls/number/test-call')).status).toBe(401);
    expect(
      (await anonymous('GET', `/api/v1/calls/number/test-call?since=${new Date().toISOString()}`)).status,
    ).toBe(401);
    const without = await clinicOwner(t, 'Studio Senza Numero');
    await callAs(t, without, 'POST', '/api/v1/calls/number/test-call', undefined, 409);
  });
});
