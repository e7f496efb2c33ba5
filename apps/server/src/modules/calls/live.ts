import type { SSEStreamingApi } from 'hono/streaming';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/tenancy';
import type { Tenant } from '../../domain/tenant';
import { requirePermission } from '../organizations/permissions';
import { callsRepo } from './repo';

/** How often the stream looks for changed calls, and the heartbeat of SPEC §9. */
const LIVE_POLL_MS = 2_000;
const LIVE_HEARTBEAT_MS = 25_000;
/**
 * A change is stamped when written, not when committed, and by several processes: each poll reads
 * this far back again, so a transaction that committed late is still seen (sent once, by version).
 */
const OVERLAP_MS = 10_000;
/** How often the member's session and membership are checked again while the stream stays open. */
const RECHECK_MS = 60_000;

/**
 * Server-sent events of changed calls: `event: call` with the call's id whenever one is new or
 * changed. It reads the database (calls.updated_at), not one process's memory, so any server
 * process can serve any browser. The browser reconnects with SPEC §9's delays. The stream ends
 * when `stillAllowed` says the member signed out or left the organization.
 */
export async function followCalls(
  app: AppContext,
  tenant: Tenant,
  stream: SSEStreamingApi,
  signal: AbortSignal,
  stillAllowed: () => Promise<boolean>,
) {
  requirePermission(tenant.role, 'calls:handle');
  const opened = new Date();
  let since = opened;
  /** The version (updated_at) of each call already told, within the overlap. */
  const told = new Map<string, number>();
  let lastBeat = Date.now();
  let lastCheck = Date.now();
  await stream.writeSSE({ event: 'ready', data: opened.toISOString() });
  while (!signal.aborted && !stream.aborted) {
    await stream.sleep(LIVE_POLL_MS);
    if (Date.now() - lastCheck >= RECHECK_MS) {
      if (!(await stillAllowed())) return;
      lastCheck = Date.now();
    }
    const from = new Date(since.getTime() - OVERLAP_MS);
    const changed = await withTenant(app.database.db, tenant, (tx) => callsRepo.changedSince(tx, from, 200));
    for (const call of changed) {
      const version = call.updatedAt.getTime();
      if (told.get(call.id) === version) continue;
      told.set(call.id, version);
      await stream.writeSSE({ event: 'call', data: call.id, id: call.updatedAt.toISOString() });
      if (call.updatedAt > since) since = call.updatedAt;
    }
    for (const [id, version] of told) if (version < from.getTime()) told.delete(id);
    if (Date.now() - lastBeat >= LIVE_HEARTBEAT_MS) {
      await stream.writeSSE({ event: 'heartbeat', data: '' });
      lastBeat = Date.now();
    }
  }
}
