import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Checkout sessions of the local payments adapter (the real one keeps them at Stripe). */
export const localCheckoutSessions = pgTable(
  'local_checkout_sessions',
  {
    id: text('id').primaryKey(),
    /** Like Stripe's: what the app passed to recognise the checkout (here the user's id). */
    clientReferenceId: text('client_reference_id').notNull(),
    customerEmail: text('customer_email').notNull(),
    plan: text('plan').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [check('local_checkout_sessions_status_check', sql`${t.status} in ('open', 'complete', 'expired')`)],
);
