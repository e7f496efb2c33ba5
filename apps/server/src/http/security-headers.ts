import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './router';

/**
 * The web app's Content-Security-Policy: scripts only from our own files (the built app has no
 * inline script), everything fetched from ourselves. Styles also inline: React and FullCalendar set
 * style attributes. Recordings play from blob: URLs, images may be data: URLs; no site may frame us.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Hono's secure headers (HSTS, nosniff, …) with our policy. */
export const securityHeaders = () =>
  secureHeaders({ contentSecurityPolicy: CONTENT_SECURITY_POLICY, xFrameOptions: 'DENY' });

/**
 * API answers carry patient and health data (records, calls, transcripts, appointments, invoices):
 * no browser or proxy keeps them, unless a route says explicitly how it may be cached.
 */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
});
