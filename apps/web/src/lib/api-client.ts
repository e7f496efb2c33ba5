import { Problem, errorCodeForStatus, type ErrorCode } from '@studiolo/contracts';
import { fetchWithRefresh, sessionRefresher, signInAgainUrl } from './session-refresh';

/** An API failure: the problem's stable `code` is what the UI translates (namespace `errors`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly problem?: Problem,
    /** The problem's members beyond RFC 9457's and `errors` (e.g. `matches`, `dependents`). */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Turns a failed response into an ApiError, reading the problem+json body when there is one. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallbackCode = errorCodeForStatus(response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const problem = Problem.safeParse(body);
  if (problem.success) {
    const extensions = Object.fromEntries(
      Object.entries(body as object).filter(([key]) => !Object.hasOwn(Problem.shape, key)),
    );
    return new ApiError(response.status, problem.data.code, problem.data.detail, problem.data, extensions);
  }
  return new ApiError(response.status, fallbackCode, `${response.status} ${response.statusText}`.trim());
}

interface Schema<T> {
  parse(value: unknown): T;
}

/** The browser's session refresh: its httpOnly refresh cookie goes to this route only. */
const refreshSession = sessionRefresher({
  refresh: () =>
    fetch('/api/auth/refresh-session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    }),
});

/** While the user signs out, requests still on their way answer 401 as expected: no sign-in again. */
let signingOut = false;

/** Runs the user's own sign-out (up to leaving the page) without sending them to sign in again. */
export async function signingOutWhile(work: () => Promise<void>): Promise<void> {
  signingOut = true;
  try {
    await work();
  } finally {
    signingOut = false;
  }
}

/** True while the user's own sign-out runs: its requests' 401s are expected, not an ended session. */
export const isSigningOut = () => signingOut;

/** The session could not be renewed: sign in again, then come back here. */
function signInAgain() {
  if (signingOut || window.location.pathname === '/login') return;
  window.location.assign(signInAgainUrl(window.location));
}

/**
 * fetch for the API with the session's cookies: a request answered 401 because the access session
 * expired is sent again once the session is refreshed (one refresh for all requests waiting on it);
 * when it cannot be, the user goes to /login and comes back here after signing in.
 */
export function apiFetch(path: string, init?: RequestInit): Promise<Response> {
  return fetchWithRefresh(
    () => fetch(path, { ...init, credentials: 'same-origin' }),
    path,
    refreshSession,
    path === '/api/v1/me' ? () => undefined : signInAgain,
  );
}

/** Fetches a JSON endpoint of the API; throws ApiError for every failure, network ones included. */
export async function apiRequest<T>(path: string, schema: Schema<T>, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  } catch (cause) {
    throw new ApiError(0, 'INTERNAL', cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return schema.parse(undefined);
  return schema.parse(await response.json());
}

/** For answers the web does not read (Better Auth's, a 204). */
export const anyBody: Schema<unknown> = { parse: (value) => value };

/** POSTs (or PUTs) a JSON body; the answer is parsed with `schema`. */
export function apiSend<T>(
  path: string,
  body: unknown,
  schema: Schema<T>,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return apiRequest(path, schema, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
