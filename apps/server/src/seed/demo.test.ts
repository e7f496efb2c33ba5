import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { organizationMembers } from '../db/schema';
import { withUser } from '../db/tenancy';
import { DEMO, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (password: string) =>
  t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.ctx.config.publicUrl },
    body: JSON.stringify({ email: DEMO.email, password }),
  });

describe('seed:demo', () => {
  it('creates an owner who can sign in, and running it again changes nothing', async () => {
    const first = await seedDemo(t.ctx);
    const second = await seedDemo(t.ctx);
    expect(first.created).toBe(true);
    expect(second).toEqual({ ...first, created: false });

    const members = await withUser(t.ctx.database.db, first.userId, (tx) =>
      tx.select().from(organizationMembers).where(eq(organizationMembers.userId, first.userId)),
    );
    expect(members).toEqual([
      expect.objectContaining({ organizationId: first.organizationId, role: 'owner' }),
    ]);

    const ok = await signIn(DEMO.password);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/session_token=/);
    expect((await signIn('wrong-password')).status).toBe(401);
  });
});
