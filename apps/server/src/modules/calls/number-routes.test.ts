import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasCallsNumber, type CallDetail, type CallsNumber, type NumberRegions } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import { deliver, scenario, settle, simulatedCall, simulatorOf } from '../../../test/calls';
import {
  callAs,
  choosingOrganization,
  clinicOwner,
  colleague,
  type SignedInMember,
} from '../../../test/clinic';
import { lastEmailTo } from '../../../test/email';
import { addMember } from '../../../test/factories';
import { send } from '../../../test/http';
import { authRepo } from '../auth/repo';

let t: TestApp;
let admin: { cookie: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'Ada Operatrice');
  await authRepo.setPlatformAdmin(t.ctx.database.db, [admin.email], true);
});
afterAll(() => t.close());

const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** An /admin request by the platform administrator, from this machine unless `address` says otherwise. */
const asAdmin = (method: string, path: string, address = '127.0.0.1', cookie = admin.cookie) =>
  send(t, method, path, undefined, { cookie: `${cookie}; user-locale=en` }, fromSocket(address));

const numberOf = (who: SignedInMember) => callAs<CallsNumber>(t, who, 'GET', '/api/v1/calls/number');

async function requested(prefix = '02') {
  const owner = await clinicOwner(t, 'Studio Milano');
  await callAs(t, owner, 'POST', '/api/v1/calls/number/request', { prefix });
  return owner;
}

async function provisioned(prefix = '02') {
  const owner = await requested(prefix);
  const res = await asAdmin('POST', `/api/v1/admin/organizations/${owner.organizationId}/number/provision`);
  expect(res.status).toBe(200);
  return { owner, ...((await res.json()) as { number: string; numberId: string }) };
}

/** `who` with the cookie naming `organizationId` as the selected organization (theirs or not). */
const problem = async (res: Response) =>
  (await res.json()) as { code: string; detail: string; errors?: unknown };

describe('GET /api/v1/calls/number and POST /api/v1/calls/number/request', () => {
  it('stores the area prefix asked for, says when the number is expected and emails the team', async () => {
    const owner = await clinicOwner(t, 'Studio Milano');
    expect(await numberOf(owner)).toMatchObject({ status: 'none', number: null, expectedBy: null });
    const before = Date.now();
    const asked = await callAs<CallsNumber>(t, owner, 'POST', '/api/v1/calls/number/request', {
      prefix: '02',
    });
    expect(asked).toMatchObject({
      status: 'requested',
      number: null,
      requestedPrefix: '02',
      forwardTo: null,
    });
    expect(Date.parse(asked.requestedAt!)).toBeGreaterThanOrEqual(before - 1000);
    // Within two hours in business hours, at worst the next business morning (a long weekend).
    const wait = Date.parse(asked.expectedBy!) - Date.parse(asked.requestedAt!);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5 * 24 * 3600 * 1000);
    expect(hasCallsNumber(asked)).toBe(false);
    const email = await lastEmailTo(t, admin.email);
    expect(email.subject).toBe('Richiesta di numero: Studio Milano, prefisso 02 (Milano)');
    expect(email.text).toContain('Lombardia');
    expect(email.text).toContain('/admin');
    // Asking again before it is assigned changes the prefix.
    const again = await callAs<CallsNumber>(t, owner, 'POST', '/api/v1/calls/number/request', {
      prefix: '06',
    });
    expect(again.requestedPrefix).toBe('06');
  });

  it("refuses a missing or unknown prefix with 'Please select a region for your number'", async () => {
    const owner = await clinicOwner(t);
    for (const body of [{}, { prefix: '03' }, { prefix: '' }]) {
      const res = await send(t, 'POST', '/api/v1/calls/number/request', body, {
        cookie: `${owner.cookie}; user-locale=en`,
      });
      expect(res.status).toBe(400);
      expect(await problem(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'prefix', message: 'Please select a region for your number' }],
      });
    }
  });

  it('lets only owners and admins ask (403), and shows the number to every member', async () => {
    const owner = await clinicOwner(t);
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    await callAs(t, secretary, 'POST', '/api/v1/calls/number/request', { prefix: '02' }, 403);
    const admin = await colleague(t, owner.organizationId, 'admin');
    await callAs(t, admin, 'POST', '/api/v1/calls/number/request', { prefix: '011' });
    expect(await numberOf(secretary)).toMatchObject({ status: 'requested', requestedPrefix: '011' });
  });

  it("answers another organization's selection with 404", async () => {
    const owner = await clinicOwner(t);
    const stranger = await clinicOwner(t, 'Altro Studio');
    const foreign = choosingOrganization(stranger, owner.organizationId);
    await callAs(t, foreign, 'GET', '/api/v1/calls/number', undefined, 404);
    await callAs(t, foreign, 'POST', '/api/v1/calls/number/request', { prefix: '02' }, 404);
    await callAs(t, foreign, 'PUT', '/api/v1/calls/number/forward-to', { forwardTo: null }, 404);
  });
});

