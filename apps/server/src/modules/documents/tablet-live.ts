import { TABLET_DOCUMENTS_EVENT } from '@studiolo/contracts';
import type { SSEStreamingApi } from 'hono/streaming';
import type { AppContext } from '../../context';
import type { TabletRow } from '../tablets/repo';
import { tabletDocuments } from './tablet-service';

/** How often the stream reads the tablet's waiting documents: a new one shows within 2 s. */
export const TABLET_POLL_MS = 1_000;
/** SPEC §9's heartbeat. */
const HEARTBEAT_MS = 25_000;
/** How often the tablet's account is checked again (deleted, password reset) while the stream is open. */
const RECHECK_MS = 60_000;

/**
 * Server-sent events of the tablet's waiting documents: `documents` with the whole list at once and
 * whenever it changes (new, opened, signed, revoked, expired). It reads the database, not one
 * process's memory, so any server process can serve any tablet; the tablet falls back to polling
 * GET /api/v1/tablet/documents when the stream fails. It ends when `stillAllowed` says no.
 */
export async function followTabletDocuments(
  app: AppContext,
  tablet: TabletRow,
  stream: SSEStreamingApi,
  signal: AbortSignal,
  stillAllowed: () => Promise<boolean>,
) {
  let told = '';
  let lastBeat = Date.now();
  let lastCheck = Date.now();
  while (!signal.aborted && !stream.aborted) {
    if (Date.now() - lastCheck >= RECHECK_MS) {
      if (!(await stillAllowed())) return;
      lastCheck = Date.now();
    }
    const list = JSON.stringify({ documents: await tabletDocuments(app, tablet) });
    if (list !== told) {
      await stream.writeSSE({ event: TABLET_DOCUMENTS_EVENT, data: list });
      told = list;
    } else if (Date.now() - lastBeat >= HEARTBEAT_MS) {
      await stream.writeSSE({ event: 'heartbeat', data: '' });
      lastBeat = Date.now();
    }
    await stream.sleep(TABLET_POLL_MS);
  }
}
