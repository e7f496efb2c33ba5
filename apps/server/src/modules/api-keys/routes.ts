import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiKey, ApiKeyInput, CallDetail, CallList, CallListQuery, CreatedApiKey } from '@studiolo/contracts';
import type { TenantContext } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router, type AppEnv } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { readCall, readCalls } from '../calls/service';
import { authorizeApiKey, createApiKey, listApiKeys, revokeApiKey } from './service';

const IdParam = z.object({ id: z.uuid() });

/**
 * The organization an `Authorization: Bearer stl_…` key reads; counts the request against its
 * limit, and a request that answers transcripts (`transcripts(c)`) against the slower one too.
 */
const requireApiKey = (transcripts: (c: Context) => boolean) =>
  createMiddleware<AppEnv & { Variables: { scope: TenantContext; apiKeyId: string } }>(async (c, next) => {
    const key = c.req.header('authorization')?.match(/^bearer\s+(\S+)$/i)?.[1];
    let access;
    try {
      access = await authorizeApiKey(c.var.app, key, transcripts(c) ? ['calls', 'transcripts'] : ['calls']);
    } catch (error) {
      // RFC 6750: say which scheme to use; a refused request still tells its limit.
      if (error instanceof AppError && error.status === 401)
        c.header('www-authenticate', 'Bearer realm="studiolo"');
      if (error instanceof AppError && error.status === 429)
        rateLimitHeaders(c, Number(error.details?.limit), 0, Number(error.details?.retryAfterSeconds));
      throw error;
    }
    c.set('scope', access.scope);
    c.set('apiKeyId', access.keyId);
    rateLimitHeaders(c, access.limit, access.remaining, access.resetSeconds);
    await next();
  });

function rateLimitHeaders(c: Context, limit: number, remaining: number, resetSeconds: number) {
  c.header('x-ratelimit-limit', String(limit));
  c.header('x-ratelimit-remaining', String(remaining));
  c.header('x-ratelimit-reset', String(resetSeconds));
}

const bearer = [{ apiKey: [] }];

export const apiKeyRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/api-keys',
      tags: ['api keys'],
      summary: "The organization's keys for the public calls API (never the keys themselves)",
      middleware: [requireUser, requireTenant] as const,
      responses: { 200: jsonResponse(ApiKey.array(), 'The keys'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await listApiKeys(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/api-keys',
      tags: ['api keys'],
      summary: 'A new key; the answer is the only time the whole key is shown',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(ApiKeyInput),
      responses: { 201: jsonResponse(CreatedApiKey, 'Created'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await createApiKey(c.var.app, c.var.tenant, c.req.valid('json').name), 201),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/api-keys/{id}',
      tags: ['api keys'],
      summary: 'Revoke a key: it stops working at once',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(ApiKey, 'Revoked'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await revokeApiKey(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/public/v1/calls',
      tags: ['public calls API'],
      summary:
        "The organization's calls (Bearer API key; 60 requests a minute per key, 10 with includeTranscripts=true)",
      security: bearer,
      middleware: [requireApiKey((c) => c.req.query('includeTranscripts') === 'true')] as const,
      request: { query: CallListQuery },
      responses: { 200: jsonResponse(CallList, 'The calls'), ...problemResponses(400, 401, 429) },
    }),
    async (c) => c.json(await readCalls(c.var.app, c.var.scope, c.req.valid('query'), c.var.apiKeyId), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/public/v1/calls/{id}',
      tags: ['public calls API'],
      summary: 'One call with its transcript and triage (Bearer API key; 10 requests a minute per key)',
      security: bearer,
      middleware: [requireApiKey(() => true)] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(CallDetail, 'The call'), ...problemResponses(400, 401, 404, 429) },
    }),
    async (c) => c.json(await readCall(c.var.app, c.var.scope, c.req.valid('param').id, c.var.apiKeyId), 200),
  );
