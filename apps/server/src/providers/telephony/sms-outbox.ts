import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxSms } from '../../db/schema';
import type { KeepSms } from './simulator';

/** The simulator's SMS, kept in the database like the local email adapter's messages. */
export function smsOutbox(db: Db): KeepSms {
  return async (sms) => {
    const [row] = await db
      .insert(outboxSms)
      .values({ from: sms.from, to: sms.to, body: sms.body })
      .returning({ id: outboxSms.id });
    return { id: row!.id };
  };
}

/** Newest first; a development tool, so a fixed window is enough. */
export function listSmsOutbox(db: Db, limit = 200) {
  return db.select().from(outboxSms).orderBy(desc(outboxSms.createdAt)).limit(limit);
}
