import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallsNumber, CheckoutSessionResponse } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { lastEmailTo } from '../../../test/email';
import { send } from '../../../test/http';
import { authRepo } from '../auth/repo';

let t: TestApp;
let team: { email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  team = await signedInUser(t, 'Ada Operatrice');
  await authRepo.setPlatformAdmin(t.ctx.database.db, [team.email], true);
});
afterAll(() => t.close());

const checkout = (who: SignedInMember, prefix = '02', status = 201) =>
  callAs<CheckoutSessionResponse>(t, who, 'POST', '/api/v1/billing/checkout', { prefix }, status);

/** The local checkout page, as the browser reaches it from the session's URL (same origin). */
function checkoutPage(url: string, form?: Record<string, string>) {
  const path = new URL(url).pathname;
  if (!form) return t.app.request(path, { headers: { cookie: 'user-locale=en' } });
  return t.app.request(path, {
    method: 'POST',
    headers: {
      origin: t.ctx.config.publicUrl,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: 'user-locale=en',
    },
    body: new URLSearchParams(form).toString(),
  });
}

const CARD = { name: 'Anna Rossi', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

const verify = (who: { cookie: string }, sessionId: string) =>
  send(
    t,
    'POST',
    '/api/v1/billing/verify-session',
    { sessionId },
    { cookie: `${who.cookie}; user-locale=en` },
  );

/** Pays a checkout on the local page and gives the session id the app gets back. */
async function pay(url: string): Promise<string> {
  const res = await checkoutPage(url, CARD);
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location')!);
  expect(back.pathname).toBe('/auth/callback-checkout');
  return back.searchParams.get('session_id')!;
}

describe('POST /api/v1/billing/checkout → the local checkout page → verify-session', () => {
  it('pays the calls plan for a Milano 02 number; the confirmation requests it, once', async () => {
    const owner = await clinicOwner(t, 'Studio Checkout');
    const session = await checkout(owner);
    expect(session.id).toMatch(/^cs_local_[0-9a-f]{32}$/);
    expect(session.url).toBe(`${t.ctx.config.publicUrl}/api/local-payments/checkout/${session.id}`);
    // Not paid yet: not verified, and no number asked for.
    expect((await verify(owner, session.id)).status).toBe(400);
    const page = await checkoutPage(session.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Studiolo Calls · monthly subscription');
    expect(html).toContain('€19.00 the first month');
    expect(html).toContain(owner.email);
    const sessionId = await pay(session.url);
    expect(sessionId).toBe(session.id);
    const res = await verify(owner, sessionId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'complete', organizationId: owner.organizationId });
    expect(await callAs<CallsNumber>(t, owner, 'GET', '/api/v1/calls/number')).toMatchObject({
      status: 'requested',
      requestedPrefix: '02',
    });
    const email = await lastEmailTo(t, team.email);
    expect(email.subject).toBe('Richiesta di numero: Studio Checkout, prefisso 02 (Milano)');
    // Coming back again (a reload) confirms without asking the team twice; the page says it is paid.
    expect((await verify(owner, sessionId)).status).toBe(200);
    expect((await lastEmailTo(t, team.email)).id).toBe(email.id);
    const again = await checkoutPage(session.url);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This payment has already been made.');
  });

  it('refuses a bad card on the page with what is wrong, and a declined one, keeping the session open', async () => {
    const owner = await clinicOwner(t);
    const { url, id } = await checkout(owner, '06');
    for (const [form, message] of [
      [{ ...CARD, number: '4242 4242 4242 4241' }, 'The card number is not valid.'],
      [{ ...CARD, expiry: '01/20' }, 'The expiry date is not valid or has passed.'],
      [{ ...CARD, cvc: '1' }, 'The CVC must have 3 or 4 digits.'],
      [{ ...CARD, name: ' ' }, 'Enter the cardholder'],
      [{ ...CARD, number: '4000 0000 0000 0002' }, 'The card was declined. Try another card.'],
    ] as const) {
      const res = await checkoutPage(url, form);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect((await verify(owner, id)).status).toBe(400);
    expect(await callAs<CallsNumber>(t, owner, 'GET', '/api/v1/calls/number')).toMatchObject({
      status: 'none',
    });
    expect((await checkoutPage(url.replace(id, 'cs_local_unknown'))).status).toBe(404);
  });

  it("refuses a missing or unknown prefix with 'Please select a region for your number'", async () => {
    const owner = await clinicOwner(t);
    for (const body of [{}, { prefix: '03' }]) {
      const res = await send(t, 'POST', '/api/v1/billing/checkout', body, {
        cookie: `${owner.cookie}; user-locale=en`,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'prefix', message: 'Please select a region for your number' }],
      });
    }
  });

  it('lets only the owner pay (403 for an admin and a secretary), and not for a number already there', async () => {
    const owner = await clinicOwner(t);
    for (const role of ['admin', 'secretary'] as const) {
      const member = await colleague(t, owner.organizationId, role);
      await checkout(member, '02', 403);
    }
    const paid = await pay((await checkout(owner, '011')).url);
    await callAs(t, owner, 'POST', '/api/v1/billing/verify-session', { sessionId: paid });
    const provision = await send(
      t,
      'POST',
      `/api/v1/admin/organizations/${owner.organizationId}/number/provision`,
      undefined,
      { cookie: team.cookie },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(provision.status).toBe(200);
    const res = await send(
      t,
      'POST',
      '/api/v1/billing/checkout',
      { prefix: '011' },
      {
        cookie: `${owner.cookie}; user-locale=en`,
      },
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'NUMBER_ALREADY_PROVISIONED' });
  });

  it("answers another organization's selection with 404, and another user's session with 'Failed to verify subscription'", async () => {
    const owner = await clinicOwner(t);
    const stranger = await clinicOwner(t, 'Altro Studio');
    const foreign = {
      ...stranger,
      cookie: stranger.cookie.replace(
        /currentOrganizationId=[^;]+/,
        `currentOrganizationId=${owner.organizationId}`,
      ),
    };
    await checkout(foreign, '02', 404);
    const sessionId = await pay((await checkout(owner)).url);
    for (const id of [sessionId, 'cs_local_unknown']) {
      const res = await verify(stranger, id);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'SUBSCRIPTION_VERIFICATION_FAILED',
        detail: 'Failed to verify subscription',
      });
    }
    expect(await callAs<CallsNumber>(t, owner, 'GET', '/api/v1/calls/number')).toMatchObject({
      status: 'none',
    });
  });

  it('needs a signed-in user, an organization and a session id', async () => {
    expect((await send(t, 'POST', '/api/v1/billing/checkout', { prefix: '02' })).status).toBe(401);
    expect((await send(t, 'POST', '/api/v1/billing/verify-session', { sessionId: 'cs_x' })).status).toBe(401);
    const user = await signedInUser(t);
    expect(
      (await send(t, 'POST', '/api/v1/billing/verify-session', {}, { cookie: user.cookie })).status,
    ).toBe(400);
    expect(
      (await send(t, 'POST', '/api/v1/billing/checkout', { prefix: '02' }, { cookie: user.cookie })).status,
    ).toBe(400);
  });
});
