import type { ActivityPage, ActivityQuery } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant, type TenantContext } from '../../db/tenancy';
import type { Tenant } from '../../http/session';
import { requirePermission } from '../organizations/permissions';
import { activityRepo } from './repo';

export interface ActivityInput {
  action: string;
  entityType: string;
  entityId?: string;
  data?: Record<string, unknown>;
}

/** Records a user's write, inside the transaction of that write (DESIGN.md: every write is logged). */
export function recordActivity(tx: Tx, tenant: TenantContext, input: ActivityInput) {
  return activityRepo.insert(tx, {
    organizationId: tenant.organizationId,
    actorUserId: tenant.userId,
    ...input,
  });
}

export async function listActivity(
  app: AppContext,
  tenant: Tenant,
  query: ActivityQuery,
): Promise<ActivityPage> {
  requirePermission(tenant.role, 'activity:read');
  const rows = await withTenant(app.database.db, tenant, (tx) =>
    activityRepo.listRecent(tx, query.limit + 1, query.cursor),
  );
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      actorUserId: row.actorUserId,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      data: row.data,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit ? page.at(-1)!.id : null,
  };
}
