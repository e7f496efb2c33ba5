import { is, sql, type SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db, Tx } from './client';

/** The scope a transaction runs in (tenancy.ts, enterScope). */
export interface Scope {
  organizationId: string | null;
  userId: string | null;
  admin?: boolean;
}

/** The role every scoped transaction runs as (created in migration 0001_tenancy). */
export const APP_ROLE = 'studiolo_app';

/**
 * One statement, one round trip: set_config('role', …, true) is SET LOCAL ROLE. The scope's
 * statements, prepared once per connection (client.ts), are still planned at each execution
 * (plan_cache_mode): the best plan of a search or a window depends on its values (how rare a name
 * is, how long a window), which a generic plan cannot know (docs/performance.md).
 */
export const scopeStatement = (scope: Scope) =>
  sql`SELECT set_config('role', ${APP_ROLE}, true), set_config('app.org_id', ${scope.organizationId ?? ''}, true), set_config('app.user_id', ${scope.userId ?? ''}, true), set_config('app.scope', ${scope.admin ? 'admin' : ''}, true), set_config('plan_cache_mode', 'force_custom_plan', true)`;

/** An open transaction that its opener ends. */
export interface OpenTransaction<T> {
  tx: Tx;
  /** The rows of the statement given to `begin`, if any. */
  first: T[];
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/** What a Drizzle database keeps of its driver (internal to Drizzle, stable across its 0.x). */
interface Internals {
  session: unknown;
  dialect: PgDialect;
}
/** Drizzle's node-postgres session: the pool, and what a transaction's session is built from. */
interface RootSession {
  client: pg.Pool;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/** Drizzle's node-postgres session behind `db`, or undefined on PGlite. */
function postgresSession(db: Db): { session: RootSession; dialect: PgDialect } | undefined {
  const { session, dialect } = db as unknown as Internals;
  return is(session, NodePgSession) ? { session: session as unknown as RootSession, dialect } : undefined;
}

/** Whether `db` is a PostgreSQL server's pool (rather than PGlite, in the process). */
export const isPostgres = (db: Db) => postgresSession(db) !== undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A connection that refuses every query: what a transaction's object holds once it has ended. */
const ENDED = {
  query: () => Promise.reject(new Error('the transaction has ended: its connection went back to the pool')),
};

/**
 * Opens a transaction in `scope` and runs `first` in it, BEGIN included, in one round trip on
 * PostgreSQL: the three go as one simple query of several statements, their values inlined as
 * literals (the scope's ids are checked to be UUIDs first; drizzle quotes the rest). Drizzle's own
 * `db.transaction` spends a round trip on BEGIN alone. PostgreSQL only (`isPostgres`): PGlite has no
 * round trips to save, and its one session cannot keep a transaction open beside others.
 *
 * The transaction's object refuses queries once it has ended, so nothing that kept it (a stream, a
 * promise not awaited) can reach its connection after another request has borrowed it.
 */
export async function beginScoped<T = Record<string, unknown>>(
  db: Db,
  scope: Scope,
  first?: SQL,
): Promise<OpenTransaction<T>> {
  const postgres = postgresSession(db);
  if (!postgres) throw new Error('beginScoped is for PostgreSQL; PGlite runs db.transaction');
  for (const id of [scope.organizationId, scope.userId]) {
    if (id !== null && !UUID.test(id)) throw new Error('a scope is an organization and a user id (UUIDs)');
  }
  const { session: root, dialect } = postgres;
  const client = await root.client.connect();
  const session = new NodePgSession(client, dialect, root.schema, root.options);
  const tx = new NodePgTransaction(dialect, session, root.schema) as unknown as Tx;
  const statements = [sql`BEGIN`, scopeStatement(scope), ...(first ? [first] : [])];
  const text = statements.map((statement) => dialect.sqlToQuery(statement.inlineParams()).sql).join(';\n');
  let ended = false;
  const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
    if (ended) return;
    ended = true;
    (session as unknown as { client: unknown }).client = ENDED;
    try {
      await client.query(statement);
    } catch (error) {
      client.release(error as Error); // broken or in an unknown state: the pool replaces it
      throw error;
    }
    client.release();
  };
  try {
    const results = (await client.query(text)) as unknown as pg.QueryResult[];
    return {
      tx,
      first: (first ? results[2]!.rows : []) as T[],
      commit: () => end('COMMIT'),
      rollback: () => end('ROLLBACK'),
    };
  } catch (error) {
    await end('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Runs `work` in a transaction of `scope`, committed when it succeeds and rolled back when it fails. */
export async function inScope<T>(db: Db, scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!postgresSession(db)) {
    return db.transaction(async (tx) => {
      await tx.execute(scopeStatement(scope));
      return work(tx);
    });
  }
  const open = await beginScoped(db, scope);
  let result: T;
  try {
    result = await work(open.tx);
  } catch (error) {
    await open.rollback().catch(() => undefined);
    throw error;
  }
  await open.commit();
  return result;
}
