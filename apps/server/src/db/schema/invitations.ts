import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MemberRole } from '@studiolo/contracts';
import { users } from './auth';
import { tenantColumns } from './tenant';

/** An emailed invitation to join an organization with a role; the link carries a secret token. */
export const invitations = pgTable(
  'invitations',
  {
    ...tenantColumns,
    /** The name the member gets on joining (organization_members.first_name/last_name). */
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    index('invitations_pending_idx')
      .on(t.organizationId, t.email)
      .where(sql`${t.acceptedAt} is null`),
    check('invitations_role_check', sql`${t.role} in ('owner', 'admin', 'doctor', 'secretary')`),
  ],
);
