import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseEngine } from '@studiolo/contracts';
import { lockDataDirectory } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: what a repo function accepts. */
export type Executor = Db | Tx;

export interface Database {
  engine: DatabaseEngine;
  db: Db;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { engine: 'pglite'; dir?: string }
  | {
      engine: 'postgres';
      url: string;
      poolMax?: number;
      /** An idle pooled connection failed (server restart, failover); the pool replaces it. */
      onIdleError?: (error: Error) => void;
    };

/**
 * Opens the embedded PGlite (a directory, or memory when `dir` is omitted) or a PostgreSQL pool.
 * PGlite is one backend session; its client runs one transaction at a time and queues the rest
 * (proven in tenancy.test.ts), so sharing it across requests is safe.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.engine === 'pglite') {
    if (config.dir) fs.mkdirSync(config.dir, { recursive: true });
    const unlock = config.dir ? lockDataDirectory(config.dir) : () => undefined;
    // Extensions the migrations create (PGlite loads their code only when listed here).
    const extensions = { pg_trgm, btree_gin, btree_gist };
    const client = config.dir ? new PGlite(config.dir, { extensions }) : new PGlite({ extensions });
    try {
      await client.waitReady;
    } catch (error) {
      unlock();
      throw error;
    }
    return {
      engine: 'pglite',
      db: drizzlePglite({ client, schema }) as unknown as Db,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax ?? 10 });
  // Without a listener an idle connection's error would crash the process.
  pool.on('error', (error) => config.onIdleError?.(error));
  return {
    engine: 'postgres',
    db: drizzlePostgres({ client: pool, schema }) as unknown as Db,
    close: () => pool.end(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
