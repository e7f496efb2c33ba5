import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';

/**
 * Better Auth: password hashing, sessions and (issue #3) emailed codes, Google and organizations.
 * Mounted at /api/auth/*.
 */
export function createAuth(config: Config, db: Db, secret: string) {
  return betterAuth({
    appName: 'Studiolo',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    advanced: { database: { generateId: 'uuid' } },
    emailAndPassword: { enabled: true, minPasswordLength: 8 },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
