import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantColumns } from './tenant';

/** Who did what, when, to which entity: every write a user makes lands here (DESIGN.md). */
export const activityLog = pgTable(
  'activity_log',
  {
    ...tenantColumns,
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('activity_log_recent_idx').on(t.organizationId, t.createdAt.desc()),
    // What happened to one record (a visit's moves and cancellations), newest first.
    index('activity_log_entity_idx').on(t.organizationId, t.entityId, t.createdAt.desc()),
  ],
);
