import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ApiKeyTier } from '@studiolo/contracts';
import type { Executor } from '../../db/client';
import { apiKeyWindows, apiKeys } from '../../db/schema';

/** Past windows kept beside the current one (only the current one counts). */
const KEEP_WINDOWS_MS = 5 * 60_000;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const apiKeysRepo = {
  list: (db: Executor) =>
    db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(100),

  insert: async (db: Executor, values: typeof apiKeys.$inferInsert) =>
    (await db.insert(apiKeys).values(values).returning())[0]!,

  /** Revokes a live key; undefined when there is none with this id (or it was revoked already). */
  revoke: async (db: Executor, id: string) =>
    (
      await db
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning()
    )[0],

  find: async (db: Executor, id: string) => (await db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0],

  /** The live key with this hash, through the api_key_lookup policy (migration 0025). */
  byHash: async (db: Executor, keyHash: string) =>
    (await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)))[0],

  touch: (db: Executor, id: string) =>
    db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiKeys.id, id)),

  /** Counts one request in `tier`'s minute of `windowStart`; the count including it. */
  countRequest: async (db: Executor, keyId: string, tier: ApiKeyTier, windowStart: Date) => {
    const [row] = await db
      .insert(apiKeyWindows)
      .values({ keyId, tier, windowStart, requests: 1 })
      .onConflictDoUpdate({
        target: [apiKeyWindows.keyId, apiKeyWindows.tier, apiKeyWindows.windowStart],
        set: { requests: sql`${apiKeyWindows.requests} + 1` },
      })
      .returning({ requests: apiKeyWindows.requests, windowStart: apiKeyWindows.windowStart });
    await db
      .delete(apiKeyWindows)
      .where(
        and(
          eq(apiKeyWindows.keyId, keyId),
          lt(apiKeyWindows.windowStart, new Date(windowStart.getTime() - KEEP_WINDOWS_MS)),
        ),
      );
    return row!;
  },
};
