import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { JobQueue } from './jobs/queue';
import { createLogger, type Logger } from './logger';
import { createAuth } from './modules/auth/auth';
import { registerReminderJobs } from './modules/calendar/reminders';
import { registerTax730Jobs } from './modules/tax730-submissions/job';
import { registerTelephonyEventJob } from './modules/calls/events-job';
import { registerCallProcessingJobs } from './modules/calls/processing-jobs';
import { receiveWebhook } from './modules/calls/webhooks';
import { isSimulator } from './providers/telephony/simulator';
import { selectTelephony } from './providers/telephony/select';
import { selectTranscription } from './providers/transcription/select';
import { selectTriage } from './providers/triage/select';
import { selectTax730 } from './providers/tax730/select';
import { queueEmail, registerEmailJobs } from './modules/email/service';
import { selectEmail } from './providers/email/select';
import { selectPayments } from './providers/payments/select';
import { selectStorage } from './providers/storage/select';

/** The configured database, with every migration applied. */
export async function openMigratedDatabase(config: Config, logger?: Logger): Promise<Database> {
  const database = await openDatabase(
    config.database.engine === 'pglite'
      ? { engine: 'pglite', dir: config.database.dir }
      : {
          engine: 'postgres',
          url: config.database.url,
          poolMax: config.database.poolMax,
          onIdleError: (error) => logger?.warn({ err: error }, 'idle database connection lost'),
        },
  );
  try {
    await migrate(database, config.database.engine === 'postgres' ? config.database.migrationUrl : undefined);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * AUTH_SECRET, or outside production a random secret kept in DATA_DIR so sessions survive a
 * restart. Production refuses to start without one: sessions would break on every deploy.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.isProduction) throw new Error('AUTH_SECRET is required in production (at least 32 characters)');
  const file = path.join(config.dataDir, 'auth-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // kept from an earlier start
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Opens the database, applies migrations, picks each port's adapter and registers the jobs:
 * everything main.ts, the seed and the tests share.
 */
export async function createAppContext(
  config: Config,
  logger: Logger = createLogger(config),
): Promise<AppContext> {
  const database = await openMigratedDatabase(config, logger);
  const email = selectEmail(config, database.db);
  const storage = selectStorage(config);
  if (email.kind === 'outbox') logger.warn('SMTP_URL not set: emails are kept in the outbox (/dev/outbox)');
  if (storage.kind === 'local') logger.warn('S3_BUCKET not set: files are stored under DATA_DIR/files');
  const jobs = new JobQueue(database.db, logger, config.jobs);
  const payments = selectPayments(database.db);
  const tax730 = selectTax730(config);
  if (tax730.test.kind === 'local') {
    logger.warn('SISTEMATS_CERTIFICATE not set: 730 data goes to the local Sistema TS, never to the Agenzia');
  }
  const serverSecret = resolveAuthSecret(config);
  const telephony = selectTelephony(config, serverSecret);
  const transcription = selectTranscription(config);
  const triage = selectTriage(config);
  if (telephony.kind === 'simulator')
    logger.warn('TWILIO_ACCOUNT_SID not set: calls come from the simulator');
  if (transcription.kind === 'local') {
    logger.warn('TRANSCRIPTION_URL not set: only simulated calls (their scripts) are transcribed');
  }
  if (triage.kind === 'local') logger.warn('LLM_URL not set: calls are triaged by the rule-based classifier');
  const ctx = {
    config,
    database,
    logger,
    email,
    storage,
    payments,
    tax730,
    telephony,
    transcription,
    triage,
    jobs,
    serverSecret,
  } as AppContext;
  ctx.auth = createAuth({
    config,
    db: database.db,
    secret: serverSecret,
    sendEmail: (message) => queueEmail(ctx, message),
  });
  registerEmailJobs(ctx);
  registerReminderJobs(ctx);
  registerTax730Jobs(ctx);
  registerTelephonyEventJob(ctx);
  registerCallProcessingJobs(ctx);
  // The simulator's own webhooks (a simulated call-back) arrive as a provider's would.
  if (isSimulator(telephony)) {
    telephony.connect((delivery) =>
      receiveWebhook(ctx, delivery).then(
        () => {},
        (error: unknown) =>
          logger.error({ err: error, hook: delivery.hook }, 'simulated webhook not received'),
      ),
    );
  }
  return ctx;
}

/**
 * Stops the simulator's calls still to play, the jobs (waiting for those in hand), the local Sistema
 * TS if it runs, then the database.
 */
export async function closeAppContext(ctx: AppContext): Promise<void> {
  if (isSimulator(ctx.telephony)) await ctx.telephony.close();
  await ctx.jobs.stop();
  await Promise.all([ctx.tax730.test.close(), ctx.tax730.production.close()]);
  await ctx.database.close();
}
