import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queueEmail } from '../email/service';

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

    const res = await t.app.request('/api/dev/outbox');
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

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await production.app.request('/api/dev/outbox');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    } finally {
      await production.close();
    }
  });
});
