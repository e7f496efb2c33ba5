import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import { AppError } from '../domain/errors';
import { isOwnOrigin, originNotTrusted, originOf } from './origins';
import type { AppEnv } from './router';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where a request with cookies comes from, as the browser tells: ours, another site's, or unsaid. */
function provenance(request: Request, config: Config) {
  const own = (value: string) => {
    const origin = originOf(value);
    return origin !== undefined && isOwnOrigin(config, origin, request) ? 'ours' : 'foreign';
  };
  const origin = request.headers.get('origin');
  if (origin !== null) return own(origin);
  const referer = request.headers.get('referer');
  if (referer !== null) return own(referer);
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none' ? 'ours' : 'foreign';
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
  if (provenance(c.req.raw, c.var.app.config) === 'foreign') {
    throw new AppError('CROSS_SITE_REQUEST', 403);
  }
  await next();
});

/**
 * Signing in, registering, sending a code: refused from a page whose address is not ours, with a
 * message that says what to do (open PUBLIC_URL, or add the address to TRUSTED_ORIGINS), rather than
 * Better Auth's bare 403. Better Auth still checks the same origins itself (auth.ts).
 */
export const refuseForeignSignIns = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = originOf(c.req.header('origin') ?? c.req.header('referer'));
  if (origin !== undefined && !isOwnOrigin(c.var.app.config, origin, c.req.raw)) {
    throw originNotTrusted(c.var.app.config, origin);
  }
  await next();
});
