import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

/**
 * The address of the TCP peer, from the socket itself (never from a header a client can forge).
 * Undefined for in-process requests (tests calling app.request without bindings).
 */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as NodeBindings | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress;
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}
