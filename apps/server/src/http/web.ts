import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isWebPath, redirectRuleFor, redirectTarget, type RedirectRule } from '@studiolo/contracts';

/** apps/web/dist, seen from the server bundle in apps/server/dist. */
const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * The built web app: hashed assets cached for a year, every other path answered with index.html:
 * 200 for a path of the web's router (WEB_PATHS), 404 for any other, where the app shows its
 * 'Page not found: {path}' page (SPEC §8).
 */
export function webRoutes(distDir = DEFAULT_WEB_DIST, redirects: readonly RedirectRule[] = []) {
  const web = new Hono();
  // SPEC §2's redirect rules, before the app: an old path answers 301/308 with its new address.
  web.on(['GET', 'HEAD'], '*', async (c, next) => {
    const rule = redirectRuleFor(redirects, c.req.path);
    if (!rule) return next();
    return c.redirect(redirectTarget(rule, new URL(c.req.url).search), rule.status);
  });
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return web;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
  });
  // The build writes .br and .gz beside each compressible file (apps/web/vite.config.ts).
  web.use('/assets/*', serveStatic({ root: distDir, precompressed: true }));
  // A missing asset is a 404, not the app: a stale tab must not parse HTML as JavaScript.
  web.get('/assets/*', (c) => c.text('Not Found', 404));
  // Top-level files (favicon.svg, robots.txt); never '/', which is the app itself.
  web.get('/:file{[^/]+\\.[A-Za-z0-9]+}', serveStatic({ root: distDir, precompressed: true }));
  web.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml, isWebPath(c.req.path) ? 200 : 404);
  });
  return web;
}
