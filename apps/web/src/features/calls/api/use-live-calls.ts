import { useEffect, useState } from 'react';
import { queryClient } from '../../../lib/query-client';
import { callKeys, refreshCalls } from './keys';
import { HEARTBEAT_TIMEOUT_MS, reconnectDelay } from './live-reconnect';

export const CALL_EVENTS_PATH = '/api/v1/calls/events';

/** 'connecting' until the first `ready`, 'live' while events flow, 'reconnecting' after a loss. */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

/**
 * Live updates of the calls of `organizationId` (the one the user works in): the server's event
 * stream says which call is new or changed, and the lists, that call's page and the analytics are
 * asked again. On an error, or with no event for more than 60 s (the heartbeat comes every 25 s),
 * the stream is closed and opened again after 1 s, 2 s, 5 s, then every 10 s. Every `ready`
 * resets the delays and refreshes everything: calls may have changed between the page's first
 * load (or the loss) and the stream's start. Another organization starts another stream.
 */
export function useLiveCalls(organizationId: string | null | undefined): LiveState {
  // The state belongs to the organization's stream: another organization starts at 'connecting'.
  const [live, setLive] = useState<{ organizationId: string; state: LiveState } | null>(null);
  useEffect(() => {
    if (!organizationId) return;
    const setState = (state: LiveState) => setLive({ organizationId, state });
    let source: EventSource | null = null;
    let attempt = 0;
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let watchdog: ReturnType<typeof setTimeout> | undefined;

    const close = () => {
      clearTimeout(watchdog);
      source?.close();
      source = null;
    };
    const lost = () => {
      close();
      if (stopped) return;
      setState('reconnecting');
      clearTimeout(retryTimer);
      retryTimer = setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
    };
    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(lost, HEARTBEAT_TIMEOUT_MS);
    };
    function open() {
      const current = new EventSource(CALL_EVENTS_PATH, { withCredentials: true });
      source = current;
      alive();
      current.addEventListener('ready', () => {
        attempt = 0;
        alive();
        setState('live');
        void queryClient.invalidateQueries({ queryKey: callKeys.all });
      });
      current.addEventListener('heartbeat', alive);
      current.addEventListener('call', (event) => {
        alive();
        refreshCalls(event.data as string);
      });
      // The browser's own retry would ignore SPEC §9's delays: this hook reconnects itself.
      current.onerror = () => {
        if (source === current) lost();
      };
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      close();
    };
  }, [organizationId]);
  return live && live.organizationId === organizationId ? live.state : 'connecting';
}
