import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Checkout sessions of the local payments adapter (the real one keeps them at Stripe). */
export const localCheckoutSessions = pgTable(
  'local_checkout_sessions',
  {
    id: text('id').primaryKey(),
    /** Like Stripe's: what the app passed to recognise the checkout (here the user's id). */
    clientReferenceId: text('client_reference_id').notNull(),
    customerEmail: text('customer_email').notNull(),
    plan: text('plan').notNull(),
    /** Like Stripe's: what the app attached (the organization and the area prefix chosen). */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** Where the checkout page returns: the app's, with `{CHECKOUT_SESSION_ID}` replaced once paid. */
    successUrl: text('success_url'),
    cancelUrl: text('cancel_url'),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [check('local_checkout_sessions_status_check', sql`${t.status} in ('open', 'complete', 'expired')`)],
);
