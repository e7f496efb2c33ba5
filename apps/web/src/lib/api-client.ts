import { Problem, errorCodeForStatus, type ErrorCode } from '@studiolo/contracts';

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

/** Fetches a JSON endpoint of the API; throws ApiError for every failure, network ones included. */
export async function apiRequest<T>(path: string, schema: Schema<T>, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', ...init?.headers },
      credentials: 'same-origin',
    });
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
