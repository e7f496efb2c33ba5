import type { Db, Tx } from './client';
import { requestTransactionFor } from './request-transaction';
import { APP_ROLE, inScope, scopeStatement } from './scoped-transaction';

export { APP_ROLE };

/** The organization and user a request acts for. */
export interface TenantContext {
  organizationId: string;
  userId: string | null;
}

/**
 * Binds the open transaction to a scope: it switches to the application role (neither superuser
 * nor table owner, so row-level security applies) and sets app.org_id and app.user_id for the
 * policies. Both end with the transaction. Without an organization only the user's own rows that a
 * policy allows (their memberships) are visible.
 */
export async function enterScope(
  tx: Tx,
  scope: { organizationId: string | null; userId: string | null; admin?: boolean },
) {
  await tx.execute(scopeStatement(scope));
}

/**
 * Runs `work` in a transaction that sees only this organization's rows: the request's own when it
 * reads for this member (request-transaction.ts), else a new one.
 */
export function withTenant<T>(db: Db, tenant: TenantContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const request = requestTransactionFor(tenant);
  if (request) return request.run(work);
  return inScope(db, tenant, work);
}

/** Runs `work` for a signed-in user before any organization is chosen. */
export function withUser<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inScope(db, { organizationId: null, userId }, work);
}

/**
 * Runs `work` in the admin scope: read access to every organization and membership (the admin
 * panel, reachable only from the local machine). Tenant data stays out of reach.
 */
export function withAdmin<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inScope(db, { organizationId: null, userId: null, admin: true }, work);
}
