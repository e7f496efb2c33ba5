import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../src/db/client';
import { enterScope, withTenant } from '../src/db/tenancy';
import { taxCodeCheckCharacter, todayInRome, type MemberRole, type PatientInput } from '@studiolo/contracts';
import { organizationMembers, organizations, users } from '../src/db/schema';

/** Test data with valid defaults; pass overrides for what the test is about. */
export async function createOrganization(db: Db, overrides: Partial<typeof organizations.$inferInsert> = {}) {
  const id = overrides.id ?? randomUUID();
  // Organizations are created in their own scope, as the service does (RLS insert policy).
  const [organization] = await db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: id, userId: null });
    return tx
      .insert(organizations)
      .values({ name: `Studio Medico ${randomUUID().slice(0, 8)}`, ...overrides, id })
      .returning();
  });
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

export async function addMember(
  db: Db,
  organizationId: string,
  userId: string,
  role: MemberRole = 'secretary',
) {
  const [member] = await withTenant(db, { organizationId, userId }, (tx) =>
    tx.insert(organizationMembers).values({ organizationId, userId, role }).returning(),
  );
  return member!;
}

/** A valid codice fiscale from its first 15 characters (the check character computed). */
export const taxCodeOf = (first15: string) => first15 + taxCodeCheckCharacter(first15);

/** A birth date that makes a minor, whatever the year: a child of 10 or 9. */
export const CHILD_BIRTH_DATE = `${Number(todayInRome().slice(0, 4)) - 10}-05-10`;

/** A patient as the form sends it: the required fields filled, nothing else. */
export function patientInput(overrides: Partial<PatientInput> = {}): PatientInput {
  return {
    firstName: 'Paola',
    lastName: `Rinaldi ${randomUUID().slice(0, 4)}`,
    mobile: '+39 333 123 4567',
    city: 'Milano',
    address: 'Via Dante 1',
    ...overrides,
  };
}
