import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './router';

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

const unmapped = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

/** The configured reverse proxies (addresses or CIDRs, config TRUSTED_PROXIES) as a lookup. */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [network, prefix] = entry.split('/');
    const type = isIP(network!) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(network!, type);
    else list.addSubnet(network!, Number(prefix), type);
  }
  return list;
}

function isTrusted(address: string, proxies: BlockList): boolean {
  const plain = unmapped(address);
  const type = isIP(plain);
  return type !== 0 && proxies.check(plain, type === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the socket's, unless the socket is a trusted proxy; then the nearest
 * address in X-Forwarded-For that is not one (read from the right: a client can prepend anything).
 */
export function resolveClientAddress(
  socket: string | undefined,
  forwardedFor: string | undefined,
  proxies: BlockList,
): string | undefined {
  if (!socket || !forwardedFor || !isTrusted(socket, proxies)) return socket;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => isIP(unmapped(hop)) !== 0);
  let address = socket;
  for (const hop of hops.reverse()) {
    address = hop;
    if (!isTrusted(hop, proxies)) break;
  }
  return address;
}

const proxyLists = new WeakMap<readonly string[], BlockList>();

/** The client address of a request, as `resolveClientAddress` reads it with the configured proxies. */
export function clientAddress<E extends AppEnv>(c: Context<E>): string | undefined {
  const configured = c.var.app.config.trustedProxies;
  let proxies = proxyLists.get(configured);
  if (!proxies) proxyLists.set(configured, (proxies = proxyList(configured)));
  return resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), proxies);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = unmapped(address);
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
