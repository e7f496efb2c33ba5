import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDirectory, processStartTime } from './pglite-lock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-lock-'));
const lockFile = path.join(dir, 'studiolo.lock');
afterEach(() => fs.rmSync(lockFile, { force: true }));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A live process other than this one, standing in for another Studiolo. */
let other: ChildProcess;
beforeAll(() => {
  other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
});
afterAll(() => other.kill());

function writeLock(holder: unknown) {
  fs.writeFileSync(lockFile, typeof holder === 'string' ? holder : JSON.stringify(holder));
}

function expectTakenOver() {
  const release = lockDataDirectory(dir);
  expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ app: 'studiolo', pid: process.pid });
  release();
  expect(fs.existsSync(lockFile)).toBe(false);
}

describe('lockDataDirectory', () => {
  it('refuses a directory another running Studiolo holds, and frees it on release', () => {
    const pid = other.pid!;
    writeLock({ app: 'studiolo', pid, startedAt: processStartTime(pid) });
    expect(() => lockDataDirectory(dir)).toThrow(
      new RegExp(`in use by another Studiolo process \\(pid ${pid}\\)`),
    );
    fs.rmSync(lockFile);
    expectTakenOver();
  });

  it('records the holder with its start time', () => {
    const release = lockDataDirectory(dir);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toEqual({
      app: 'studiolo',
      pid: process.pid,
      startedAt: processStartTime(process.pid),
    });
    release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeLock({ app: 'studiolo', pid: 999_999_999, startedAt: 'proc:1' });
    expectTakenOver();
    writeLock('999999999'); // the older format: a bare pid
    expectTakenOver();
  });

  it('takes over its own pid: a container restarted after kill -9 runs as pid 1 again', () => {
    writeLock({ app: 'studiolo', pid: process.pid, startedAt: 'proc:1' });
    expectTakenOver();
    writeLock(String(process.pid));
    expectTakenOver();
  });

  it('takes over a pid now used by another process (a different start time)', () => {
    writeLock({ app: 'studiolo', pid: other.pid, startedAt: 'proc:1' });
    expectTakenOver();
  });

  it('takes over a lock torn by a crash mid-write', () => {
    writeLock('{"app":"stud');
    expectTakenOver();
  });

  it('refuses a second open of the same directory within this process', () => {
    const release = lockDataDirectory(dir);
    expect(() => lockDataDirectory(dir)).toThrow(/already open in this process/);
    release();
  });

  it('reads start times: this process has one, a process that does not exist has none', () => {
    expect(processStartTime(process.pid)).toMatch(/\S/);
    expect(processStartTime(999_999_999)).toBeUndefined();
  });
});
