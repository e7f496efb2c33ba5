import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/database';
import { checkSharedStorage, createAppContext, resolveAuthSecret } from './bootstrap';
import { createLogger } from './logger';
import { loadConfig } from './config';
import { seedDemo } from './seed/demo';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-restart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('configuration of secrets', () => {
  it('keeps a generated auth secret in DATA_DIR outside production', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const first = resolveAuthSecret(config);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveAuthSecret(config)).toBe(first);
  });

  it('refuses to run in production without AUTH_SECRET', () => {
    expect(() => resolveAuthSecret(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }))).toThrow(
      /AUTH_SECRET is required/,
    );
  });
});

describe('storage for several server processes', () => {
  const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://studiolo@db.example.it/studiolo' };
  const logged = (config: ReturnType<typeof loadConfig>) => {
    const lines: string[] = [];
    const logger = createLogger(config, { write: (line: string) => void lines.push(line) });
    checkSharedStorage(config, logger);
    return lines.join('');
  };

  it('refuses in production a PostgreSQL server with files on this machine only', () => {
    const config = loadConfig({ ...env, NODE_ENV: 'production' });
    expect(() => logged(config)).toThrow(/Set S3_BUCKET for shared storage, or ALLOW_LOCAL_STORAGE=true/);
  });

  it('warns elsewhere, and is quiet with S3, with the override or on the embedded database', () => {
    expect(logged(loadConfig({ ...env, LOG_LEVEL: 'warn' }))).toMatch(
      /a second server process would not find them/,
    );
    expect(logged(loadConfig({ ...env, NODE_ENV: 'production', ALLOW_LOCAL_STORAGE: 'true' }))).toBe('');
    expect(logged(loadConfig({ ...env, NODE_ENV: 'production', S3_BUCKET: 'studiolo' }))).toBe('');
    expect(logged(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' }))).toBe('');
  });
});

describe.runIf(testEngine === 'pglite')('DATA_DIR across a restart', () => {
  it('finds after a restart what the previous run wrote', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const first = await createAppContext(config);
    // A small clinic: what matters here is that the second run finds it, not its size.
    const size = { adults: 2, minors: 1, weeks: 0, invoices: 0 };
    const seeded = await seedDemo(first, { size });
    await first.database.close();

    const second = await createAppContext(config);
    try {
      expect(await seedDemo(second, { size })).toEqual({ ...seeded, created: false, filled: false });
    } finally {
      await second.database.close();
    }
  }, 60_000);
});
