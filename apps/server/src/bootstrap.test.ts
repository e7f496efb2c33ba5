import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/database';
import { createAppContext, resolveAuthSecret } from './bootstrap';
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

describe.runIf(testEngine === 'pglite')('DATA_DIR across a restart', () => {
  it('finds after a restart what the previous run wrote', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const first = await createAppContext(config);
    const seeded = await seedDemo(first);
    await first.database.close();

    const second = await createAppContext(config);
    try {
      expect(await seedDemo(second)).toEqual({ ...seeded, created: false });
    } finally {
      await second.database.close();
    }
  }, 60_000);
});
