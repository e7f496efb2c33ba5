import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** The organization and user a request acts for. */
export interface TenantContext {
  organizationId: string;
  userId: string | null;
}

/** The role every tenant transaction runs as (created in migration 0001_tenancy). */
export const APP_ROLE = 'studiolo_app';

/**
 * Runs `work` in a transaction bound to one organization: it switches to the application role
 * (neither superuser nor table owner, so row-level security applies) and sets app.org_id and
 * app.user_id for the policies. Both settings end with the transaction.
 */
export function withTenant<T>(db: Db, tenant: TenantContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
    await tx.execute(
      sql`SELECT set_config('app.org_id', ${tenant.organizationId}, true), set_config('app.user_id', ${tenant.userId ?? ''}, true)`,
    );
    return work(tx);
  });
}
