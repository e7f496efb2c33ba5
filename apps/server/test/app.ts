import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { closeAppContext, createAppContext } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import { inject } from 'vitest';
import { createPostgresTestDatabase, testEngine } from './database';

export interface TestApp {
  app: App;
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * The migrated PGlite that test/pglite-snapshot.ts dumped for this run, read once per file; none
 * outside vitest (the benches), where the app migrates its database itself.
 */
let snapshot: Blob | undefined;
function migratedSnapshot(): Blob | undefined {
  if (!process.env.VITEST) return undefined;
  snapshot ??= new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  return snapshot;
}

/**
 * A complete application on a database of its own: in-memory PGlite, or a fresh database on the
 * TEST_DATABASE_URL server. Files go to a temporary DATA_DIR. `env` overrides configuration, and
 * `adjust` what no variable sets (a path the build decides).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  adjust: (config: Config) => Config = (config) => config,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-test-'));
  const postgres = testEngine === 'postgres' ? await createPostgresTestDatabase() : undefined;
  const loaded = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.appUrl, DATABASE_MIGRATION_URL: postgres.ownerUrl } : {}),
    ...env,
  });
  const config: Config = adjust(
    postgres
      ? loaded
      : { ...loaded, database: { engine: 'pglite', dir: undefined, snapshot: migratedSnapshot() } },
  );
  const ctx = await createAppContext(config);
  return {
    app: buildApp(ctx),
    ctx,
    async close() {
      await closeAppContext(ctx);
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
