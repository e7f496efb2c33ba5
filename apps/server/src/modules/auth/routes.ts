import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  OtpSession,
  RefreshSessionInput,
  SendOtpInput,
  SendOtpResponse,
  VerifyOtpInput,
  VerifyOtpResponse,
} from '@studiolo/contracts';
import { authHeaders, clientAddress, forAuth } from '../../http/client-address';
import { AppError } from '../../domain/errors';
import { problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { watchDatabase } from '../../db/unavailable-scope';
import { authError, TwoFactorPendingError } from './errors';
import { signInIpLimit } from './ip-limit';
import { refreshSignedInSession, sendSignInCode, verifySignInCode } from './service';

function appendCookies(c: Context, setCookies: string[]) {
  for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
}

export const authRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/send-otp',
      tags: ['auth'],
      summary: 'Email a 6-digit sign-in code (also used to resend)',
      middleware: [signInIpLimit('send-otp')] as const,
      request: { body: { required: true, content: { 'application/json': { schema: SendOtpInput } } } },
      responses: {
        200: {
          description: 'Sent, if the account exists',
          content: { 'application/json': { schema: SendOtpResponse } },
        },
        ...problemResponses(400, 429),
      },
    }),
    async (c) => {
      const headers = authHeaders(c.req.raw.headers, clientAddress(c));
      return c.json(await sendSignInCode(c.var.app, c.req.valid('json'), headers), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/verify-otp',
      tags: ['auth'],
      summary: 'Sign in with the emailed code; sets the session cookie and returns the tokens',
      middleware: [signInIpLimit('verify-otp')] as const,
      request: { body: { required: true, content: { 'application/json': { schema: VerifyOtpInput } } } },
      responses: {
        200: { description: 'Signed in', content: { 'application/json': { schema: VerifyOtpResponse } } },
        // 401 TWO_FACTOR_PENDING: two-factor is on; the authenticator's code completes the sign-in.
        ...problemResponses(400, 401, 403, 429),
      },
    }),
    async (c) => {
      const headers = authHeaders(c.req.raw.headers, clientAddress(c));
      const { body, setCookies } = await verifySignInCode(c.var.app, c.req.valid('json'), headers).catch(
        (error: unknown) => {
          // SPEC §7 clients read success/user/session; the problem carries them too.
          if (error instanceof AppError)
            error.details = { success: false, error: error.code, user: null, session: null };
          // Two-factor pending: the browser keeps the signed cookie its second step needs.
          if (error instanceof TwoFactorPendingError) appendCookies(c, error.setCookies);
          throw error;
        },
      );
      appendCookies(c, setCookies);
      return c.json(body, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/refresh-session',
      tags: ['auth'],
      summary:
        "Trade a refresh token (once; the body's, else the refresh cookie) for a new session, access token and refresh token",
      middleware: [signInIpLimit('refresh-session')] as const,
      request: { body: { required: true, content: { 'application/json': { schema: RefreshSessionInput } } } },
      responses: {
        200: { description: 'A new pair', content: { 'application/json': { schema: OtpSession } } },
        ...problemResponses(400, 401, 429),
      },
    }),
    async (c) => {
      const headers = authHeaders(c.req.raw.headers, clientAddress(c));
      const { body, setCookies } = await refreshSignedInSession(c.var.app, c.req.valid('json'), headers);
      appendCookies(c, setCookies);
      return c.json(body, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/auth/providers',
      tags: ['auth'],
      summary: 'Which external sign-in providers are configured',
      responses: {
        200: {
          description: 'Providers',
          content: { 'application/json': { schema: z.object({ google: z.boolean() }) } },
        },
      },
    }),
    (c) => c.json({ google: Boolean(c.var.app.config.google) }, 200),
  )
  // Everything else under /api/auth is Better Auth's; its errors leave as our problems.
  .on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const { result: response, unavailable } = await watchDatabase(() =>
      c.var.app.auth.handler(forAuth(c.req.raw, clientAddress(c))),
    );
    if (unavailable && response.status >= 500) throw unavailable; // answered 503 DATABASE_UNAVAILABLE
    if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) return response;
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    throw authError(response.status, body?.code);
  });
