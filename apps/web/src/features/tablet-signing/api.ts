import {
  Problem,
  SignDocumentResult,
  TabletDocumentForSigning,
  TabletDocumentList,
  TabletLoginResponse,
  type SignDocumentInput,
  type TabletSession,
} from '@studiolo/contracts';

/**
 * The tablet's own API calls. The bearer token of POST /api/v1/tablet/login goes in the
 * Authorization header; it is kept for this tab only (sessionStorage), never in localStorage. The
 * session cookie the sign-in also sets is what the events stream uses (EventSource sends no header).
 */
export interface TabletAuth extends TabletSession {
  token: string;
}

const KEY = 'studiolo.tablet.session';

export function readTabletAuth(): TabletAuth | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = TabletLoginResponse.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function keepTabletAuth(auth: TabletAuth | null) {
  try {
    if (auth) window.sessionStorage.setItem(KEY, JSON.stringify(auth));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Kept in memory only: a reload asks to sign in again.
  }
}

/** A failed tablet call: HTTP status (0: the network) and the problem's code. */
export class TabletApiError extends Error {
  override readonly name = 'TabletApiError';
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function call(path: string, init: RequestInit & { token?: string }): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch (cause) {
    throw new TabletApiError(0, undefined, cause instanceof Error ? cause.message : 'Network error');
  }
  if (response.ok) return response;
  let code: string | undefined;
  let message = `${response.status} ${response.statusText}`.trim();
  try {
    const problem = Problem.safeParse(await response.json());
    if (problem.success) {
      code = problem.data.code;
      message = problem.data.detail || message;
    }
  } catch {
    // Not a problem+json answer: the status says it.
  }
  throw new TabletApiError(response.status, code, message);
}

export async function tabletLogin(username: string, password: string): Promise<TabletAuth> {
  const response = await call('/api/v1/tablet/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  const auth = TabletLoginResponse.parse(await response.json());
  keepTabletAuth(auth);
  return auth;
}

/** Forgets the token and ends the session on the server (best effort: the device may be offline). */
export async function tabletLogout(auth: TabletAuth) {
  keepTabletAuth(null);
  await call('/api/auth/sign-out', { method: 'POST', body: '{}', token: auth.token }).catch(() => undefined);
}

export async function fetchTabletDocuments(auth: TabletAuth) {
  const response = await call('/api/v1/tablet/documents', { token: auth.token });
  return TabletDocumentList.parse(await response.json()).documents;
}

export async function openTabletDocument(auth: TabletAuth, id: string) {
  const response = await call(`/api/v1/tablet/documents/${id}/open`, { method: 'POST', token: auth.token });
  return TabletDocumentForSigning.parse(await response.json());
}

/**
 * Says whether the document is on the tablet's screen. `keepalive` lets the request outlive the page
 * (the tab closing, the browser leaving /tablet-signing).
 */
export async function setTabletDocumentOpen(
  auth: TabletAuth,
  id: string,
  open: boolean,
  options: { keepalive?: boolean } = {},
) {
  await call(`/api/v1/tablet/documents/${id}/open-status`, {
    method: 'PUT',
    body: JSON.stringify({ open }),
    token: auth.token,
    keepalive: options.keepalive,
  });
}

export async function signTabletDocument(auth: TabletAuth, id: string, input: SignDocumentInput) {
  const response = await call(`/api/v1/tablet/documents/${id}/sign`, {
    method: 'POST',
    body: JSON.stringify(input),
    token: auth.token,
  });
  return SignDocumentResult.parse(await response.json());
}

export async function declineTabletDocument(auth: TabletAuth, id: string, reason: string) {
  await call(`/api/v1/tablet/documents/${id}/decline`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
    token: auth.token,
  });
}