describe('GET /api/v1/calls/number/regions', () => {
  it('lists every region with its area prefixes, for a signed-in user', async () => {
    const owner = await clinicOwner(t);
    const regions = await callAs<NumberRegions>(t, owner, 'GET', '/api/v1/calls/number/regions');
    expect(regions).toHaveLength(20);
    const lombardia = regions.find((r) => r.region === 'Lombardia');
    expect(lombardia?.prefixes).toContainEqual({ prefix: '02', district: 'Milano' });
    expect(regions.find((r) => r.region === 'Lazio')?.prefixes).toContainEqual({
      prefix: '06',
      district: 'Roma',
    });
    expect((await send(t, 'GET', '/api/v1/calls/number/regions')).status).toBe(401);
  });
});

describe('/admin: provisioning and reset', () => {
  it('buys a number in the prefix, gives it to the organization and emails its owner the forwarding', async () => {
    const { owner, number, numberId } = await provisioned('02');
    expect(number).toMatch(/^\+3902\d{8}$/);
    expect(numberId).toMatch(/^PN[0-9a-f]{32}$/);
    const seen = await numberOf(owner);
    expect(seen).toMatchObject({ status: 'provisioned', number, expectedBy: null });
    expect(hasCallsNumber(seen)).toBe(true);
    const email = await lastEmailTo(t, owner.email);
    const spaced = `+39 02 ${number.slice(5, 9)} ${number.slice(9)}`;
    // In the language of whoever asked (English here), 'tu' in Italian.
    expect(email.subject).toBe(`Your Studiolo number is ready: ${spaced}`);
    expect(email.text).toContain(`**21*${number}#`);
    expect(email.text).toContain(`${t.ctx.config.publicUrl}/mobile-setup`);
    const listed = await asAdmin('GET', '/api/v1/admin/organizations');
    const row = ((await listed.json()) as { id: string }[]).find((o) => o.id === owner.organizationId);
    expect(row).toMatchObject({ numberStatus: 'provisioned', requestedPrefix: '02', number, numberId });
    // Once provisioned: neither a second number nor a new request.
    const twice = await asAdmin(
      'POST',
      `/api/v1/admin/organizations/${owner.organizationId}/number/provision`,
    );
    expect(twice.status).toBe(409);
    expect(await problem(twice)).toMatchObject({ code: 'NUMBER_ALREADY_PROVISIONED' });
    await callAs(t, owner, 'POST', '/api/v1/calls/number/request', { prefix: '06' }, 409);
  });

  it('calls to the new number reach the organization', async () => {
    const { owner, number } = await provisioned('081');
    expect(number.startsWith('+39081')).toBe(true);
    const call = await simulatedCall(t, owner);
    expect(call.number).toBe(number);
  });

  it('resets a number: released, the request forgotten, the organization may ask again', async () => {
    const { owner } = await provisioned('06');
    const reset = await asAdmin('POST', `/api/v1/admin/organizations/${owner.organizationId}/number/reset`);
    expect(reset.status).toBe(204);
    expect(await numberOf(owner)).toMatchObject({ status: 'none', number: null, requestedPrefix: null });
    await callAs(t, owner, 'POST', '/api/v1/calls/number/request', { prefix: '06' });
  });

  it('refuses to provision what nobody asked for, and unknown organizations', async () => {
    const owner = await clinicOwner(t);
    const res = await asAdmin('POST', `/api/v1/admin/organizations/${owner.organizationId}/number/provision`);
    expect(res.status).toBe(409);
    expect(await problem(res)).toMatchObject({ code: 'NUMBER_NOT_REQUESTED' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('POST', `/api/v1/admin/organizations/${unknown}/number/provision`)).status).toBe(
      404,
    );
    expect((await asAdmin('POST', `/api/v1/admin/organizations/${unknown}/number/reset`)).status).toBe(404);
  });

  it("says 'Access Denied' from another address, and refuses members who are not platform administrators", async () => {
    const owner = await requested('02');
    for (const action of ['provision', 'reset']) {
      const path = `/api/v1/admin/organizations/${owner.organizationId}/number/${action}`;
      const remote = await asAdmin('POST', path, '203.0.113.9');
      expect(remote.status).toBe(403);
      expect(await problem(remote)).toMatchObject({ code: 'ACCESS_DENIED', detail: 'Access Denied' });
      const notAdmin = await asAdmin('POST', path, '127.0.0.1', owner.cookie);
      expect(notAdmin.status).toBe(403);
      expect(await problem(notAdmin)).toMatchObject({ code: 'PLATFORM_ADMIN_REQUIRED' });
    }
    expect(await numberOf(owner)).toMatchObject({ status: 'requested' });
  });
});

