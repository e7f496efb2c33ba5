import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Studiolo API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** Browsable API docs at /api/docs, served from the swagger-ui-dist package (no CDN). */
export function docsRoutes() {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return new Hono()
    .get('/api/docs', (c) => c.html(PAGE))
    .get('/api/docs/init.js', (c) => c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
    .get('/api/docs/:file', (c) => {
      const file = c.req.param('file');
      const type = SWAGGER_FILES[file];
      if (!type) return c.notFound();
      return c.body(fs.readFileSync(path.join(dist, file)), 200, {
        'content-type': type,
        'cache-control': 'public, max-age=86400',
      });
    });
}
