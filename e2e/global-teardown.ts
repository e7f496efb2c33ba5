import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';

/** Removes the data directory the config created for this run (only a temp dir it made). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dirname(dir) === tmpdir() && basename(dir).startsWith('studiolo-e2e-')) {
    rmSync(dir, { recursive: true, force: true });
  }
}
