import {
  activityPrefixesOf,
  type ActivityAction,
  type ActivityActors,
  type ActivityPage,
  type ActivityQuery,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant, type TenantContext } from '../../db/tenancy';
import type { Tenant } from '../../domain/tenant';
import { requirePermission } from '../organizations/permissions';
import { activityRepo } from './repo';

export interface ActivityInput {
  action: ActivityAction;
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

/** How long one person's reading of one record counts as the same access. */
const ACCESS_WINDOW_MINUTES = 10;

/**
 * Records that someone read health data (a recording, a transcript): once per person, record and
 * ten minutes, so a page that refreshes or a player that seeks does not flood the log.
 */
export async function recordAccess(
  tx: Tx,
  tenant: TenantContext,
  input: ActivityInput & { entityId: string },
) {
  const entry = { actorUserId: tenant.userId, action: input.action, entityId: input.entityId };
  if (await activityRepo.recordedRecently(tx, entry, ACCESS_WINDOW_MINUTES)) return;
  await recordActivity(tx, tenant, input);
}

/** Who appears in the log, for the full history's 'Chi' filter. */
export async function listActivityActors(app: AppContext, tenant: Tenant): Promise<ActivityActors> {
  requirePermission(tenant.role, 'activity:read');
  const items = await withTenant(app.database.db, tenant, (tx) => activityRepo.actors(tx));
  return { items };
}

export async function listActivity(
  app: AppContext,
  tenant: Tenant,
  query: ActivityQuery,
): Promise<ActivityPage> {
  requirePermission(tenant.role, 'activity:read');
  const rows = await withTenant(app.database.db, tenant, (tx) =>
    activityRepo.listRecent(tx, query.limit + 1, query.cursor, {
      actorUserId: query.actorUserId,
      actionPrefixes: query.area ? activityPrefixesOf(query.area) : undefined,
      from: query.from,
      until: query.until,
    }),
  );
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(({ entry, actorName, entityExists, patientId, patientName }) => ({
      id: entry.id,
      actorUserId: entry.actorUserId,
      actorName,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      data: entry.data,
      entityExists,
      patient: patientId && patientName ? { id: patientId, name: patientName } : null,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit ? page.at(-1)!.entry.id : null,
  };
}
