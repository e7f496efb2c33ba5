import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite's dump: each test database starts from it (test/app.ts). */
    pgliteSnapshot: string;
  }
}

/**
 * Vitest global setup of the PGlite project: migrates one in-memory PGlite and dumps it, once per
 * run. Creating a PGlite from scratch (initdb) and migrating it cost most of a test file's start;
 * loading a dump costs a fraction, and every file still gets a database of its own.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ engine: 'pglite' });
  let file: string;
  try {
    await migrate(database);
    const dump = await database.dump!();
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-pglite-')), 'migrated.tar');
    fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
