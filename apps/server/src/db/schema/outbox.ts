import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EmailAttachment } from '@studiolo/contracts';

/** Emails kept by the local email adapter instead of being sent (development and tests). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    from: text('from').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_emails_created_idx').on(t.createdAt.desc())],
);
