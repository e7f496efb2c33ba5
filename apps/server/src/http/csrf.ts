import { createMiddleware } from 'hono/factory';
import { AppError } from '../domain/errors';
import type { AppEnv } from './router';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** Where a request with cookies comes from, as the browser tells: ours, another site's, or unsaid. */
function provenance(headers: (name: string) => string | undefined, own: readonly string[]) {
  const origin = headers('origin');
  if (origin !== undefined) return own.includes(originOf(origin) ?? '') ? 'ours' : 'foreign';
  const referer = headers('referer');
  if (referer !== undefined) return own.includes(originOf(referer) ?? '') ? 'ours' : 'foreign';
  const site = headers('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none' ? 'ours' : 'foreign';
  return 'unsaid';
}

/**
 * Cross-site request forgery: a write that carries cookies (the browser adds the session cookie to
 * any site's form or fetch) must come from a page of ours, by its Origin, else its Referer, else
 * Sec-Fetch-Site. Browsers send Origin with every cross-origin write ("null" when hidden), so a
 * request that says none of the three is not a browser's and carries no one's ambient authority. A
 * request without cookies (a bearer token, an API key, a signed webhook) passes; reads change nothing.
 */
export const refuseCrossSiteWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
  if (provenance((name) => c.req.header(name), c.var.app.config.ownOrigins) === 'foreign') {
    throw new AppError('CROSS_SITE_REQUEST', 403);
  }
  await next();
});
