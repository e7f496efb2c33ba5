import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';

/** Queries on Better Auth's tables that Studiolo makes itself (the rest goes through Better Auth). */
export const authRepo = {
  sessionExpiry: async (db: Executor, token: string) =>
    (await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, token)))[0]
      ?.expiresAt,

  /** Remembers the organization chosen in a session, for as long as the session lives. */
  setSessionOrganization: (db: Executor, sessionId: string, organizationId: string) =>
    db.update(sessions).set({ organizationId }).where(eq(sessions.id, sessionId)),

  /**
   * The account an email or a verified mobile signs in to: its address, and whether it has a password
   * or was made with an external provider (Google); undefined for none.
   */
  signInAccount: async (db: Executor, by: { email: string } | { phoneNumber: string }) => {
    const rows = await db
      .select({ email: users.email, providerId: accounts.providerId, password: accounts.password })
      .from(users)
      .leftJoin(accounts, eq(accounts.userId, users.id))
      .where(
        'email' in by
          ? eq(users.email, by.email.trim().toLowerCase())
          : and(eq(users.phoneNumber, by.phoneNumber), eq(users.phoneNumberVerified, true)),
      );
    if (rows.length === 0) return undefined;
    return {
      email: rows[0]!.email,
      hasPassword: rows.some((row) => row.providerId === 'credential' && row.password),
      external: rows.some((row) => row.providerId !== null && row.providerId !== 'credential'),
    };
  },

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

  /** Marks a session (by its token's hash) as ended by a sign-out or a revocation, until `until`. */
  markSessionEnded: (db: Executor, tokenHash: string, until: Date) =>
    db
      .insert(verifications)
      .values({ identifier: `session-ended:${tokenHash}`, value: '', expiresAt: until }),

  sessionEnded: async (db: Executor, tokenHash: string) =>
    (
      await db
        .select({ id: verifications.id })
        .from(verifications)
        .where(
          and(
            eq(verifications.identifier, `session-ended:${tokenHash}`),
            gt(verifications.expiresAt, new Date()),
          ),
        )
        .limit(1)
    ).length > 0,
};
