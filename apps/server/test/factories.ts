import { randomUUID } from 'node:crypto';
import type { Executor } from '../src/db/client';
import { organizations } from '../src/db/schema';

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
