import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import { send } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const checkoutFor = (userId: string, email: string) =>
  t.ctx.payments.createCheckoutSession({
    plan: 'calls-monthly',
    customerEmail: email,
    clientReferenceId: userId,
    successUrl: `${t.ctx.config.publicUrl}/auth/callback?type=payment-success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${t.ctx.config.publicUrl}/calls-m`,
  });

describe('POST /api/v1/billing/verify-session', () => {
  it("confirms the user's paid checkout, whose success URL carries its id", async () => {
    const user = await signedInUser(t);
    const session = await checkoutFor(user.userId, user.email);
    expect(session.url).toContain(`session_id=${session.id}`);
    const res = await send(
      t,
      'POST',
      '/api/v1/billing/verify-session',
      { sessionId: session.id },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'complete' });
  });

  it("refuses an unknown session and another user's, with 'Failed to verify subscription'", async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await checkoutFor(other.userId, other.email);
    for (const sessionId of ['cs_local_unknown', theirs.id]) {
      const res = await send(
        t,
        'POST',
        '/api/v1/billing/verify-session',
        { sessionId },
        { cookie: `${user.cookie}; user-locale=en` },
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'SUBSCRIPTION_VERIFICATION_FAILED',
        detail: 'Failed to verify subscription',
      });
    }
  });

  it('needs a signed-in user and a session id', async () => {
    expect((await send(t, 'POST', '/api/v1/billing/verify-session', { sessionId: 'cs_x' })).status).toBe(401);
    const user = await signedInUser(t);
    expect(
      (await send(t, 'POST', '/api/v1/billing/verify-session', {}, { cookie: user.cookie })).status,
    ).toBe(400);
  });
});
