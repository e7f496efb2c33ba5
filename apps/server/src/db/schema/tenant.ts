import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * The two leading columns of every tenant table. Its primary key is (organization_id, id), and a
 * reference between tenant tables is a composite foreign key, so no row can point into another
 * organization. Each tenant table is also registered with `app_enable_tenancy` in a migration.
 */
export const tenantColumns = {
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  id: uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`),
};

/** When a row was made and last changed. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
