import { serve } from '@hono/node-server';
import { buildApp } from './app';
import { loadConfig } from './config';
import { closeAppContext, createAppContext } from './bootstrap';
import { createLogger } from './logger';
import { planSweep } from './modules/documents/sealing-jobs';
import { planStandingHours } from './modules/calendar/standing-hours-job';

const config = loadConfig();
const logger = createLogger(config);
const ctx = await createAppContext(config, logger).catch((error: unknown) => {
  // One clear line (the database waited for, a migration refused…) rather than a driver's stack.
  logger.fatal(
    { reason: error instanceof Error ? error.message : String(error) },
    'Studiolo could not start',
  );
  process.exit(1);
});
const app = buildApp(ctx);
ctx.jobs.start();
// Documents for signing: expiry and sealing retried every few minutes, the first sweep at once.
await planSweep(ctx, new Date());
// Standing hours: made through the booking horizon daily, the first run at once.
await planStandingHours(ctx, new Date());

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  ctx.logger.info(
    {
      url: config.publicUrl,
      port: info.port,
      db: ctx.database.engine,
      email: ctx.email.kind,
      storage: ctx.storage.kind,
    },
    'Studiolo is serving',
  );
});

// Idle connections stay open longer than clients and load balancers keep theirs (Node's default
// is 5 s): otherwise a client may reuse a socket at the moment the server closes it (ECONNRESET).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  ctx.logger.warn({ signal }, 'shutting down');
  server.close();
  // Closing PGlite flushes it to DATA_DIR, so the next start finds every write.
  await closeAppContext(ctx);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
