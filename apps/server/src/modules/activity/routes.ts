import { createRoute } from '@hono/zod-openapi';
import { ActivityActors, ActivityPage, ActivityQuery } from '@studiolo/contracts';
import { problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { listActivity, listActivityActors } from './service';

export const activityRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/activity',
      tags: ['activity'],
      summary: "The organization's activity log, newest first (owners and admins)",
      middleware: [requireUser, requireTenant] as const,
      request: { query: ActivityQuery },
      responses: {
        200: { description: 'One page', content: { 'application/json': { schema: ActivityPage } } },
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await listActivity(c.var.app, c.var.tenant, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/activity/actors',
      tags: ['activity'],
      summary: 'Who has entries in the activity log, for its filter (owners and admins)',
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: { description: 'The actors', content: { 'application/json': { schema: ActivityActors } } },
        ...problemResponses(401, 403, 404),
      },
    }),
    async (c) => c.json(await listActivityActors(c.var.app, c.var.tenant), 200),
  );
