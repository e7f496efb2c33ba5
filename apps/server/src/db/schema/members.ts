import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MemberRole } from '@studiolo/contracts';
import { users } from './auth';
import { organizations } from './organizations';

/**
 * organization_users of SPEC §3: who belongs to which organization, with which role. A tenant
 * table (RLS by organization) that also lets a user read their own memberships, so the app can
 * list a user's organizations before one is selected.
 */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull().default('secretary'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('organization_members_user_idx').on(t.userId),
    check('organization_members_role_check', sql`${t.role} in ('owner', 'admin', 'doctor', 'secretary')`),
    check('organization_members_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);
