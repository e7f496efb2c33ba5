import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** The organization and user a request acts for. */
export interface TenantContext {
  organizationId: string;
  userId: string | null;
}

/** The role every scoped transaction runs as (created in migration 0001_tenancy). */
export const APP_ROLE = 'studiolo_app';

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
  // One statement, one round trip: set_config('role', …, true) is SET LOCAL ROLE.
  await tx.execute(
    sql`SELECT set_config('role', ${APP_ROLE}, true), set_config('app.org_id', ${scope.organizationId ?? ''}, true), set_config('app.user_id', ${scope.userId ?? ''}, true), set_config('app.scope', ${scope.admin ? 'admin' : ''}, true)`,
  );
}

/** Runs `work` in a transaction that sees only this organization's rows. */
export function withTenant<T>(db: Db, tenant: TenantContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterScope(tx, tenant);
    return work(tx);
  });
}

/** Runs `work` for a signed-in user before any organization is chosen. */
export function withUser<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId });
    return work(tx);
  });
}

/**
 * Runs `work` in the admin scope: read access to every organization and membership (the admin
 * panel, reachable only from the local machine). Tenant data stays out of reach.
 */
export function withAdmin<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: null, admin: true });
    return work(tx);
  });
}
