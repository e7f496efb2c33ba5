/** PostgreSQL error codes the services turn into answers (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_EXCLUSION_VIOLATION = '23P01';
/** Text the database cannot hold: a NUL byte (22021), or a \u0000 escape turned into text (22P05). */
export const PG_UNSTORABLE_TEXT = ['22021', '22P05'];

/** The SQLSTATE of a database error, looking through the query builder's wrapping. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error || isObject(current);) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a database error names (an exclusion or unique key), looking through the wrapping. */
export function pgConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; isObject(current) && depth < 10; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/**
 * SQLSTATEs of a database that cannot serve right now: connection exceptions (class 08), an
 * administrator's or a crash's shutdown, a server still starting, too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a database out of reach. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What pg says, without a code, of a connection that died or never came. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

/**
 * Whether an error means the database could not be reached or dropped the connection (a restart, a
 * failover, an administrator ending the session), rather than that the query was wrong. Such a
 * request is answered 503 DATABASE_UNAVAILABLE; the pool replaces the connection by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; isObject(current) && depth < 10; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether the connection was lost while in use (the server ended it, a failover, a reset), as
 * opposed to a database that cannot be reached at all: the pool's next connection will likely work,
 * so a read may be tried again at once.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; isObject(current) && depth < 10; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === '57P01' || code === '57P02' || code === 'ECONNRESET' || code === 'EPIPE') return true;
    if (typeof message === 'string' && /^Connection terminated unexpectedly|not queryable/.test(message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The message of an error's deepest cause: what a log says of a failure without the query (and its parameters). */
export function innermostMessage(error: Error): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return (current as Error).message;
}
