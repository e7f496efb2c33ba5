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

/** Header set from the TCP socket for Better Auth's per-IP limits (auth.ts reads it). */
export const CLIENT_IP_HEADER = 'x-studiolo-client-ip';

/**
 * The request as Better Auth should see it: the client address taken from the socket (overwriting
 * whatever a client sent), so per-IP limits cannot be dodged with a forged header.
 */
export function forAuth(request: Request, address: string | undefined): Request {
  if (!address) return request; // in-process requests (tests) keep what they set
  return new Request(request, { headers: authHeaders(request.headers, address) });
}

/** The same for a call to Better Auth's functions, once the route has read the body. */
export function authHeaders(headers: Headers, address: string | undefined): Headers {
  if (!address) return headers;
  const copy = new Headers(headers);
  copy.set(CLIENT_IP_HEADER, address);
  return copy;
}
