import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestApp } from '../test/app';
import { send } from '../test/http';

/** Figures go to standard output (the linter keeps console.* out of the app). */
export const print = (line: string) => process.stdout.write(`${line}\n`);

/** Fresh planner statistics, as autovacuum would soon gather; only the tables' owner may ANALYZE. */
export async function analyzeTables(t: TestApp, tables: string[]) {
  const statement = `ANALYZE ${tables.join(', ')}`;
  const database = t.ctx.config.database;
  if (database.engine === 'pglite') {
    await t.ctx.database.db.execute(sql.raw(statement)); // PGlite's own user is a superuser
    return;
  }
  const owner = new pg.Client({ connectionString: database.migrationUrl });
  await owner.connect();
  await owner.query(statement);
  await owner.end();
}

/**
 * Times each GET through the whole app (routing, validation, session, tenancy transaction, query,
 * JSON) `runs` times after three warm-up runs, and prints the median and 95th percentile with the
 * size of the answer (`total`, or the number of items).
 */
export async function timeRequests(t: TestApp, cookie: string, runs: number, requests: [string, string][]) {
  print('request                     median ms   p95 ms      size');
  for (const [label, path] of requests) {
    const timings: number[] = [];
    let size = 0;
    for (let run = 0; run < runs + 3; run++) {
      const begin = performance.now();
      const res = await send(t, 'GET', path, undefined, { cookie });
      const body = (await res.json()) as { total?: number; slots?: unknown[]; appointments?: unknown[] };
      const elapsed = performance.now() - begin;
      if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status} ${JSON.stringify(body)}`);
      size = body.total ?? (body.slots?.length ?? 0) + (body.appointments?.length ?? 0);
      if (run >= 3) timings.push(elapsed); // the first runs warm caches and plans
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)]!;
    const p95 = timings[Math.floor(timings.length * 0.95)]!;
    print(
      `${label.padEnd(28)}${median.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${String(size).padStart(10)}`,
    );
  }
}
