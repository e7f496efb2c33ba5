import { createRoute } from '@hono/zod-openapi';
import { Tax730Settings, Tax730SettingsInput } from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { getTax730Settings, updateTax730Settings } from './service';

export const tax730SettingsRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/tax730-settings',
      tags: ['settings'],
      summary: 'The Sistema TS (730) configuration, without the password and the PIN',
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: jsonResponse(Tax730Settings, 'The configuration'),
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await getTax730Settings(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/tax730-settings',
      tags: ['settings'],
      summary:
        'Save the Sistema TS (730) configuration; empty password or PIN keeps the stored one (owner, admin)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(Tax730SettingsInput),
      responses: {
        200: jsonResponse(Tax730Settings, 'The configuration as saved'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await updateTax730Settings(c.var.app, c.var.tenant, c.req.valid('json')), 200),
  );
