import type { TestApp } from './app';

/** In-process requests have no socket: each gets an address of its own unless the test sets one. */
export const randomClientIp = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

/** A JSON request to the app, as a browser on PUBLIC_URL would send it. */
export function send(
  t: TestApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  env?: unknown,
) {
  return t.app.request(
    path,
    {
      method,
      headers: {
        origin: t.ctx.config.publicUrl,
        'x-studiolo-client-ip': randomClientIp(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    env,
  );
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
