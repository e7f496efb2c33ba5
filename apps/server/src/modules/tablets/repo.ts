import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tablets } from '../../db/schema';

export type TabletRow = typeof tablets.$inferSelect;

export const tabletsRepo = {
  list: (db: Executor) => db.select().from(tablets).orderBy(asc(tablets.createdAt)),

  findById: async (db: Executor, id: string) =>
    (await db.select().from(tablets).where(eq(tablets.id, id)))[0],

  /** The tablet with this login in any organization, visible through the lookup policy. */
  findByLogin: async (db: Executor, login: string) => {
    await db.execute(sql`SELECT set_config('app.tablet_login', ${login}, true)`);
    return (await db.select().from(tablets).where(eq(tablets.login, login)))[0];
  },

  /** The signed-in tablet's own row (policy own_tablet). */
  findByUser: async (db: Executor, userId: string) =>
    (await db.select().from(tablets).where(eq(tablets.userId, userId)))[0],

  insert: async (db: Executor, values: typeof tablets.$inferInsert) =>
    (await db.insert(tablets).values(values).returning())[0]!,

  delete: (db: Executor, id: string) => db.delete(tablets).where(eq(tablets.id, id)),

  touch: (db: Executor, id: string) =>
    db
      .update(tablets)
      .set({ lastActiveAt: sql`now()` })
      .where(eq(tablets.id, id)),
};
