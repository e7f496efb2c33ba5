import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { JobQueue } from './jobs/queue';
import { createLogger, type Logger } from './logger';
import { registerEmailJobs } from './modules/email/service';
import { selectEmail } from './providers/email/select';
import { selectStorage } from './providers/storage/select';

/** The configured database, with every migration applied. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.database.engine === 'pglite'
      ? { engine: 'pglite', dir: config.database.dir }
      : { engine: 'postgres', url: config.database.url, poolMax: config.database.poolMax },
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
 * Opens the database, applies migrations, picks each port's adapter and registers the jobs:
 * everything main.ts, the seed and the tests share.
 */
export async function createAppContext(
  config: Config,
  logger: Logger = createLogger(config),
): Promise<AppContext> {
  const database = await openMigratedDatabase(config);
  const email = selectEmail(config, database.db);
  const storage = selectStorage(config);
  if (email.kind === 'outbox') logger.warn('SMTP_URL not set: emails are kept in the outbox (/dev/outbox)');
  if (storage.kind === 'local') logger.warn('S3_BUCKET not set: files are stored under DATA_DIR/files');
  const jobs = new JobQueue(database.db, logger, config.jobs);
  const ctx: AppContext = { config, database, logger, email, storage, jobs };
  registerEmailJobs(ctx);
  return ctx;
}
