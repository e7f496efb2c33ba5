import { createHash, randomBytes } from 'node:crypto';
import { REFRESH_TOKEN_LIFETIME_SECONDS, type OtpSession } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../domain/errors';

/** Refresh tokens rest hashed in Better Auth's verifications table, one row each, single use. */
const identifierOf = (refreshToken: string) =>
  `refresh-token:${createHash('sha256').update(refreshToken).digest('base64url')}`;

interface RefreshGrant {
  userId: string;
  sessionToken: string;
}

/**
 * SPEC §7's session pair for a Better Auth session: the access token is the session's own (a bearer
 * token, as long as the session), the refresh token a different random one that lives 30 days.
 */
export async function sessionTokens(
  app: AppContext,
  session: { userId: string; token: string; expiresAt: Date },
): Promise<OtpSession> {
  const refreshToken = randomBytes(32).toString('base64url');
  const grant: RefreshGrant = { userId: session.userId, sessionToken: session.token };
  await (
    await app.auth.$context
  ).internalAdapter.createVerificationValue({
    identifier: identifierOf(refreshToken),
    value: JSON.stringify(grant),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000),
  });
  return {
    access_token: session.token,
    refresh_token: refreshToken,
    expires_at: Math.floor(session.expiresAt.getTime() / 1000),
  };
}

/**
 * Trades a refresh token (once) for a new session and pair; the old session ends. A token whose
 * session was signed out or revoked (sign-out everywhere, a password reset) refreshes nothing.
 */
export async function refreshSession(app: AppContext, refreshToken: string): Promise<OtpSession> {
  const { internalAdapter } = await app.auth.$context;
  const row = await internalAdapter.consumeVerificationValue(identifierOf(refreshToken));
  if (!row) throw new AppError('INVALID_TOKEN', 401);
  const grant = JSON.parse(row.value) as RefreshGrant;
  const previous = await internalAdapter.findSession(grant.sessionToken);
  if (!previous || previous.user.id !== grant.userId) throw new AppError('INVALID_TOKEN', 401);
  await internalAdapter.deleteSession(grant.sessionToken);
  const session = await internalAdapter.createSession(grant.userId, false, {
    organizationId: previous.session.organizationId ?? null,
  });
  return sessionTokens(app, session);
}
