import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MemberRole } from '@studiolo/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  doctors,
  invitations,
  openingHours,
  organizationMembers,
  organizations,
  phoneNumbers,
  services,
  slots,
  tablets,
  users,
} from '../../db/schema';

export type OrganizationRow = typeof organizations.$inferSelect;

export const organizationsRepo = {
  /**
   * Which of a new clinic's first steps are done (FIRST_STEPS), in one statement: an active doctor, an
   * active service, an availability or standing hours, a second active member or an invitation
   * still open, a tablet.
   */
  firstStepsDone: async (db: Executor, organizationId: string) => {
    const mine = (column: AnyPgColumn) => sql`${column} = ${organizationId}`;
    const [row] = await db
      .select({
        doctors: sql<boolean>`exists (select 1 from ${doctors} where ${mine(doctors.organizationId)} and ${doctors.active})`,
        services: sql<boolean>`exists (select 1 from ${services} where ${mine(services.organizationId)} and ${services.active})`,
        hours: sql<boolean>`exists (select 1 from ${slots} where ${mine(slots.organizationId)} and ${slots.status} <> 'deleted')
          or exists (select 1 from ${openingHours} where ${mine(openingHours.organizationId)} and ${openingHours.standing})`,
        team: sql<boolean>`(select count(*) from ${organizationMembers} where ${mine(organizationMembers.organizationId)} and ${organizationMembers.status} = 'active') > 1
          or exists (select 1 from ${invitations} where ${mine(invitations.organizationId)} and ${invitations.acceptedAt} is null and ${invitations.expiresAt} > now())`,
        tablet: sql<boolean>`exists (select 1 from ${tablets} where ${mine(tablets.organizationId)})`,
      })
      .from(sql`(select 1) as one`);
    return row!;
  },

  insert: async (db: Executor, values: typeof organizations.$inferInsert) =>
    (await db.insert(organizations).values(values).returning())[0]!,

  /** The organization in scope (RLS shows no other). */
  findById: async (db: Executor, id: string) =>
    (await db.select().from(organizations).where(eq(organizations.id, id)))[0],

  update: async (db: Executor, id: string, values: Partial<typeof organizations.$inferInsert>) =>
    (await db.update(organizations).set(values).where(eq(organizations.id, id)).returning())[0]!,

  addMember: async (
    db: Executor,
    values: {
      organizationId: string;
      userId: string;
      role: MemberRole;
      firstName?: string;
      lastName?: string;
    },
  ) => (await db.insert(organizationMembers).values(values).returning())[0]!,

  /**
   * The same as a statement of its own (`role`, `requireTwoFactor`), sent with a request's BEGIN and
   * scope in one round trip (db/scoped-transaction.ts).
   */
  activeMembershipStatement: (userId: string, organizationId: string): SQL =>
    sql`SELECT ${organizationMembers.role} AS "role", ${organizations.requireTwoFactor} AS "requireTwoFactor" FROM ${organizationMembers} JOIN ${organizations} ON ${organizations.id} = ${organizationMembers.organizationId} WHERE ${organizationMembers.userId} = ${userId} AND ${organizationMembers.organizationId} = ${organizationId} AND ${organizationMembers.status} = 'active'`,

  /** An active member's role and whether the organization requires two-factor, in one statement. */
  findActiveMembershipWithOrganization: async (db: Executor, userId: string, organizationId: string) =>
    (
      await db
        .select({ role: organizationMembers.role, requireTwoFactor: organizations.requireTwoFactor })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(
          and(
            eq(organizationMembers.userId, userId),
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.status, 'active'),
          ),
        )
    )[0],

  findActiveMembership: async (db: Executor, userId: string, organizationId: string) =>
    (
      await db
        .select()
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.userId, userId),
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.status, 'active'),
          ),
        )
    )[0],

  /** The user's active memberships with their organizations, oldest first. */
  listForUser: (db: Executor, userId: string) =>
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        applications: organizations.applications,
        role: organizationMembers.role,
      })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.status, 'active')))
      .orderBy(asc(organizationMembers.createdAt)),

  /** The numbers bought for organizations (admin scope only). */
  provisionedNumbers: (db: Executor) =>
    db
      .select({
        organizationId: phoneNumbers.organizationId,
        e164: phoneNumbers.e164,
        providerNumberId: phoneNumbers.providerNumberId,
      })
      .from(phoneNumbers)
      .where(isNotNull(phoneNumbers.providerNumberId)),

  /** Every organization with its members' emails (admin scope only). */
  listAllWithMembers: async (db: Executor) => {
    const rows = await db
      .select({ organization: organizations, email: users.email, role: organizationMembers.role })
      .from(organizations)
      .leftJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
      .leftJoin(users, eq(users.id, organizationMembers.userId))
      .orderBy(asc(organizations.createdAt));
    const byId = new Map<
      string,
      { organization: OrganizationRow; members: { email: string; role: MemberRole }[] }
    >();
    for (const row of rows) {
      const entry = byId.get(row.organization.id) ?? { organization: row.organization, members: [] };
      if (row.email && row.role) entry.members.push({ email: row.email, role: row.role });
      byId.set(row.organization.id, entry);
    }
    return [...byId.values()];
  },
};
