import { useEffect, useState } from 'react';
import { TABLET_DOCUMENTS_EVENT, TabletDocumentList, type TabletDocument } from '@studiolo/contracts';
import { fetchTabletDocuments, TabletApiError, type TabletAuth } from './api';

/** How often the tablet asks for its documents when the events stream fails. */
export const POLL_MS = 2_000;
/** How long the tablet polls before it tries the events stream again. */
const RETRY_STREAM_MS = 30_000;

export interface SyncState {
  documents: TabletDocument[];
  /** Whether the list has been received at least once. */
  loaded: boolean;
  mode: 'events' | 'polling';
  /** 'sync': the stream failed (polling instead); 'network': the server cannot be reached; 'fetch': it answered an error. */
  problem: null | { kind: 'sync' | 'network' | 'fetch'; message: string };
  lastUpdate: Date | null;
}

const initial: SyncState = { documents: [], loaded: false, mode: 'events', problem: null, lastUpdate: null };

/**
 * The documents waiting on this tablet, live: server-sent events (the session cookie set at
 * sign-in authenticates the stream), falling back to polling every 2 s when the stream fails, and
 * trying the stream again every 30 s. `onSignedOut` is called when the server no longer knows the tablet.
 */
export function usePendingDocuments(auth: TabletAuth, onSignedOut: () => void): SyncState {
  const [state, setState] = useState<SyncState>(initial);

  useEffect(() => {
    let stopped = false;
    let source: EventSource | null = null;
    let poll: number | undefined;
    let retry: number | undefined;

    const received = (documents: TabletDocument[], mode: SyncState['mode'], problem: SyncState['problem']) =>
      setState({ documents, loaded: true, mode, problem, lastUpdate: new Date() });

    const pollOnce = async () => {
      try {
        const documents = await fetchTabletDocuments(auth);
        if (!stopped) received(documents, 'polling', { kind: 'sync', message: 'events stream unavailable' });
      } catch (error) {
        if (stopped) return;
        if (error instanceof TabletApiError && (error.status === 401 || error.status === 403)) {
          onSignedOut();
          return;
        }
        const network = error instanceof TabletApiError && error.status === 0;
        const message = error instanceof Error ? error.message : String(error);
        setState((current) => ({
          ...current,
          mode: 'polling',
          problem: { kind: network ? 'network' : 'fetch', message },
        }));
      }
    };

    const startPolling = () => {
      if (poll !== undefined || stopped) return;
      void pollOnce();
      poll = window.setInterval(() => void pollOnce(), POLL_MS);
      retry = window.setTimeout(() => {
        window.clearInterval(poll);
        poll = undefined;
        openStream();
      }, RETRY_STREAM_MS);
    };

    const openStream = () => {
      if (stopped) return;
      if (typeof EventSource === 'undefined') {
        startPolling();
        return;
      }
      source = new EventSource('/api/v1/tablet/documents/events', { withCredentials: true });
      source.addEventListener(TABLET_DOCUMENTS_EVENT, (event) => {
        const parsed = TabletDocumentList.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) received(parsed.data.documents, 'events', null);
      });
      source.onerror = () => {
        source?.close();
        source = null;
        setState((current) => ({
          ...current,
          mode: 'polling',
          problem: current.problem ?? { kind: 'sync', message: 'events stream unavailable' },
        }));
        startPolling();
      };
    };

    openStream();
    return () => {
      stopped = true;
      source?.close();
      window.clearInterval(poll);
      window.clearTimeout(retry);
    };
  }, [auth, onSignedOut]);

  return state;
}
