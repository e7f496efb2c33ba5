import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { isDatabaseUnavailable } from './db/errors';
import { migrate } from './db/migrate';
import { JobQueue } from './jobs/queue';
import { createLogger, type Logger } from './logger';
import { createAuth } from './modules/auth/auth';
import { registerReminderJobs } from './modules/calendar/reminders';
import { registerTax730Jobs } from './modules/tax730-submissions/job';
import { registerTelephonyEventJob } from './modules/calls/events-job';
import { registerCallProcessingJobs } from './modules/calls/processing-jobs';
import { registerCallRetentionJob } from './modules/calls/retention';
import { registerDemoCallJobs } from './modules/demo/calls';
import { registerDemoExpiryJob } from './modules/demo/expiry';
import { registerDocumentJobs } from './modules/documents/sealing-jobs';
import { registerStandingHoursJob } from './modules/calendar/standing-hours-job';
import { receiveWebhook } from './modules/calls/webhooks';
import { isSimulator } from './providers/telephony/simulator';
import { selectTelephony } from './providers/telephony/select';
import { selectTimestamp } from './providers/timestamp/select';
import { selectTranscription } from './providers/transcription/select';
import { selectTriage } from './providers/triage/select';
import { selectTax730 } from './providers/tax730/select';
import { queueEmail, registerEmailJobs } from './modules/email/service';
import { selectEmail } from './providers/email/select';
import { selectPayments } from './providers/payments/select';
import { selectStorage } from './providers/storage/select';
import { configuredSealKey } from './signing/certificate';

