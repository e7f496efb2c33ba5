import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../src/db/client';
import { withTenant } from '../src/db/tenancy';
import type { MemberRole } from '@studiolo/contracts';
import { organizationMembers, organizations, users } from '../src/db/schema';

/** Test data with valid defaults; pass overrides for what the test is about. */
export async function createOrganization(
  db: Executor,
  overrides: Partial<typeof organizations.$inferInsert> = {},
) {
  const [organization] = await db
    .insert(organizations)
    .values({ name: `Studio Medico ${randomUUID().slice(0, 8)}`, ...overrides })
    .returning();
  return organization!;
}

export async function createUser(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  const suffix = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({ name: `Utente ${suffix}`, email: `utente-${suffix}@example.it`, ...overrides })
    .returning();
  return user!;
}

export async function addMember(db: Db, organizationId: string, userId: string, role: MemberRole = 'member') {
  const [member] = await withTenant(db, { organizationId, userId }, (tx) =>
    tx.insert(organizationMembers).values({ organizationId, userId, role }).returning(),
  );
  return member!;
}
