import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { lastCodeTo } from '../../../test/email';
import { send } from '../../../test/http';
import { jobs } from '../../db/schema';
import { emailJob } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The email jobs addressed to `to`, as they rest in the database. */
const emailJobsTo = (to: string) =>
  t.ctx.database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.queue} = ${emailJob.queue} and ${jobs.payload}->>'to' = ${to}`);

describe('emails in the job queue', () => {
  it('keep no sign-in code once sent: only the recipient stays', async () => {
    const email = `nuovo-${randomUUID().slice(0, 8)}@example.it`;
    const res = await send(t, 'POST', '/api/auth/sign-up/email', {
      name: 'Marco Verdi',
      email,
      password: 'una password lunga',
    });
    expect(res.status).toBe(200);
    const [queued] = await emailJobsTo(email);
    expect(JSON.stringify(queued!.payload)).toMatch(/\d{6}/); // it waits to be sent with the code

    const code = await lastCodeTo(t, email); // delivers it
    const [sent] = await emailJobsTo(email);
    expect(sent).toMatchObject({ status: 'done', payload: { to: email } });
    expect(JSON.stringify(sent!.payload)).not.toContain(code);
    const [row] = await t.ctx.database.db
      .select({ text: sql<string>`${jobs.payload}::text` })
      .from(jobs)
      .where(eq(jobs.id, sent!.id));
    expect(row!.text).toBe(JSON.stringify({ to: email }).replace(':', ': '));
  });
});
