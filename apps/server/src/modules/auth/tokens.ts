import { createHash, randomBytes } from 'node:crypto';
import type { AuthContext, BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { REFRESH_TOKEN_LIFETIME_SECONDS, type OtpSession } from '@studiolo/contracts';
import type { Db } from '../../db/client';
import { authRepo } from './repo';

/** Where the browser's refresh token goes, and only there (an httpOnly cookie scoped to its path). */
export const REFRESH_SESSION_PATH = '/api/auth/refresh-session';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
/** Refresh tokens rest hashed in Better Auth's verifications table, one row each, single use. */
const identifierOf = (refreshToken: string) => `refresh-token:${hashOf(refreshToken)}`;

interface RefreshGrant {
  userId: string;
  sessionToken: string;
}

type Session = { userId: string; token: string; expiresAt: Date };

/** A new refresh token for `session`, valid 30 days, stored hashed. */
async function issueRefreshToken(context: Pick<AuthContext, 'internalAdapter'>, session: Session) {
  const refreshToken = randomBytes(32).toString('base64url');
  const grant: RefreshGrant = { userId: session.userId, sessionToken: session.token };
  await context.internalAdapter.createVerificationValue({
    identifier: identifierOf(refreshToken),
    value: JSON.stringify(grant),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000),
  });
  return refreshToken;
}

/**
 * SPEC §7's session pair for a Better Auth session: the access token is the session's own (a bearer
 * token, as long as the session), the refresh token a different random one that lives 30 days.
 */
export async function sessionTokens(
  context: Pick<AuthContext, 'internalAdapter'>,
  session: Session,
): Promise<OtpSession> {
  return {
    access_token: session.token,
    refresh_token: await issueRefreshToken(context, session),
    expires_at: Math.floor(session.expiresAt.getTime() / 1000),
  };
}

/** The refresh cookie: Better Auth's prefix and attributes, sent to the refresh route only, 30 days. */
function refreshCookie(context: AuthContext) {
  const { name, attributes } = context.createAuthCookie('refresh_token');
  return {
    name,
    attributes: {
      ...attributes,
      path: REFRESH_SESSION_PATH,
      sameSite: 'strict' as const,
      maxAge: REFRESH_TOKEN_LIFETIME_SECONDS,
    },
  };
}

function isTwoFactorRedirect(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'twoFactorRedirect' in body;
}

const invalidToken = () => new APIError('UNAUTHORIZED', { code: 'INVALID_TOKEN', message: 'Invalid token' });

/**
 * Refresh tokens (SPEC §4 and §7), as a Better Auth plugin:
 * - every sign-in that opens a session (password, emailed code, Google, the second factor) also
 *   sets an httpOnly refresh cookie that only `/api/auth/refresh-session` receives;
 * - `refreshSession` trades a refresh token (the body's, else the cookie's) once for a new session:
 *   its cookie and a new pair, in the body for bearer clients; the old session ends;
 * - a session that ended otherwise than by expiring (signed out, revoked, a password reset) leaves
 *   a mark, so its refresh tokens refresh nothing; one that expired may be refreshed.
 */
export function refreshTokens(db: Db) {
  return {
    id: 'studiolo-refresh-tokens',
    endpoints: {
      refreshSession: createAuthEndpoint(
        '/refresh-session',
        { method: 'POST', body: z.object({ refresh_token: z.string().max(200).optional() }) },
        async (ctx) => {
          const cookie = refreshCookie(ctx.context);
          const token = ctx.body.refresh_token ?? ctx.getCookie(cookie.name);
          if (!token) throw invalidToken();
          const { internalAdapter } = ctx.context;
          const row = await internalAdapter.consumeVerificationValue(identifierOf(token));
          if (!row) throw invalidToken();
          const grant = JSON.parse(row.value) as RefreshGrant;
          if (await authRepo.sessionEnded(db, hashOf(grant.sessionToken))) throw invalidToken();
          const [previous, user] = await Promise.all([
            internalAdapter.findSession(grant.sessionToken),
            internalAdapter.findUserById(grant.userId),
          ]);
          if (!user || (previous && previous.user.id !== grant.userId)) throw invalidToken();
          if (previous) await internalAdapter.deleteSession(grant.sessionToken);
          const session = await internalAdapter.createSession(grant.userId, false, {
            organizationId:
              (previous?.session as { organizationId?: string | null } | undefined)?.organizationId ?? null,
          });
          await setSessionCookie(ctx, { session, user });
          const pair = await sessionTokens(ctx.context, session);
          ctx.setCookie(cookie.name, pair.refresh_token, cookie.attributes);
          return ctx.json(pair);
        },
      ),
    },
    hooks: {
      after: [
        {
          matcher: (context: { path?: string }) => context.path !== '/refresh-session',
          handler: createAuthMiddleware(async (ctx) => {
            const cookie = refreshCookie(ctx.context);
            if (ctx.path === '/sign-out') {
              ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
              return;
            }
            const opened = ctx.context.newSession;
            // Better Auth's two-factor hook (before this one) ended the session until the code.
            if (!opened || isTwoFactorRedirect(ctx.context.returned)) return;
            ctx.setCookie(
              cookie.name,
              await issueRefreshToken(ctx.context, opened.session),
              cookie.attributes,
            );
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/**
 * Better Auth's hook on a deleted session: marks it ended unless Better Auth is only clearing away
 * one that expired (reading it), so a signed-out or revoked session's refresh tokens stay dead.
 */
export function markEndedSession(db: Db) {
  return async (session: { token: string; expiresAt: Date }, context: { path?: string } | null) => {
    if (context?.path === '/get-session' && session.expiresAt.getTime() <= Date.now()) return;
    await authRepo.markSessionEnded(
      db,
      hashOf(session.token),
      new Date(Date.now() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000),
    );
  };
}
