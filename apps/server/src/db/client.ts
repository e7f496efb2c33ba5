import { createHash } from 'node:crypto';
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
  /** PGlite only: the whole database as one file (PGlite's dumpDataDir), to start another from. */
  dump?(): Promise<Blob>;
}

export type DatabaseConfig =
  | {
      engine: 'pglite';
      dir?: string;
      /** An in-memory database starts as this dump (PGlite's dumpDataDir) instead of an empty one. */
      snapshot?: Blob;
    }
  | {
      engine: 'postgres';
      url: string;
      poolMax?: number;
      /** Prepare statements once per connection (default); off behind a pooler that cannot keep them. */
      preparedStatements?: boolean;
      /** A pooled connection failed (server restart, failover, an administrator ending it); it is replaced. */
      onConnectionError?: (error: Error) => void;
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
    const client = config.dir
      ? new PGlite(config.dir, { extensions })
      : new PGlite({ extensions, loadDataDir: config.snapshot });
    try {
      await client.waitReady;
    } catch (error) {
      unlock();
      throw error;
    }
    return {
      engine: 'pglite',
      db: drizzlePglite({ client, schema }) as unknown as Db,
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  }
  const pool = new ResilientPool({
    ...(config.preparedStatements === false ? {} : { Client: PreparingClient }),
    connectionString: config.url,
    max: config.poolMax ?? 10,
    // A database out of reach answers "unavailable" within seconds instead of holding the request.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const report = (error: Error) => config.onConnectionError?.(error);
  // Every connection, idle or checked out, has a listener: an 'error' event without one would end
  // the process (pg-pool listens only while a connection is idle).
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return {
    engine: 'postgres',
    db: drizzlePostgres({ client: pool, schema }) as unknown as Db,
    close: () => pool.end(),
  };
}

/** How long a new connection may take before the request is answered "database unavailable". */
const CONNECT_TIMEOUT_MS = 5_000;

type Release = (error?: Error | boolean) => void;

/**
 * pg's pool, with two guards on every connection it lends out (Drizzle borrows one per transaction):
 * - a connection that fails while lent out goes back to the pool at once, marked broken, so the pool
 *   replaces it even when the borrower never gets to release it (Drizzle's `begin` failing);
 * - queries on one connection run one after the other: a transaction's `Promise.all` would
 *   otherwise queue them inside pg, which is deprecated and ends with pg 9.
 */
class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ): Promise<pg.PoolClient> | void {
    // pool.query() borrows with a callback and guards its connection itself.
    if (callback) return super.connect(callback);
    return super.connect().then(guardLentClient);
  }
}

function guardLentClient(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client) as Release;
  let returned = false;
  const onError = (error: Error) => {
    if (returned) return;
    returned = true;
    release(error);
  };
  client.on('error', onError);
  client.release = ((error?: Error | boolean) => {
    client.off('error', onError);
    client.query = query;
    if (returned) return;
    returned = true;
    release(error);
  }) as typeof client.release;

  const query = client.query;
  const call = query as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    // Callback and submittable forms (cursors, streams) keep pg's own behaviour.
    if (
      typeof args.at(-1) === 'function' ||
      typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function'
    ) {
      return call.apply(client, args);
    }
    const run = tail.then(() => call.apply(client, args));
    tail = run.catch(() => undefined);
    return run;
  }) as typeof client.query;
  return client;
}

/** Distinct statements a connection keeps prepared; past them, new texts are parsed each time. */
const PREPARED_PER_CONNECTION = 500;

/**
 * pg's client, preparing every statement with parameters under a name taken from its text (#15
 * point 20): PostgreSQL parses and analyses it once per connection instead of at every execution,
 * and may keep its plan (plan_cache_mode auto). Drizzle sends the same text for the same query
 * shape, so each repo query becomes one prepared statement without being named in the repo. A name
 * is the text's hash, so one name never stands for two texts; queries without parameters (BEGIN,
 * COMMIT, a request's first round trip) go as simple queries, as before.
 */
class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  override query(...args: unknown[]): never {
    const [config, values] = args;
    const named = this.named(config, values);
    if (named) args[0] = named;
    return (super.query as (...a: unknown[]) => never).apply(this, args);
  }

  private named(config: unknown, values: unknown): object | undefined {
    const query = typeof config === 'string' ? { text: config } : config;
    if (typeof query !== 'object' || query === null) return undefined;
    const { text, name, submit } = query as { text?: unknown; name?: unknown; submit?: unknown };
    if (typeof text !== 'string' || name !== undefined || typeof submit === 'function') return undefined;
    const params = (query as { values?: unknown }).values ?? values;
    if (!Array.isArray(params) || params.length === 0) return undefined;
    const statement = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (!this.prepared.has(statement)) {
      if (this.prepared.size >= PREPARED_PER_CONNECTION) return undefined;
      this.prepared.add(statement);
    }
    return { ...query, name: statement };
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
