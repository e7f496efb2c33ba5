import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * A fixed-window counter in the shared rate_limits table (so every server process counts
 * together). Returns whether this hit is still within `max` for the window.
 */
export async function hitRateLimit(
  db: Executor,
  key: string,
  windowMs: number,
  max: number,
): Promise<boolean> {
  const now = Date.now();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${now - windowMs} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${now - windowMs} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count <= max;
}
