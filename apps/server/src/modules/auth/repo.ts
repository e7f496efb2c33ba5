import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** Queries on Better Auth's tables that Studiolo makes itself (the rest goes through Better Auth). */
export const authRepo = {
  sessionExpiry: async (db: Executor, token: string) =>
    (await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, token)))[0]
      ?.expiresAt,

  /** Remembers the organization chosen in a session, for as long as the session lives. */
  setSessionOrganization: (db: Executor, sessionId: string, organizationId: string) =>
    db.update(sessions).set({ organizationId }).where(eq(sessions.id, sessionId)),

  isPlatformAdmin: async (db: Executor, userId: string) =>
    (await db.select({ admin: users.platformAdmin }).from(users).where(eq(users.id, userId)))[0]?.admin ??
    false,

  /** Grants (or revokes) /admin to the people with these addresses; returns the addresses found. */
  setPlatformAdmin: async (db: Executor, emails: string[], admin: boolean) =>
    (
      await db
        .update(users)
        .set({ platformAdmin: admin })
        .where(and(inArray(users.email, emails), eq(users.kind, 'person')))
        .returning({ email: users.email })
    ).map((row) => row.email),
};
