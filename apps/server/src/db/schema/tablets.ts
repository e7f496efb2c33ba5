import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantColumns } from './tenant';

/** A signing tablet of the clinic: a device account (a user of kind 'tablet') with a login name. */
export const tablets = pgTable(
  'tablets',
  {
    ...tenantColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What the tablet types to sign in; unique across Studiolo. */
    login: text('login').notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('tablets_login_idx').on(t.login),
    uniqueIndex('tablets_user_idx').on(t.userId),
    index('tablets_org_idx').on(t.organizationId, t.createdAt),
  ],
);
