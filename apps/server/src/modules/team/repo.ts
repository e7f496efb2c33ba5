import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MemberRole } from '@studiolo/contracts';
import type { Executor } from '../../db/client';
import { invitations, organizationMembers, users } from '../../db/schema';

/** Queries of the team screen; each runs in the organization's scope (RLS). */
export const teamRepo = {
  listMembers: (db: Executor) =>
    db
      .select({
        userId: organizationMembers.userId,
        email: users.email,
        // The name the clinic gave the member (invitation), else the account's own.
        name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${organizationMembers.firstName}, ${organizationMembers.lastName})), ''), ${users.name})`,
        role: organizationMembers.role,
        joinedAt: organizationMembers.createdAt,
      })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(eq(organizationMembers.status, 'active'))
      .orderBy(asc(organizationMembers.createdAt)),

  listPendingInvitations: (db: Executor) =>
    db
      .select()
      .from(invitations)
      .where(and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, sql`now()`)))
      .orderBy(asc(invitations.createdAt)),

  findMember: async (db: Executor, userId: string) =>
    (await db.select().from(organizationMembers).where(eq(organizationMembers.userId, userId)))[0],

  findMemberByEmail: async (db: Executor, email: string) =>
    (
      await db
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(users.email, email))
    )[0],

  countOwners: async (db: Executor) =>
    (
      await db
        .select({ n: count() })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.role, 'owner'), eq(organizationMembers.status, 'active')))
    )[0]!.n,

  setRole: (db: Executor, userId: string, role: MemberRole) =>
    db.update(organizationMembers).set({ role }).where(eq(organizationMembers.userId, userId)),

  removeMember: (db: Executor, userId: string) =>
    db.delete(organizationMembers).where(eq(organizationMembers.userId, userId)),

  insertInvitation: async (db: Executor, values: typeof invitations.$inferInsert) =>
    (await db.insert(invitations).values(values).returning())[0]!,

  deleteInvitation: async (db: Executor, id: string) =>
    (await db.delete(invitations).where(eq(invitations.id, id)).returning({ id: invitations.id }))[0],

  /** The invitation whose token hashes to `tokenHash`, visible through the redeem policy. */
  findInvitationByToken: async (db: Executor, tokenHash: string) => {
    await db.execute(sql`SELECT set_config('app.invitation_token_hash', ${tokenHash}, true)`);
    return (await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)))[0];
  },

  /**
   * The open invitations to `email`, visible through the invitee policy: the caller passes the
   * signed-in user's verified address, never one typed by them.
   */
  findOpenInvitationsToEmail: async (db: Executor, email: string) => {
    await db.execute(sql`SELECT set_config('app.invitee_email', ${email.toLowerCase()}, true)`);
    return db
      .select()
      .from(invitations)
      .where(
        and(
          sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
          isNull(invitations.acceptedAt),
          sql`${invitations.expiresAt} > now()`,
        ),
      )
      .orderBy(invitations.createdAt);
  },

  markAccepted: (db: Executor, id: string) =>
    db
      .update(invitations)
      .set({ acceptedAt: sql`now()` })
      .where(eq(invitations.id, id)),
};
