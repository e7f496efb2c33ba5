import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { createDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database on the TEST_DATABASE_URL server that each test database copies. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Vitest global setup of the PostgreSQL project: migrates one database per run; each file's
 * database is a copy of it (CREATE DATABASE … TEMPLATE), which costs a fraction of migrating.
 */
export default async function setup(project: TestProject) {
  const template = await createDatabase(undefined);
  const database = await openDatabase({ engine: 'postgres', url: template.appUrl });
  try {
    await migrate(database, template.ownerUrl);
  } finally {
    // A template must have no connection left when it is copied.
    await database.close();
  }
  project.provide('postgresTemplate', new URL(template.ownerUrl).pathname.slice(1));
  return template.drop;
}
