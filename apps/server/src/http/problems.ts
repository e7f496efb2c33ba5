import type { Context } from 'hono';
import type { TFunction } from 'i18next';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PROBLEM_CONTENT_TYPE, errorCodeForStatus } from '@studiolo/contracts';
import { isAPIError } from 'better-auth/api';
import { PG_UNSTORABLE_TEXT, innermostMessage, isDatabaseUnavailable, pgErrorCode } from '../db/errors';
import { translator } from '../i18n';
import { authError } from '../modules/auth/errors';
import { AppError } from '../domain/errors';
import { problemBody } from './errors';
import type { AppEnv } from './router';

/** What a client is told to wait before trying again when the database is unavailable. */
const DATABASE_RETRY_AFTER_S = 2;

/** An entry of a detail's list that carries its own catalogue message (e.g. DOCUMENT_DATA_MISSING's `missing`). */
const isListed = (entry: unknown): entry is { messageKey: string } & Record<string, unknown> =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as { messageKey?: unknown }).messageKey === 'string';

/**
 * A problem's text details (e.g. ORIGIN_NOT_TRUSTED's `origin`) for the message's {{placeholders}}; a
 * list of entries with a `messageKey` reads as their messages in the user's language, joined by '; '.
 */
function textValues(details: Record<string, unknown> | undefined, t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details ?? {}).flatMap(([key, value]): [string, string][] => {
      if (typeof value === 'string') return [[key, value]];
      if (Array.isArray(value) && value.length > 0 && value.every(isListed))
        return [[key, value.map(({ messageKey, ...values }) => t(messageKey, values)).join('; ')]];
      return [];
    }),
  );
}

function problem(c: Context<AppEnv>, error: AppError): Response {
  const t = translator(c.var.language);
  const body = problemBody(
    error.code,
    error.status,
    t(`errors:${error.code}`, textValues(error.details, t)),
    {
      errors: error.issues?.map((issue) => ({
        path: issue.path,
        code: issue.code,
        message: t(`validation:${issue.messageKey}`, issue.params),
      })),
      details: error.details,
    },
  );
  const retryAfter = error.details?.retryAfterSeconds;
  return c.body(JSON.stringify(body), error.status as ContentfulStatusCode, {
    'content-type': PROBLEM_CONTENT_TYPE,
    ...(typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : {}),
  });
}

/** The single place an error becomes a response: a problem, never a stack trace. */
export function onError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) return problem(c, error);
  // Looks through wrappers (Better Auth's "Failed to get session", the query builder's) to the cause.
  if (isDatabaseUnavailable(error)) {
    // A restart, a failover, an administrator ending the connection: the pool replaces it.
    c.var.log.warn({ reason: innermostMessage(error) }, 'database unavailable');
    return problem(
      c,
      new AppError('DATABASE_UNAVAILABLE', 503, { retryAfterSeconds: DATABASE_RETRY_AFTER_S }),
    );
  }
  // Better Auth throws (rather than answers) when called as a function, e.g. from a before-hook.
  if (isAPIError(error)) return problem(c, authError(error.statusCode, error.body?.code));
  if (error instanceof HTTPException && error.status < 500) {
    return problem(c, new AppError(errorCodeForStatus(error.status), error.status));
  }
  // The contracts refuse such text first; this catches a field that is not built on contracts/text.ts.
  if (PG_UNSTORABLE_TEXT.includes(pgErrorCode(error) ?? '')) {
    return problem(
      c,
      new AppError('VALIDATION_FAILED', 400, undefined, [
        { path: '', code: 'invalid_characters', messageKey: 'invalidCharacters' },
      ]),
    );
  }
  c.var.log.error({ err: error }, 'unhandled error');
  return problem(c, new AppError('INTERNAL', 500));
}

export function apiNotFound(c: Context<AppEnv>): Response {
  return problem(c, new AppError('NOT_FOUND', 404));
}
