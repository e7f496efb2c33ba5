import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { ClientErrorReport, Health } from '@studiolo/contracts';
import { problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { VERSION } from '../../version';

export const systemRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/health',
      tags: ['system'],
      summary: 'Liveness and database reachability',
      responses: {
        200: { description: 'Serving', content: { 'application/json': { schema: Health } } },
      },
    }),
    async (c) => {
      const { database } = c.var.app;
      await database.db.execute(sql`SELECT 1`);
      return c.json({ status: 'ok' as const, db: database.engine, version: VERSION }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/client-errors',
      tags: ['system'],
      summary: 'A page error seen in the browser, written to the server log',
      request: { body: { required: true, content: { 'application/json': { schema: ClientErrorReport } } } },
      responses: { 204: { description: 'Logged' }, ...problemResponses(400) },
    }),
    (c) => {
      const report = c.req.valid('json');
      c.var.log.error({ clientError: report, userAgent: c.req.header('user-agent') }, 'page error');
      return c.body(null, 204);
    },
  );
