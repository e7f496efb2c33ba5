/** SPEC §4: a session refresh retries with back-off starting at 200 ms and doubling. */
export const REFRESH_BACKOFF_START_MS = 200;
/** SPEC §9 (auth client): a fetch is retried up to 3 times. */
export const REFRESH_RETRIES = 3;

/** The waits between refresh tries: 200, 400, 800 ms. */
export const refreshBackoff = (retry: number) => REFRESH_BACKOFF_START_MS * 2 ** retry;

interface RefresherOptions {
  /** POSTs the refresh (the browser sends its refresh cookie); rejects on a network failure. */
  refresh: () => Promise<{ ok: boolean; status: number }>;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One refresh of the session at a time: callers that ask while one is on its way wait for the same
 * answer (the refresh token is single use, so a second refresh would fail). A network failure or a
 * 5xx is tried again after 200, 400 and 800 ms; any other answer is final. Resolves to whether a
 * new session was opened.
 */
export function sessionRefresher({ refresh, sleep = wait }: RefresherOptions): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  const attempt = async (): Promise<boolean> => {
    for (let retry = 0; ; retry++) {
      const response = await refresh().catch(() => null);
      if (response?.ok) return true;
      if (response && response.status < 500) return false;
      if (retry >= REFRESH_RETRIES) return false;
      await sleep(refreshBackoff(retry));
    }
  };
  return () => {
    inFlight ??= attempt().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** Requests whose 401 means the session ended (not Better Auth's own answers, e.g. a wrong password). */
export const isSessionRequest = (path: string) => !path.startsWith('/api/auth/');

/**
 * Sends a request; when it answers 401 because the session ended, refreshes the session (once for
 * all concurrent requests) and sends it again. `onEnded` is told when the session could not be
 * renewed (the answer is then the 401).
 */
export async function fetchWithRefresh(
  send: () => Promise<Response>,
  path: string,
  refreshSession: () => Promise<boolean>,
  onEnded: () => void,
): Promise<Response> {
  const response = await send();
  if (response.status !== 401 || !isSessionRequest(path)) return response;
  // Refreshed here, or by another tab meanwhile: either way the request may now pass.
  const again = (await refreshSession()) ? await send() : response;
  if (again.status === 401) onEnded();
  return again;
}

/** /login, remembering where the user was so that signing in again brings them back. */
export function signInAgainUrl(location: { pathname: string; search: string }): string {
  const here = `${location.pathname}${location.search}`;
  return here === '/' || location.pathname === '/login'
    ? '/login'
    : `/login?next=${encodeURIComponent(here)}`;
}

/** The page a sign-in goes back to: a path of this app only (never another site, nor a // URL). */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next.startsWith('/login') ? null : next;
}
