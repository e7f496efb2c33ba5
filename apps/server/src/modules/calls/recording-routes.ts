import { createRoute } from '@hono/zod-openapi';
import { CallRecordingSettings, CallRecordingSettingsInput } from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { getCallRecordingSettings, updateCallRecordingSettings } from './recording-settings';

/** Call recording and the retention of recordings and transcripts (before /api/v1/calls/{id}). */
export const recordingRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls/recording-settings',
      tags: ['calls'],
      summary: 'Whether conversations are recorded; the days recordings and transcripts are kept',
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: jsonResponse(CallRecordingSettings, 'The settings'),
        ...problemResponses(401, 404),
      },
    }),
    async (c) => c.json(await getCallRecordingSettings(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/calls/recording-settings',
      tags: ['calls'],
      summary:
        'Change them (owner, admin); turning recording on is the owner’s, confirming the staff agreement (art. 4 L. 300/1970)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(CallRecordingSettingsInput),
      responses: {
        200: jsonResponse(CallRecordingSettings, 'Saved'),
        ...problemResponses(400, 401, 403, 404, 422),
      },
    }),
    async (c) => c.json(await updateCallRecordingSettings(c.var.app, c.var.tenant, c.req.valid('json')), 200),
  );