describe('GET /api/v1/me: hasCallsNumber and callsNumberStatus (SPEC §3 client auth state)', () => {
  type MeNumber = {
    currentOrganizationId: string | null;
    hasCallsNumber: boolean;
    callsNumberStatus: string;
  };
  const me = async (who: { cookie: string }) => {
    const res = await send(t, 'GET', '/api/v1/me', undefined, { cookie: who.cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as MeNumber;
  };

  it('follows the number: none, requested, provisioned (every member), and none again after a reset', async () => {
    const owner = await clinicOwner(t);
    expect(await me(owner)).toMatchObject({ hasCallsNumber: false, callsNumberStatus: 'none' });
    await callAs(t, owner, 'POST', '/api/v1/calls/number/request', { prefix: '02' });
    expect(await me(owner)).toMatchObject({ hasCallsNumber: false, callsNumberStatus: 'requested' });
    const res = await asAdmin('POST', `/api/v1/admin/organizations/${owner.organizationId}/number/provision`);
    expect(res.status).toBe(200);
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    for (const who of [owner, secretary]) {
      expect(await me(who)).toMatchObject({ hasCallsNumber: true, callsNumberStatus: 'provisioned' });
    }
    await asAdmin('POST', `/api/v1/admin/organizations/${owner.organizationId}/number/reset`);
    expect(await me(owner)).toMatchObject({ hasCallsNumber: false, callsNumberStatus: 'none' });
  });

  it("is false for a number without the provider's id (the simulator's pool), and without an organization", async () => {
    const owner = await clinicOwner(t);
    const call = await simulatedCall(t, owner);
    expect(call.number).toMatch(/^\+39/);
    expect(await me(owner)).toMatchObject({ hasCallsNumber: false, callsNumberStatus: 'none' });
    const alone = await signedInUser(t);
    expect(await me(alone)).toMatchObject({
      currentOrganizationId: null,
      hasCallsNumber: false,
      callsNumberStatus: 'none',
    });
  });

  it("tells the selected organization's, never another organization's named by the cookie", async () => {
    const { owner } = await provisioned('06');
    const stranger = await clinicOwner(t, 'Altro Studio');
    const foreign = choosingOrganization(stranger, owner.organizationId);
    expect(await me(foreign)).toMatchObject({
      currentOrganizationId: stranger.organizationId,
      hasCallsNumber: false,
      callsNumberStatus: 'none',
    });
    // A member of both sees the one selected.
    const both = await colleague(t, stranger.organizationId, 'admin');
    await addMember(t.ctx.database.db, owner.organizationId, both.userId, 'doctor');
    expect(await me(both)).toMatchObject({ hasCallsNumber: false, callsNumberStatus: 'none' });
    const there = choosingOrganization(both, owner.organizationId);
    expect(await me(there)).toMatchObject({
      currentOrganizationId: owner.organizationId,
      hasCallsNumber: true,
      callsNumberStatus: 'provisioned',
    });
  });
});

describe('PUT /api/v1/calls/number/forward-to', () => {
  it("saves the professional's Italian mobile, which incoming calls and call-backs ring first", async () => {
    const { owner, number } = await provisioned('02');
    const saved = await callAs<CallsNumber>(t, owner, 'PUT', '/api/v1/calls/number/forward-to', {
      forwardTo: '333 999 8877',
    });
    expect(saved.forwardTo).toBe('+393339998877');
    // The provider's voice webhook rings it first.
    const [ring] = simulatorOf(t).script(scenario(number, { outcome: 'answered' }));
    const twiml = await (await deliver(t, ring!)).text();
    expect(twiml).toMatch(/<Dial[^>]*>.*<Number[^>]*>\+393339998877<\/Number><\/Dial>/);
    // A call-back through the provider (409 CALLBACK_FAILED while no phone was set) rings it, then the caller.
    const call = await simulatedCall(t, owner, { outcome: 'answered' });
    const placed = vi.spyOn(t.ctx.telephony, 'placeCallback');
    const reply = { channel: 'call_back', viaProvider: true };
    await callAs<CallDetail>(t, owner, 'POST', `/api/v1/calls/${call.id}/replies`, reply);
    expect(placed).toHaveBeenCalledWith({ from: number, agent: '+393339998877', callee: call.caller.number });
    placed.mockRestore();
    await settle(t);
    // Back to voicemail only.
    const cleared = await callAs<CallsNumber>(t, owner, 'PUT', '/api/v1/calls/number/forward-to', {
      forwardTo: null,
    });
    expect(cleared.forwardTo).toBeNull();
  });

  it('refuses a landline, a foreign mobile and nonsense, each with its message', async () => {
    const { owner } = await provisioned('02');
    const cases = [
      ['02 1234 5678', 'This is a landline number: enter a mobile number'],
      ['+44 7911 123456', 'Please enter an Italian mobile number (+39 3…)'],
      ['12', null],
    ] as const;
    for (const [forwardTo, message] of cases) {
      const res = await send(
        t,
        'PUT',
        '/api/v1/calls/number/forward-to',
        { forwardTo },
        {
          cookie: `${owner.cookie}; user-locale=en`,
        },
      );
      expect(res.status).toBe(400);
      const body = (await problem(res)) as { errors: { path: string; message: string }[] };
      expect(body.errors[0]!.path).toBe('forwardTo');
      if (message) expect(body.errors[0]!.message).toBe(message);
    }
  });

  it('needs a number first (409), and an owner or admin (403)', async () => {
    const owner = await clinicOwner(t);
    const res = await send(
      t,
      'PUT',
      '/api/v1/calls/number/forward-to',
      { forwardTo: '+393339998877' },
      {
        cookie: `${owner.cookie}; user-locale=en`,
      },
    );
    expect(res.status).toBe(409);
    expect(await problem(res)).toMatchObject({ code: 'NUMBER_REQUIRED' });
    const doctor = await colleague(t, owner.organizationId, 'doctor');
    await callAs(t, doctor, 'PUT', '/api/v1/calls/number/forward-to', { forwardTo: '+393339998877' }, 403);
  });
});
