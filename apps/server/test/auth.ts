import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import type { TestApp } from './app';
import { send } from './http';

/** A user with a password, signed in through the API: `cookie` is the real session cookie. */
export async function signedInUser(t: TestApp, name = 'Dottoressa Bianchi') {
  const email = `user-${randomUUID().slice(0, 8)}@example.it`;
  const password = 'correct horse battery';
  const { user } = await t.ctx.auth.api.signUpEmail({ body: { email, password, name } });
  // Registration confirms the address with an emailed code; tests that are not about it skip that.
  await t.ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const res = await send(t, 'POST', '/api/auth/sign-in/email', { email, password });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  await t.ctx.jobs.runDue(); // deliver the registration email now, so a test's next email is the newest
  return { userId: user.id, email, cookie };
}
