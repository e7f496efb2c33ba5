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

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
