import { createRoute, z } from '@hono/zod-openapi';
import {
  ApplyOpeningHoursInput,
  OpeningException,
  OpeningExceptionInput,
  OpeningHours,
  OpeningHoursReport,
} from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import {
  applyOpeningHours,
  getOpeningHours,
  removeOpeningException,
  setOpeningException,
  stopStandingHours,
} from './standing-hours';

const IdParam = z.object({ id: z.uuid() });
const DayParam = z.object({ id: z.uuid(), date: z.iso.date({ error: 'date' }) });

/**
 * 'Orari settimanali': a doctor's weekly template, applied to a range of weeks or kept standing
 * (made through the booking horizon daily), and the days that do not follow it.
 */
export const openingHoursRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/doctors/{id}/opening-hours',
      tags: ['calendar'],
      summary:
        "The doctor's weekly opening hours as last applied (no ranges when never), whether they stand, and the exceptions to come",
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
        'Create the slots of a weekly template from a day for N weeks or up to a day, or standing (every week from that day, made through the booking horizon and extended daily), in one go, skipping national holidays, past times and times the doctor already has a slot (reported); `dryRun` only counts (200)',
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
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/doctors/{id}/opening-hours/standing',
      tags: ['calendar'],
      summary: 'Stop standing hours: no more availabilities are made (those made stay); 404 when none stand',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 204: { description: 'Stopped' }, ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      await stopStandingHours(c.var.app, c.var.tenant, c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/doctors/{id}/opening-hours/exceptions/{date}',
      tags: ['calendar'],
      summary:
        'A day (today or later) that does not follow the standing hours: closed (no ranges) or other hours. A day already made is made again (409 IN_USE while one of its standing availabilities holds visits)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: DayParam, ...jsonBody(OpeningExceptionInput) },
      responses: {
        200: jsonResponse(OpeningException, 'The exception'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { id, date } = c.req.valid('param');
      return c.json(await setOpeningException(c.var.app, c.var.tenant, id, date, c.req.valid('json')), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/doctors/{id}/opening-hours/exceptions/{date}',
      tags: ['calendar'],
      summary: 'Remove a day’s exception: it follows the weekly hours again (made again if made)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: DayParam },
      responses: { 204: { description: 'Removed' }, ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id, date } = c.req.valid('param');
      await removeOpeningException(c.var.app, c.var.tenant, id, date);
      return c.body(null, 204);
    },
  );
