import fs from 'node:fs';
import { Readable } from 'node:stream';
import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { ClientErrorReport, Health, RedirectRules } from '@studiolo/contracts';
import { AppError } from '../../domain/errors';
import { problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { VERSION } from '../../version';

export const systemRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/public/redirects',
      tags: ['system'],
      summary: "The server's redirect rules (REDIRECTS), which the web's router follows too",
      responses: {
        200: { description: 'The rules', content: { 'application/json': { schema: RedirectRules } } },
      },
    }),
    (c) => c.json(c.var.app.config.redirects, 200),
  )
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
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/public/source',
      tags: ['system'],
      summary: 'The source code of the running version (AGPL-3.0 §13): its archive, or where it is',
      responses: {
        200: {
          description: "The build's source archive",
          content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
        },
        302: { description: "The deployment's source repository (SOURCE_CODE_URL)" },
        ...problemResponses(404),
      },
    }),
    (c) => {
      const { url, archivePath } = c.var.app.config.sourceCode;
      if (url) return c.redirect(url, 302);
      if (!fs.existsSync(archivePath)) throw new AppError('SOURCE_NOT_AVAILABLE', 404);
      const archive = Readable.toWeb(fs.createReadStream(archivePath)) as ReadableStream<Uint8Array>;
      return c.body(archive, 200, {
        'content-type': 'application/gzip',
        'content-disposition': `attachment; filename="studiolo-${VERSION}-source.tar.gz"`,
      });
    },
  );
