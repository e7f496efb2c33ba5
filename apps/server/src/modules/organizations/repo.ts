import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { MemberRole } from '@studiolo/contracts';
import { organizationMembers, organizations } from '../../db/schema';

export const organizationsRepo = {
  insert: async (db: Executor, values: typeof organizations.$inferInsert) =>
    (await db.insert(organizations).values(values).returning())[0]!,

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

  /** The user's organization with this name, if they are a member of one. */
  findByMemberAndName: async (db: Executor, userId: string, name: string) =>
    (
      await db
        .select({ id: organizations.id, name: organizations.name, role: organizationMembers.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(and(eq(organizationMembers.userId, userId), eq(organizations.name, name)))
    )[0],
};
