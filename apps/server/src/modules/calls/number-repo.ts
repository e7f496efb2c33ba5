import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizationMembers, organizations, phoneNumbers, users } from '../../db/schema';

/** The queries of a calls number's request and provisioning (the calls themselves: repo.ts). */
export const numberRepo = {
  /** The organization's number bought for it (with the provider's id): SPEC §3's number and number_id. */
  provisionedOf: async (db: Executor, organizationId: string) =>
    (
      await db
        .select()
        .from(phoneNumbers)
        .where(and(eq(phoneNumbers.organizationId, organizationId), isNotNull(phoneNumbers.providerNumberId)))
        .orderBy(asc(phoneNumbers.createdAt))
        .limit(1)
    )[0],

  /** Every number the organization holds: provisioned, or taken from the simulator's pool. */
  allOf: (db: Executor, organizationId: string) =>
    db.select().from(phoneNumbers).where(eq(phoneNumbers.organizationId, organizationId)),

  setForwardTo: (db: Executor, organizationId: string, forwardTo: string | null) =>
    db.update(phoneNumbers).set({ forwardTo }).where(eq(phoneNumbers.organizationId, organizationId)),

  /**
   * Takes every number from the organization: bought ones are released at the provider before; the
   * simulator's pool numbers are fictitious, and the pool grows again when it needs to.
   */
  removeAll: (db: Executor, organizationId: string) =>
    db.delete(phoneNumbers).where(eq(phoneNumbers.organizationId, organizationId)),

  insert: async (db: Executor, values: typeof phoneNumbers.$inferInsert) =>
    (await db.insert(phoneNumbers).values(values).returning())[0]!,

  /** The people to tell about the number: the organization's active owners and administrators. */
  managersOf: async (db: Executor, organizationId: string) =>
    (
      await db
        .select({ email: users.email })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.status, 'active'),
            inArray(organizationMembers.role, ['owner', 'admin']),
          ),
        )
        .orderBy(asc(organizationMembers.createdAt))
    ).map((row) => row.email),

  /** The platform administrators granted in the database (ADMIN_EMAILS are added by the caller). */
  platformAdminEmails: async (db: Executor) =>
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.platformAdmin, true), eq(users.emailVerified, true)))
    ).map((row) => row.email),

  organization: async (db: Executor, id: string) =>
    (await db.select().from(organizations).where(eq(organizations.id, id)))[0],

  updateOrganization: async (db: Executor, id: string, values: Partial<typeof organizations.$inferInsert>) =>
    (await db.update(organizations).set(values).where(eq(organizations.id, id)).returning())[0],
};
