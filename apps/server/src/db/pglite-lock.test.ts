import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDirectory } from './pglite-lock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('lockDataDirectory', () => {
  it('refuses a directory another running process holds, and frees it on release', () => {
    // pid 1 always runs: the directory looks held by another process.
    fs.writeFileSync(path.join(dir, 'studiolo.lock'), '1');
    expect(() => lockDataDirectory(dir)).toThrow(/in use by another Studiolo process \(pid 1\)/);
    fs.rmSync(path.join(dir, 'studiolo.lock'));

    const release = lockDataDirectory(dir);
    expect(fs.readFileSync(path.join(dir, 'studiolo.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'studiolo.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    fs.writeFileSync(path.join(dir, 'studiolo.lock'), '999999999');
    const release = lockDataDirectory(dir);
    expect(fs.readFileSync(path.join(dir, 'studiolo.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
