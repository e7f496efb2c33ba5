import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queueEmail } from '../email/service';

const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dev/outbox', () => {
  it('lists the emails sent through the job queue, newest first', async () => {
    await queueEmail(t.ctx, { to: 'first@example.it', subject: 'Primo', text: 'Uno' });
    await t.ctx.jobs.runDue();
    await queueEmail(t.ctx, { to: 'second@example.it', subject: 'Secondo', text: 'Due', html: '<p>Due</p>' });
    await t.ctx.jobs.runDue();

    const res = await t.app.request('/api/dev/outbox', {}, local);
    expect(res.status).toBe(200);
    const emails = (await res.json()) as {
      to: string;
      subject: string;
      html: string | null;
      createdAt: string;
    }[];
    expect(emails.map((e) => e.to)).toEqual(['second@example.it', 'first@example.it']);
    expect(emails[0]).toMatchObject({ subject: 'Secondo', text: 'Due', html: '<p>Due</p>' });
    expect(emails[1]).toMatchObject({ html: null });
    expect(Number.isNaN(Date.parse(emails[0]!.createdAt))).toBe(false);
  });

  it('shows the sign-in codes only to the machine itself, also behind a trusted proxy', async () => {
    const remote = { incoming: { socket: { remoteAddress: '192.0.2.10' } } };
    const res = await t.app.request('/api/dev/outbox', {}, remote);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'ACCESS_DENIED' });

    const proxied = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
    try {
      const through = (forwardedFor?: string) =>
        proxied.app.request(
          '/api/dev/outbox',
          { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
          local,
        );
      expect((await through('198.51.100.4')).status).toBe(403);
      expect((await through('127.0.0.1, 198.51.100.4')).status).toBe(403); // a forged first hop
      expect((await through()).status).toBe(200);
      // Without TRUSTED_PROXIES the header is not believed either way.
      expect(
        (await t.app.request('/api/dev/outbox', { headers: { 'x-forwarded-for': '127.0.0.1' } }, remote))
          .status,
      ).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it("lists the telephony simulator's SMS, newest first, to the machine itself only", async () => {
    await t.ctx.telephony.sendSms({ from: '+390294760000', to: '+393331110001', body: 'Primo 111111' });
    await t.ctx.telephony.sendSms({ from: '+390294760000', to: '+393331110002', body: 'Secondo 222222' });
    const res = await t.app.request('/api/dev/outbox/sms', {}, local);
    expect(res.status).toBe(200);
    const sms = (await res.json()) as { to: string; body: string }[];
    expect(sms.slice(0, 2)).toMatchObject([
      { to: '+393331110002', body: 'Secondo 222222' },
      { to: '+393331110001', body: 'Primo 111111' },
    ]);
    const remote = { incoming: { socket: { remoteAddress: '192.0.2.10' } } };
    expect((await t.app.request('/api/dev/outbox/sms', {}, remote)).status).toBe(403);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', ALLOW_LOCAL_STORAGE: 'true' });
    try {
      const res = await production.app.request('/api/dev/outbox');
      expect(res.status).toBe(404);
      expect((await production.app.request('/api/dev/outbox/sms')).status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    } finally {
      await production.close();
    }
  });
});
