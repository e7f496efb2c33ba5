import type { SSEStreamingApi } from 'hono/streaming';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/tenancy';
import type { Tenant } from '../../http/session';
import { requirePermission } from '../organizations/permissions';
import { callsRepo } from './repo';

/** How often the stream looks for changed calls, and the heartbeat of SPEC §9. */
export const LIVE_POLL_MS = 2_000;
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * Server-sent events of changed calls: `event: call` with the call's id whenever one is new or
 * changed. It reads the database (calls.updated_at), not one process's memory, so any server
 * process can serve any browser. The browser reconnects with SPEC §9's delays.
 */
export async function followCalls(
  app: AppContext,
  tenant: Tenant,
  stream: SSEStreamingApi,
  signal: AbortSignal,
) {
  requirePermission(tenant.role, 'calls:handle');
  let since = new Date();
  let lastBeat = Date.now();
  await stream.writeSSE({ event: 'ready', data: since.toISOString() });
  while (!signal.aborted && !stream.aborted) {
    await stream.sleep(LIVE_POLL_MS);
    const changed = await withTenant(app.database.db, tenant, (tx) => callsRepo.changedSince(tx, since, 100));
    for (const call of changed) {
      await stream.writeSSE({ event: 'call', data: call.id, id: call.updatedAt.toISOString() });
      since = call.updatedAt;
    }
    if (Date.now() - lastBeat >= LIVE_HEARTBEAT_MS) {
      await stream.writeSSE({ event: 'heartbeat', data: '' });
      lastBeat = Date.now();
    }
  }
}
