import type { Config } from '../config';
import { AppError } from '../domain/errors';

type OriginConfig = Pick<Config, 'ownOrigins' | 'trustRequestHost' | 'publicUrl'>;

/** The origin of an Origin or Referer header's URL, or undefined when it is none. */
export function originOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The host (and port) the request reached, as the browser addressed it. */
function reachedHost(request: Request): string {
  return request.headers.get('host') ?? new URL(request.url).host;
}

/**
 * Whether a page at `origin` is Studiolo's own: PUBLIC_URL or TRUSTED_ORIGINS; and outside production
 * also the very address the request reached (http://127.0.0.1:3000, the reception PC's LAN address).
 * Another site's page never matches: its origin's host is not the Host its request reached.
 */
export function isOwnOrigin(config: OriginConfig, origin: string, request: Request): boolean {
  if (config.ownOrigins.includes(origin)) return true;
  if (!config.trustRequestHost) return false;
  const url = new URL(origin);
  return ['http:', 'https:'].includes(url.protocol) && url.host === reachedHost(request);
}

/** Better Auth's trusted origins for one request (its own origin check runs on the same rule). */
export function trustedOriginsFor(config: OriginConfig, request: Request | undefined): string[] {
  const origin = originOf(request?.headers.get('origin'));
  if (request && origin && !config.ownOrigins.includes(origin) && isOwnOrigin(config, origin, request)) {
    return [...config.ownOrigins, origin];
  }
  return [...config.ownOrigins];
}

/**
 * Signing in or registering from a page whose address is not Studiolo's: 403 ORIGIN_NOT_TRUSTED,
 * whose message says to open PUBLIC_URL or to add that address to TRUSTED_ORIGINS.
 */
export function originNotTrusted(config: OriginConfig, origin: string): AppError {
  return new AppError('ORIGIN_NOT_TRUSTED', 403, { origin, publicUrl: new URL(config.publicUrl).origin });
}
