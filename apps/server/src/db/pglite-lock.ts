import fs from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory (say
 * `npm run seed:demo` while `npm start` runs) would corrupt it. A lock file holding the owner's pid
 * refuses that; a lock left by a process that no longer runs is taken over. Returns the release.
 */
export function lockDataDirectory(dir: string): () => void {
  const file = path.join(dir, 'studiolo.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && isRunning(owner)) {
        throw new Error(
          `The database in ${dir} is in use by another Studiolo process (pid ${owner}). ` +
            'Stop it first, or use a PostgreSQL server (DATABASE_URL) to share one database between processes.',
        );
      }
      fs.rmSync(file, { force: true }); // left by a process that stopped without closing
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
