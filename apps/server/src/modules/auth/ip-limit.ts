import { createMiddleware } from 'hono/factory';
import { CLIENT_IP_HEADER, clientAddress } from '../../http/client-address';
import { AppError } from '../../domain/errors';
import type { AppEnv } from '../../http/router';
import { hitSignInIpLimit } from './rate-limit';

/**
 * Our own sign-in routes (SPEC's send-otp and verify-otp, the tablet's login) call Better Auth's
 * functions, which its per-IP limits do not see: the same limit as its sign-in routes, per route.
 * In-process requests (tests) have no socket and say their address in the header Better Auth reads.
 */
export const signInIpLimit = (route: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { config, database } = c.var.app;
    const ip = clientAddress(c) ?? c.req.header(CLIENT_IP_HEADER);
    if (config.authIpRateLimit && ip && !(await hitSignInIpLimit(database.db, route, ip))) {
      throw new AppError('RATE_LIMITED', 429);
    }
    await next();
  });
