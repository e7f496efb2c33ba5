import { defineConfig } from 'vitest/config';

// Every test runs on the embedded PGlite; with TEST_DATABASE_URL set (CI does) the same files run
// again against that PostgreSQL server (apps/server/test/database.ts makes a database per file).
const include = ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    // A worker imports the server once for all its files instead of once per file (a third of the
    // suite's CPU): nothing is mocked, and each file builds its own app and database.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      // The web's pure functions (no DOM): once, not per database engine.
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // The web's components on jsdom (Testing Library): a UI rule checked without a browser.
      {
        extends: true,
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          isolate: true,
          setupFiles: ['apps/web/test/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include,
          env: { TEST_DB_ENGINE: 'pglite' },
          globalSetup: ['apps/server/test/pglite-snapshot.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include,
                env: { TEST_DB_ENGINE: 'postgres' },
                globalSetup: ['apps/server/test/postgres-template.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
