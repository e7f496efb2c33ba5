import { desc, eq } from 'drizzle-orm';
import { outboxEmails } from '../src/db/schema';
import type { TestApp } from './app';

/** Delivers the queued emails and returns the newest one sent to `to`. */
export async function lastEmailTo(t: TestApp, to: string) {
  await t.ctx.jobs.runDue();
  const [email] = await t.ctx.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  if (!email) throw new Error(`no email to ${to}`);
  return email;
}

export async function lastCodeTo(t: TestApp, to: string): Promise<string> {
  const { text } = await lastEmailTo(t, to);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}
