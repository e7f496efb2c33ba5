import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** apps/web/dist, seen from the server bundle in apps/server/dist. */
const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * The built web app: hashed assets cached for a year, every other path answered with index.html
 * so the client router decides (and shows its own 404 page).
 */
export function webRoutes(distDir = DEFAULT_WEB_DIST) {
  const web = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return web;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  web.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  web.use('*', serveStatic({ root: distDir, index: '' }));
  web.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
  return web;
}
