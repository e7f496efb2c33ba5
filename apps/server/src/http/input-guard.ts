import type { MiddlewareHandler } from 'hono';
import { hasUnstorableCharacters } from '@studiolo/contracts';
import { AppError, type FieldIssue } from '../domain/errors';
import type { AppEnv } from './router';

/** At most this many field errors for one request: enough to show, not a body's worth. */
const MAX_ISSUES = 20;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

const issue = (path: string): FieldIssue => ({
  path,
  code: 'invalid_characters',
  messageKey: 'invalidCharacters',
});

/**
 * Every string of a parsed JSON value (property names too) that holds NUL or a lone surrogate, by
 * dotted path. Iterative, so that a deeply nested body cannot overflow the stack.
 */
export function unstorableStrings(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, '']];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0 && found.length < MAX_ISSUES) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (hasUnstorableCharacters(current)) found.push(path);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push([current[i], join(path, i)]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (hasUnstorableCharacters(key)) found.push(join(path, key));
        else pending.push([child, join(path, key)]);
      }
    }
  }
  return found.slice(0, MAX_ISSUES);
}

/** The parsed body of a JSON or form request, or undefined for other media types and no body. */
async function readBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? '';
  const isJson = JSON_TYPE.test(contentType);
  if (!request.body || (!isJson && !FORM_TYPE.test(contentType))) return undefined;
  // A copy: the route (or Better Auth's handler, which takes the raw request) reads the original.
  const text = await request.clone().text();
  if (!isJson) return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === '') return undefined; // "no body", as a body-less POST with a JSON header sends
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('MALFORMED_JSON', 400);
  }
}

/**
 * Text no field can hold — NUL, which PostgreSQL text refuses, and lone UTF-16 surrogates, which
 * have no UTF-8 form — is refused for the whole API before any route or Better Auth sees it: 400
 * VALIDATION_FAILED naming each field ('invalidCharacters'), in the body, the query or the path.
 * A body that claims to be JSON and is not answers 400 MALFORMED_JSON. The contracts' text schemas
 * check the same (for the web's forms); this is the net under every other string.
 */
export const inputGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const issues: FieldIssue[] = [];
  if (hasUnstorableCharacters(safeDecode(new URL(c.req.url).pathname))) issues.push(issue(''));
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (hasUnstorableCharacters(key) || values.some(hasUnstorableCharacters)) issues.push(issue(key));
  }
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    issues.push(...unstorableStrings(await readBody(c.req.raw)).map(issue));
  }
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', 400, undefined, issues.slice(0, MAX_ISSUES));
  }
  await next();
};

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // not UTF-8 once decoded: the route's own matching answers it
  }
}
