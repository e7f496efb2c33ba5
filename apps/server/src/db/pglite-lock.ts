import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What a lock file records of its holder: enough to tell it from a later process with its pid. */
interface LockHolder {
  app: 'studiolo';
  pid: number;
  /** The holder's start time as the system reports it; undefined where it cannot be read. */
  startedAt?: string;
}

/** Directories this process holds: a second open in the same process is refused as well. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started: on Linux field 22 of /proc/<pid>/stat (clock ticks since boot, after the
 * command name, which may hold spaces and parentheses), elsewhere what `ps` says. A pid reused by a
 * later process (a container restarted after kill -9 runs as pid 1 again) has another start time.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ? `proc:${fields[19]}` : undefined;
  } catch {
    if (process.platform === 'win32') return undefined;
    const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', timeout: 2000 });
    const started = ps.status === 0 ? ps.stdout.trim() : '';
    return started ? `ps:${started}` : undefined;
  }
}

function readHolder(file: string): Partial<LockHolder> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // Locks written before the holder's start time was recorded hold only the pid.
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    return JSON.parse(text) as Partial<LockHolder>;
  } catch {
    return {}; // torn by a crash mid-write: nobody can be holding it
  }
}

/**
 * Whether the recorded holder is a Studiolo still running. It is not when the holder is this very
 * process (a restarted container gets its old pid back), when no process has its pid, or when the
 * process with that pid started at another time (the pid was reused by something else).
 */
export function holderIsAlive(holder: Partial<LockHolder>): boolean {
  const pid = holder.pid;
  if (!pid || !Number.isInteger(pid) || pid === process.pid || !isRunning(pid)) return false;
  if (holder.startedAt === undefined) return holder.app === undefined; // an old lock: trust the pid
  return processStartTime(pid) === holder.startedAt;
}

/**
 * PGlite is one process's database: a second process opening the same directory (say
 * `npm run seed:demo` while `npm start` runs) would corrupt it. A lock file records the holder
 * (pid and start time); a lock whose holder no longer runs is taken over, whatever way the holder
 * stopped (kill -9, a container restart). Returns the release.
 */
export function lockDataDirectory(dir: string): () => void {
  const file = path.join(dir, 'studiolo.lock');
  const key = path.resolve(file);
  if (heldHere.has(key)) throw new Error(`The database in ${dir} is already open in this process.`);
  const me: LockHolder = { app: 'studiolo', pid: process.pid, startedAt: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holderIsAlive(holder)) {
        throw new Error(
          `The database in ${dir} is in use by another Studiolo process (pid ${holder.pid}). ` +
            'Stop it first, or use a PostgreSQL server (DATABASE_URL) to share one database between processes.',
        );
      }
      fs.rmSync(file, { force: true }); // left by a process that stopped without closing
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
