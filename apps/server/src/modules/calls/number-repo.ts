import { and, asc, eq, gte, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calls, organizationMembers, organizations, phoneNumbers, users } from '../../db/schema';

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

  /**
   * The first inbound call to `number` heard of since `since` that came from the professional's
   * mobile `forwardTo`: forwarded by it (the network's ForwardedFrom) or dialled from it; without a
   * mobile set, any forwarded call. Within calls_updated_idx: a call's row is never older than its update.
   */
  testCallSince: async (
    db: Executor,
    organizationId: string,
    number: string,
    forwardTo: string | null,
    since: Date,
  ) => {
    const fromMobile: SQL | undefined = forwardTo
      ? or(eq(calls.forwardedVia, forwardTo), eq(calls.caller, forwardTo))
      : isNotNull(calls.forwardedVia);
    return (
      await db
        .select({ createdAt: calls.createdAt, forwardedVia: calls.forwardedVia })
        .from(calls)
        .where(
          and(
            eq(calls.organizationId, organizationId),
            gte(calls.updatedAt, since),
            gte(calls.createdAt, since),
            eq(calls.direction, 'inbound'),
            eq(calls.number, number),
            fromMobile,
          ),
        )
        .orderBy(asc(calls.createdAt))
        .limit(1)
    )[0];
  },

  organization: async (db: Executor, id: string) =>
    (await db.select().from(organizations).where(eq(organizations.id, id)))[0],

  updateOrganization: async (db: Executor, id: string, values: Partial<typeof organizations.$inferInsert>) =>
    (await db.update(organizations).set(values).where(eq(organizations.id, id)).returning())[0],
};
