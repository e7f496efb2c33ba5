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

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Per address (email, or a tablet's login), over 15 minutes, whatever the route and the client:
 * codes and links mailed, and guesses (a password, an emailed code) checked. One counter per kind,
 * shared by every route of that kind, so mixing routes or asking fresh codes buys no more guesses.
 */
export const ADDRESS_LIMITS = { send: 5, try: 10 } as const;

/** Counts one send or guess for the address; false once past its limit. */
export function hitAddressLimit(db: Executor, kind: keyof typeof ADDRESS_LIMITS, address: string) {
  return hitRateLimit(
    db,
    `email:${kind}:${address.trim().toLowerCase()}`,
    FIFTEEN_MINUTES,
    ADDRESS_LIMITS[kind],
  );
}

/** Per client IP, the limit Better Auth applies to its sign-in routes (auth.ts uses it too). */
export const SIGN_IN_PER_IP = { window: 60, max: 30 } as const;

/** Counts one sign-in attempt from the IP on `route`; false once past SIGN_IN_PER_IP. */
export function hitSignInIpLimit(db: Executor, route: string, ip: string) {
  return hitRateLimit(db, `ip:${route}:${ip}`, SIGN_IN_PER_IP.window * 1000, SIGN_IN_PER_IP.max);
}
