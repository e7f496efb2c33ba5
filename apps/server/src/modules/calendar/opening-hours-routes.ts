import { createRoute, z } from '@hono/zod-openapi';
import { ApplyOpeningHoursInput, OpeningHours, OpeningHoursReport } from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { applyOpeningHours, getOpeningHours } from './opening-hours';

const IdParam = z.object({ id: z.uuid() });

/** 'Orari settimanali': a doctor's weekly template, and applying it to a range of weeks. */
export const openingHoursRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/doctors/{id}/opening-hours',
      tags: ['calendar'],
      summary: "The doctor's weekly opening hours as last applied (no ranges when never)",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(OpeningHours, 'The template'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await getOpeningHours(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/doctors/{id}/opening-hours/apply',
      tags: ['calendar'],
      summary:
        'Create the slots of a weekly template from a day for N weeks or up to a day, in one go, skipping national holidays, past times and times the doctor already has a slot (reported); `dryRun` only counts (200)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(ApplyOpeningHoursInput) },
      responses: {
        200: jsonResponse(OpeningHoursReport, 'What would be created (dry run)'),
        201: jsonResponse(OpeningHoursReport, 'What was created and what was skipped'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const report = await applyOpeningHours(c.var.app, c.var.tenant, c.req.valid('param').id, input);
      return input.dryRun ? c.json(report, 200) : c.json(report, 201);
    },
  );
