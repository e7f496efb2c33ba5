import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tax730Settings } from '../../db/schema';

export type Tax730SettingsRow = typeof tax730Settings.$inferSelect;
export type Tax730SettingsWrite = Omit<typeof tax730Settings.$inferInsert, 'createdAt' | 'updatedAt'>;

export const tax730SettingsRepo = {
  /** The organization's row (RLS scopes it too), if it was ever saved. */
  find: async (db: Executor, organizationId: string) =>
    (await db.select().from(tax730Settings).where(eq(tax730Settings.organizationId, organizationId)))[0],

  /** Locks the row for the rest of the transaction, so two saves never mix their secrets. */
  findForUpdate: async (db: Executor, organizationId: string) =>
    (
      await db
        .select()
        .from(tax730Settings)
        .where(eq(tax730Settings.organizationId, organizationId))
        .for('update')
    )[0],

  /** Inserts the organization's row, or replaces its values. */
  save: async (db: Executor, values: Tax730SettingsWrite) =>
    (
      await db
        .insert(tax730Settings)
        .values(values)
        .onConflictDoUpdate({
          target: tax730Settings.organizationId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning()
    )[0]!,
};
