import { createRoute } from '@hono/zod-openapi';
import { DashboardStats, SearchQuery, SearchResults } from '@studiolo/contracts';
import { jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { dashboardStats, searchEverything } from './service';

export const searchRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/search',
      tags: ['search'],
      summary: 'Patients, doctors and services matching the words (names typo-tolerant), grouped by kind',
      middleware: [requireUser, requireTenant] as const,
      request: { query: SearchQuery },
      responses: { 200: jsonResponse(SearchResults, 'Results'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await searchEverything(c.var.app, c.var.tenant, c.req.valid('query').q), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/dashboard',
      tags: ['search'],
      summary: "The dashboard's figures: active doctors, patients on file",
      middleware: [requireUser, requireTenant] as const,
      responses: { 200: jsonResponse(DashboardStats, 'Figures'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await dashboardStats(c.var.app, c.var.tenant), 200),
  );
