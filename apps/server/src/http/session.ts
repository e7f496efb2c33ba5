import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { CURRENT_ORGANIZATION_COOKIE, ORGANIZATION_HEADER, type MemberRole } from '@studiolo/contracts';
import type { TenantContext } from '../db/tenancy';
import { findActiveMembership } from '../modules/organizations/service';
import { AppError } from './errors';
import type { AppEnv } from './router';

export interface Tenant extends TenantContext {
  userId: string;
  role: MemberRole;
}

/** The signed-in user, from the Better Auth session cookie. */
export const requireUser = createMiddleware<AppEnv & { Variables: { userId: string } }>(async (c, next) => {
  const session = await c.var.app.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHENTICATED', 401);
  c.set('userId', session.user.id);
  await next();
});

const OrganizationId = z.string().uuid();

/**
 * The organization the request acts in: the currentOrganizationId cookie (or the
 * x-organization-id header), checked against the user's active memberships. One the user does not
 * belong to answers 404, as if it did not exist.
 */
export const requireTenant = createMiddleware<AppEnv & { Variables: { userId: string; tenant: Tenant } }>(
  async (c, next) => {
    const chosen = c.req.header(ORGANIZATION_HEADER) ?? getCookie(c, CURRENT_ORGANIZATION_COOKIE);
    if (!chosen) throw new AppError('ORGANIZATION_REQUIRED', 400);
    const organizationId = OrganizationId.safeParse(chosen);
    if (!organizationId.success) throw new AppError('NOT_FOUND', 404);
    const membership = await findActiveMembership(c.var.app, c.var.userId, organizationId.data);
    if (!membership) throw new AppError('NOT_FOUND', 404);
    c.set('tenant', { organizationId: organizationId.data, userId: c.var.userId, role: membership.role });
    await next();
  },
);
