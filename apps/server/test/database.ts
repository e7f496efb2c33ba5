import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { APP_ROLE } from '../src/db/tenancy';

/** The engine this test run uses: the vitest project sets TEST_DB_ENGINE. */
export const testEngine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** The login role the server uses in tests: a member of studiolo_app, owner of nothing. */
export const SERVER_ROLE = 'studiolo_test_server';
const SERVER_PASSWORD = 'studiolo_test_server';

export interface PostgresTestDatabase {
  /** A superuser connection to the new database: runs migrations, owns the tables. */
  ownerUrl: string;
  /** The server's connection, as SERVER_ROLE. */
  appUrl: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Roles are cluster-wide and test files run in parallel: tolerate another file creating them. */
const createRoleOnce = (statement: string) => `DO $$ BEGIN ${statement};
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`;

/**
 * A fresh database on the TEST_DATABASE_URL server, dropped by `drop()`: a copy of the run's
 * migrated one (test/postgres-template.ts).
 */
export function createPostgresTestDatabase(): Promise<PostgresTestDatabase> {
  return createDatabase(inject('postgresTemplate'));
}

/** A fresh database on the TEST_DATABASE_URL server: empty, or a copy of `template`. */
export async function createDatabase(template: string | undefined): Promise<PostgresTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `studiolo_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await withAdmin(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await client.query(createRoleOnce(`CREATE ROLE ${APP_ROLE} NOLOGIN`));
    await client.query(
      createRoleOnce(`CREATE ROLE ${SERVER_ROLE} LOGIN PASSWORD '${SERVER_PASSWORD}' IN ROLE ${APP_ROLE}`),
    );
  });
  const ownerUrl = new URL(adminUrl);
  ownerUrl.pathname = `/${name}`;
  const appUrl = new URL(ownerUrl);
  appUrl.username = SERVER_ROLE;
  appUrl.password = SERVER_PASSWORD;
  return {
    ownerUrl: ownerUrl.toString(),
    appUrl: appUrl.toString(),
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
