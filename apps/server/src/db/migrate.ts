import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

/** Beside this module in the sources; build.mjs copies the folder next to the server bundle. */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any constant shared by every Studiolo process: serializes concurrent starts. */
const MIGRATION_LOCK_KEY = 727_730_001;

/**
 * Applies every pending migration. On PostgreSQL it connects with `migrationUrl` (the role that
 * owns the tables, which the server's own role should not be) and holds an advisory lock, so
 * several processes starting together migrate once.
 */
export async function migrate(database: Database, migrationUrl?: string): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  if (!migrationUrl) throw new Error('migrate: a PostgreSQL migration URL is required');
  const client = new pg.Client({ connectionString: migrationUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
