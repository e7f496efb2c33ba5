import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CallStatus, Locale } from '@studiolo/contracts';
import { callProcessingColumns, type TelephonyProvider } from './calls';

/**
 * The live demo (docs/decisions/015): a visitor's mobile and its SMS code, on no organization. The
 * code is kept only as an HMAC of the server's secret; every row is deleted 24 hours after it was made
 * (expires_at, the `demo.expire` job), and reads ignore rows past it.
 */
export const demoRegistrations = pgTable(
  'demo_registrations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    phone: text('phone').notNull(),
    locale: text('locale').$type<Locale>().notNull().default('it'),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    codeAttempts: integer('code_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('demo_registrations_phone_idx').on(t.phone, t.expiresAt),
    index('demo_registrations_expires_idx').on(t.expiresAt),
    check('demo_registrations_attempts_check', sql`${t.codeAttempts} >= 0`),
  ],
);

/**
 * A call to the demo line, built from the provider's events as an organization's call is
 * (modules/calls/state.ts), then recorded, transcribed and triaged. Known by the provider's id first:
 * its registration is set once an event names the caller.
 */
export const demoCalls = pgTable(
  'demo_calls',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    registrationId: uuid('registration_id').references(() => demoRegistrations.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<TelephonyProvider>().notNull(),
    providerCallId: text('provider_call_id').notNull(),
    status: text('status').$type<CallStatus>().notNull(),
    caller: text('caller').notNull().default(''),
    number: text('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    ...callProcessingColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('demo_calls_provider_call_key').on(t.provider, t.providerCallId),
    index('demo_calls_registration_idx').on(t.registrationId),
    index('demo_calls_expires_idx').on(t.expiresAt),
  ],
);

/** SMS the telephony simulator kept instead of sending (development and tests): /dev/outbox shows them. */
export const outboxSms = pgTable(
  'outbox_sms',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    from: text('from').notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_sms_created_idx').on(t.createdAt.desc())],
);
