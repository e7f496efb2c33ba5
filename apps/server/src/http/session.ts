import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import {
  CURRENT_ORGANIZATION_COOKIE,
  CURRENT_ORGANIZATION_COOKIE_MAX_AGE_SECONDS,
  ORGANIZATION_HEADER,
  type ErrorCode,
} from '@studiolo/contracts';
import { clientAddress, isLoopback } from './client-address';
import type { SessionUser, Tenant } from '../domain/tenant';
import { chooseSessionOrganization, isPlatformAdmin } from '../modules/auth/service';
import { lendingTransaction } from '../db/request-transaction';
import { isPostgres } from '../db/scoped-transaction';
import {
  authorizeMember,
  authorizeMemberInTransaction,
  soleOrganizationId,
} from '../modules/organizations/service';
import { AppError } from '../domain/errors';
import type { AppEnv } from './router';

/** The Better Auth session of the request: its id and the organization chosen in it. */
export interface CurrentSession {
  id: string;
  organizationId: string | null;
}

/**
 * The signed-in user, from the session cookie or an `Authorization: Bearer` session token; without
 * one, 401 with `code` (a route whose message SPEC names gives its own).
 */
export const signedInUser = (code: Extract<ErrorCode, `${string}UNAUTHENTICATED`> = 'UNAUTHENTICATED') =>
  createMiddleware<AppEnv & { Variables: { userId: string; user: SessionUser; session: CurrentSession } }>(
    async (c, next) => {
      const session = await c.var.app.auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) throw new AppError(code, 401);
      // A signing tablet's account opens the tablet API only (requireTablet).
      if (session.user.kind === 'tablet') throw new AppError('TABLET_ONLY', 403);
      const { id, name, email, emailVerified } = session.user;
      c.set('userId', id);
      c.set('user', {
        id,
        name,
        email,
        emailVerified,
        twoFactorEnabled: Boolean(session.user.twoFactorEnabled),
      });
      c.set('session', { id: session.session.id, organizationId: session.session.organizationId ?? null });
      await next();
    },
  );

export const requireUser = signedInUser();

type WithSession = AppEnv & { Variables: { session: CurrentSession } };

/**
 * The organization the browser selected, as sent (validated by requireTenant where it matters): the
 * header, else the cookie, else the one chosen in this session (the cookie lasts 7 days, the session
 * may be renewed for longer).
 */
export function selectedOrganizationId<E extends WithSession>(c: Context<E>): string | undefined {
  return (
    c.req.header(ORGANIZATION_HEADER) ??
    getCookie(c, CURRENT_ORGANIZATION_COOKIE) ??
    c.var.session.organizationId ??
    undefined
  );
}

/**
 * Remembers the chosen organization with the session (as long as it lives) and in the cookie for 7
 * days (SPEC §3).
 */
export async function rememberOrganization<E extends WithSession>(
  c: Context<E>,
  organizationId: string,
): Promise<void> {
  await chooseSessionOrganization(c.var.app, c.var.session.id, organizationId);
  setCookie(c, CURRENT_ORGANIZATION_COOKIE, organizationId, {
    path: '/',
    maxAge: CURRENT_ORGANIZATION_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
    httpOnly: true,
    secure: c.var.app.config.publicUrl.startsWith('https://'),
  });
}

/** The panel that provisions numbers answers only on the machine itself (SPEC §6). */
export const requireLocalMachine = createMiddleware<AppEnv>(async (c, next) => {
  if (!isLoopback(clientAddress(c))) throw new AppError('ACCESS_DENIED', 403);
  await next();
});

/** /admin also needs a signed-in platform administrator (after requireUser). */
export const requirePlatformAdmin = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    if (!(await isPlatformAdmin(c.var.app, c.var.user))) throw new AppError('PLATFORM_ADMIN_REQUIRED', 403);
    await next();
  },
);

const OrganizationId = z.uuid();

/**
 * The organization the request acts in: the currentOrganizationId cookie (or the
 * x-organization-id header), checked against the user's active memberships. One the user does not
 * belong to answers 404, as if it did not exist.
 *
 * A read (GET, HEAD) on PostgreSQL is one transaction (#15 point 20): its BEGIN, scope and
 * membership go in one round trip, and the handler's `withTenant`s for this member run in it; it
 * ends when the handler has its answer, before a stream is sent. Writes keep a transaction per
 * `withTenant` (a failed statement inside a shared one would abort the rest of the request), and
 * PGlite, one session in the process, has no round trips to save and could not open a second
 * transaction beside a held one.
 */
export const requireTenant = createMiddleware<
  AppEnv & { Variables: { userId: string; user: SessionUser; session: CurrentSession; tenant: Tenant } }
>(async (c, next) => {
  // A user with one organization never needs to choose it.
  const chosen = selectedOrganizationId(c) ?? (await soleOrganizationId(c.var.app, c.var.userId));
  if (!chosen) throw new AppError('ORGANIZATION_REQUIRED', 400);
  const organizationId = OrganizationId.safeParse(chosen);
  if (!organizationId.success) throw new AppError('NOT_FOUND', 404);
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!read || !isPostgres(c.var.app.database.db)) {
    const role = await authorizeMember(c.var.app, c.var.user, organizationId.data);
    c.set('tenant', { organizationId: organizationId.data, userId: c.var.userId, role });
    await next();
    return;
  }
  const { role, transaction } = await authorizeMemberInTransaction(
    c.var.app,
    c.var.user,
    organizationId.data,
  );
  c.set('tenant', { organizationId: organizationId.data, userId: c.var.userId, role });
  try {
    await lendingTransaction(transaction, next);
  } finally {
    await transaction.end();
  }
});