/** The configured database, with every migration applied. */
export async function openMigratedDatabase(config: Config, logger?: Logger): Promise<Database> {
  const database = await openDatabase(
    config.database.engine === 'pglite'
      ? { engine: 'pglite', dir: config.database.dir, snapshot: config.database.snapshot }
      : {
          engine: 'postgres',
          url: config.database.url,
          poolMax: config.database.poolMax,
          preparedStatements: config.database.preparedStatements,
          onConnectionError: (error) =>
            logger?.warn({ reason: error.message }, 'database connection lost; the pool replaces it'),
        },
  );
  try {
    if (config.database.engine === 'pglite') await migrate(database);
    else await migrateWhenReachable(database, config.database, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** First wait before trying an unreachable database again; it doubles up to the maximum. */
const START_RETRY_FIRST_MS = 500;
const START_RETRY_MAX_MS = 15_000;

/**
 * Migrates, waiting for a PostgreSQL server that cannot be reached yet (it starts beside us, it
 * fails over): one clear line per try, with back-off, until `startTimeoutMs` has passed (0: forever).
 */
async function migrateWhenReachable(
  database: Database,
  settings: Extract<Config['database'], { engine: 'postgres' }>,
  logger?: Logger,
): Promise<void> {
  const started = Date.now();
  const where = describeDatabase(settings.migrationUrl);
  for (let attempt = 1; ; attempt++) {
    try {
      await migrate(database, settings.migrationUrl);
      if (attempt > 1) logger?.info({ database: where }, 'database reachable again: starting');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const waited = Date.now() - started;
      const retryInMs = Math.min(START_RETRY_MAX_MS, START_RETRY_FIRST_MS * 2 ** (attempt - 1));
      const reason = error instanceof Error ? error.message : String(error);
      if (settings.startTimeoutMs > 0 && waited + retryInMs > settings.startTimeoutMs) {
        throw new DatabaseUnreachableError(where, reason, waited);
      }
      logger?.warn({ database: where, reason, attempt, retryInMs }, 'database unreachable; retrying');
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
    }
  }
}

/** The database a URL points to, without its credentials: host, port and name. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** Start given up: the database stayed unreachable for DATABASE_START_TIMEOUT seconds. */
export class DatabaseUnreachableError extends Error {
  constructor(where: string, reason: string, waitedMs: number) {
    super(
      `The database ${where} could not be reached for ${Math.round(waitedMs / 1000)} s (${reason}). ` +
        'Check DATABASE_URL and that PostgreSQL is running; DATABASE_START_TIMEOUT sets how long to wait.',
    );
    this.name = 'DatabaseUnreachableError';
  }
}

/**
 * Several server processes share one PostgreSQL server, but files under DATA_DIR stay on the
 * machine that wrote them: a recording saved by one process is missing for the others. With
 * DATABASE_URL and local files, production refuses to start unless ALLOW_LOCAL_STORAGE says there
 * is one process only (or DATA_DIR/files is a volume they all share); elsewhere it is a warning.
 */
export function checkSharedStorage(config: Config, logger: Logger): void {
  if (config.database.engine !== 'postgres' || config.storage.kind !== 'local') return;
  if (config.storage.allowedWithSharedDatabase) return;
  const message =
    'DATABASE_URL is set but files (recordings, signed documents) are stored under DATA_DIR/files on this ' +
    'machine: a second server process would not find them. Set S3_BUCKET for shared storage, or ' +
    'ALLOW_LOCAL_STORAGE=true if only one process runs (or DATA_DIR/files is a volume every process shares).';
  if (config.isProduction) throw new Error(message);
  logger.warn(message);
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
  checkSharedStorage(config, logger);
  // A configured .p12 that cannot be opened (path, password, no RSA key) stops the start.
  if (config.signing.p12) await configuredSealKey(config.signing.p12);
  else
    logger.warn(
      "SIGNING_P12_PATH not set: signed documents are sealed with the installation's own certificate",
    );
  const database = await openMigratedDatabase(config, logger);
  const email = selectEmail(config, database.db);
  const storage = selectStorage(config);
  if (email.kind === 'outbox') logger.warn('SMTP_URL not set: emails are kept in the outbox (/dev/outbox)');
  if (storage.kind === 'local') logger.warn('S3_BUCKET not set: files are stored under DATA_DIR/files');
  // PGlite has one process, behind its lock file: jobs left running were its previous run's.
  const jobs = new JobQueue(database.db, logger, {
    ...config.jobs,
    soleProcess: database.engine === 'pglite',
  });
  const payments = selectPayments(database.db, config.publicUrl);
  const tax730 = selectTax730(config);
  if (tax730.test.kind === 'local') {
    logger.warn('SISTEMATS_CERTIFICATE not set: 730 data goes to the local Sistema TS, never to the Agenzia');
  }
  const serverSecret = resolveAuthSecret(config);
  const telephony = selectTelephony(config, serverSecret, database.db);
  const transcription = selectTranscription(config);
  const timestamp = selectTimestamp(config, { db: database.db, serverSecret });
  const triage = selectTriage(config);
  if (telephony.kind === 'simulator')
    logger.warn('TWILIO_ACCOUNT_SID not set: calls come from the simulator');
  if (transcription.kind === 'local') {
    logger.warn('TRANSCRIPTION_URL not set: only simulated calls (their scripts) are transcribed');
  }
  if (timestamp.kind === 'local') {
    logger.warn("TIMESTAMP_URL not set: seals are timestamped by the installation's own authority");
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
    timestamp,
    triage,
    jobs,
    clock: () => new Date(),
    serverSecret,
  } as AppContext;
  ctx.auth = createAuth({
    config,
    db: database.db,
    secret: serverSecret,
    sendEmail: (message) => queueEmail(ctx, message),
    // Codes to a mobile added for sign-in leave from the demo's SMS sender (DEMO_SMS_FROM).
    sendSms: async ({ to, body }) => {
      const from = config.demo.smsFrom;
      if (!from) throw new Error('no SMS sender: set DEMO_SMS_FROM (or DEMO_NUMBER)');
      return telephony.sendSms({ from, to, body });
    },
    logger: logger.child({ component: 'auth' }),
  });
  registerEmailJobs(ctx);
  registerReminderJobs(ctx);
  registerTax730Jobs(ctx);
  registerTelephonyEventJob(ctx);
  registerCallProcessingJobs(ctx);
  registerCallRetentionJob(ctx);
  registerDemoCallJobs(ctx);
  registerDemoExpiryJob(ctx);
  registerDocumentJobs(ctx);
  registerStandingHoursJob(ctx);
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
