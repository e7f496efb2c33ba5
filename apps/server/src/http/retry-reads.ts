import { createMiddleware } from 'hono/factory';
import { isConnectionLost } from '../db/errors';
import type { AppEnv } from './router';

/** A pause before the second try, for the pool to drop its dead connections. */
const RETRY_DELAY_MS = 100;

interface Dispatcher {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/**
 * A read (GET, HEAD) whose database connection was lost mid-way — the server restarted, failed over
 * or an administrator ended the session — runs once more on a fresh connection, so the reader sees
 * the page rather than a 503. Writes are never repeated: they answer 503 DATABASE_UNAVAILABLE.
 */
export function retryReadsOnLostConnection(app: () => Dispatcher) {
  const retried = new WeakSet<Request>();
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!read || !isConnectionLost(c.error) || retried.has(c.req.raw)) return;
    retried.add(c.req.raw);
    c.var.log.warn('database connection lost during a read: trying it again');
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    const again = await app().fetch(c.req.raw, c.env);
    c.res = undefined; // replaced whole, not merged with the failed answer's headers
    c.res = again;
  });
}
