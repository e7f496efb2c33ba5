import type { App } from '../app';

/** A JSON call of the API, as the signed-in owner; anything but a success throws with the problem. */
export type DemoApi = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * The demo is filled through the API in-process, as the clinic's owner would fill it: every rule of
 * the services (prices, overlaps, numbering, stamp duty, tax codes, the 730 sendings) holds, and the
 * seed does not depend on how the services are called inside.
 */
export async function demoApi(
  app: App,
  origin: string,
  credentials: { email: string; password: string; organizationId: string },
): Promise<DemoApi> {
  const headers = { origin, 'content-type': 'application/json', 'user-locale': 'en' };
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  const session = signIn.headers.get('set-cookie')?.split(';')[0];
  if (signIn.status !== 200 || !session) {
    throw new Error(`The demo owner cannot sign in (${signIn.status}): was the password changed?`);
  }
  const cookie = `${session}; currentOrganizationId=${credentials.organizationId}; user-locale=en`;
  return async <T>(method: string, path: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: { ...headers, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
