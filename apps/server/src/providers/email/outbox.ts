import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { EmailMessage, EmailPort } from './port';

/** The local adapter: keeps each message in the database, listed at /api/dev/outbox. */
export function outboxEmail(db: Db, from: string): EmailPort {
  return {
    kind: 'outbox',
    async send(message: EmailMessage) {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments ?? [],
        })
        .returning({ id: outboxEmails.id });
      return { id: row!.id };
    },
  };
}

/** Newest first; the outbox is a development tool, so a fixed window is enough. */
export function listOutbox(db: Db, limit = 200) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}
