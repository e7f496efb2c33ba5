import { createRoute, z } from '@hono/zod-openapi';
import { OutboxEmailList, OutboxSmsList } from '@studiolo/contracts';
import { extendStandingHours } from '../calendar/standing-hours-job';
import { router } from '../../http/router';
import { listOutbox } from '../../providers/email/outbox';
import { listSmsOutbox } from '../../providers/telephony/sms-outbox';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { requireLocalMachine } from '../../http/session';

/**
 * Developer tools; mounted only outside production (app.ts), and answered only on the machine itself:
 * the outbox holds sign-in codes.
 */
export const devRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/dev/outbox',
      tags: ['dev'],
      summary: 'Emails kept by the local email adapter, newest first (not in production; local machine only)',
      middleware: [requireLocalMachine] as const,
      responses: {
        200: { description: 'The outbox', content: { 'application/json': { schema: OutboxEmailList } } },
        ...problemResponses(403, 404),
      },
    }),
    async (c) => {
      const rows = await listOutbox(c.var.app.database.db);
      return c.json(
        rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: row.attachments,
          createdAt: row.createdAt.toISOString(),
        })),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/dev/outbox/sms',
      tags: ['dev'],
      summary:
        "SMS kept by the telephony simulator (the demo's codes), newest first (not in production; local machine only)",
      middleware: [requireLocalMachine] as const,
      responses: {
        200: { description: 'The SMS', content: { 'application/json': { schema: OutboxSmsList } } },
        ...problemResponses(403, 404),
      },
    }),
    async (c) => {
      const rows = await listSmsOutbox(c.var.app.database.db);
      return c.json(
        rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/dev/jobs/standing-hours',
      tags: ['dev'],
      summary:
        'Run the daily standing-hours job now, as of `at` (a later day: what the job will make then); not in production; local machine only',
      middleware: [requireLocalMachine] as const,
      request: jsonBody(z.object({ at: z.iso.datetime({ offset: true }).optional() })),
      responses: {
        200: jsonResponse(
          z.object({ doctors: z.number().int(), created: z.number().int() }),
          'How many doctors were extended and how many availabilities made',
        ),
        ...problemResponses(400, 403, 404),
      },
    }),
    async (c) => {
      const { at } = c.req.valid('json');
      return c.json(await extendStandingHours(c.var.app, at ? new Date(at) : undefined), 200);
    },
  );
