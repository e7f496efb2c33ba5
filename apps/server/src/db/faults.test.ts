import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PROBLEM_CONTENT_TYPE } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { clinicOwner, type SignedInMember } from '../../test/clinic';
import { SERVER_ROLE, createPostgresTestDatabase, testEngine } from '../../test/database';
import { patientInput } from '../../test/factories';
import { send } from '../../test/http';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { buildApp } from '../app';
import { closeAppContext, createAppContext, openMigratedDatabase } from '../bootstrap';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { JobQueue } from '../jobs/queue';
import { isConnectionLost, isDatabaseUnavailable } from './errors';
import { jobs } from './schema';

/** Whatever reaches the process as an uncaught exception while these tests run (it must stay empty). */
const crashes: unknown[] = [];
const onCrash = (error: unknown) => crashes.push(error);
beforeAll(() => void process.on('uncaughtException', onCrash));
afterAll(() => void process.off('uncaughtException', onCrash));

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, stream), lines };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toBe(PROBLEM_CONTENT_TYPE);
  expect(res.headers.get('retry-after')).toBe('2');
  expect(await res.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
}

describe('database errors that mean "unavailable"', () => {
  it('tells a lost or unreachable database from a wrong query', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const wrapped = new Error('Failed query: select 1', { cause: terminated });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isConnectionLost(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isConnectionLost(refused)).toBe(false); // nothing to retry at once
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
  });
});

describe('a PostgreSQL server out of reach at start', () => {
  it('is retried with one clear line per try, then given up with a clear message', async () => {
    const url = `postgres://studiolo:s3cret-password@127.0.0.1:${await closedPort()}/studiolo`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: os.tmpdir(),
      DATABASE_URL: url,
      DATABASE_START_TIMEOUT: '2',
    });
    const { logger, lines } = capturedLogger();
    const started = Date.now();
    await expect(openMigratedDatabase(config, logger)).rejects.toThrow(
      /The database 127\.0\.0\.1:\d+\/studiolo could not be reached for \d+ s \(.*ECONNREFUSED.*\)/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const retries = lines.filter((line) => line.msg === 'database unreachable; retrying');
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(retries[0]).toMatchObject({ database: expect.stringMatching(/^127\.0\.0\.1:\d+\/studiolo$/) });
    expect(retries[1]!.retryInMs).toBeGreaterThan(retries[0]!.retryInMs as number);
    expect(JSON.stringify(lines)).not.toMatch(/s3cret-password|\n\s+at /); // no credentials, no stack
  });
});

describe.runIf(testEngine === 'postgres')('PostgreSQL faults', () => {
  const target = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost:5432/postgres');
  const upstream = { host: target.hostname, port: Number(target.port || 5432) };

  describe('connections ended by the server mid-request and mid-job', () => {
    let t: TestApp;
    let owner: SignedInMember;
    /** Observes and ends the app's connections; `locker` holds a lock (in a transaction of its own). */
    let admin: pg.Client;
    let locker: pg.Client;
    beforeAll(async () => {
      t = await createTestApp();
      owner = await clinicOwner(t);
      if (t.ctx.config.database.engine !== 'postgres') throw new Error('PostgreSQL expected');
      admin = new pg.Client({ connectionString: t.ctx.config.database.migrationUrl });
      locker = new pg.Client({ connectionString: t.ctx.config.database.migrationUrl });
      await Promise.all([admin.connect(), locker.connect()]);
    });
    afterAll(async () => {
      await Promise.all([admin.end(), locker.end()]);
      await t.close();
    });

    const appBackends = async (where = 'true') =>
      (
        await admin.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND usename = $1 AND ${where}`,
          [SERVER_ROLE],
        )
      ).rows[0]!.n;
    /** What an administrator (or a failover) does: every connection of the server's role ends. */
    const terminateAppBackends = async () =>
      (
        await admin.query<{ n: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND usename = $1`,
          [SERVER_ROLE],
        )
      ).rows[0]!.n;
    const as = (method: string, url: string, body?: unknown) =>
      send(t, method, url, body, { cookie: `${owner.cookie}; user-locale=en` });

    /** Sends a request while the patients table is locked, ends the app's connections once it waits. */
    async function endConnectionsDuring(request: () => Response | Promise<Response>): Promise<Response> {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE patients IN ACCESS EXCLUSIVE MODE');
      const response = Promise.resolve(request());
      try {
        await until(async () => (await appBackends(`wait_event_type = 'Lock'`)) >= 1, 'the request waiting');
        expect(await terminateAppBackends()).toBeGreaterThanOrEqual(1);
      } finally {
        await locker.query('COMMIT');
      }
      return response;
    }

    it('answers the write in flight 503, retries the read, and serves the next request', async () => {
      const write = await endConnectionsDuring(() =>
        as('POST', '/api/v1/patients', patientInput({ firstName: 'Lost' })),
      );
      await expectUnavailable(write);
      const read = await endConnectionsDuring(() => as('GET', '/api/v1/patients'));
      expect(read.status).toBe(200);
      expect((await as('POST', '/api/v1/patients', patientInput({ firstName: 'Next' }))).status).toBe(201);
      expect((await as('GET', '/api/health')).status).toBe(200);
      expect(crashes).toEqual([]);
    });

    it('runs the queries of one transaction one after the other (no overlapping queries on a client)', async () => {
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(warning.message);
      process.on('warning', onWarning);
      try {
        const rows = await t.ctx.database.db.transaction((tx) =>
          Promise.all([1, 2, 3].map((n) => tx.execute(sql`SELECT ${n}::int AS n, pg_sleep(0.01)`))),
        );
        expect(rows.map((result) => (result as { rows: Array<{ n: number }> }).rows[0]!.n)).toEqual([
          1, 2, 3,
        ]);
        await new Promise((resolve) => setImmediate(resolve));
      } finally {
        process.off('warning', onWarning);
      }
      expect(warnings.filter((message) => /already executing a query/.test(message))).toEqual([]);
    });

    it('retries a job whose connection was ended, and the process carries on', async () => {
      const queue = new JobQueue(t.ctx.database.db, pino({ level: 'silent' }), {
        pollIntervalMs: 50,
        concurrency: 1,
        // Long enough that runDue's next claim, on a loaded machine, does not find it due again.
        backoffBaseMs: 1_000,
      });
      const kind = { queue: 'test.fault', schema: z.object({ n: z.number() }) };
      let runs = 0;
      queue.register({
        ...kind,
        handler: async () => {
          runs += 1;
          const seconds = runs === 1 ? 30 : 0;
          await t.ctx.database.db.transaction((tx) => tx.execute(sql`SELECT pg_sleep(${seconds})`));
        },
      });
      const id = await queue.enqueue(kind, { n: 1 });
      const first = queue.runDue();
      await until(async () => (await appBackends(`query LIKE '%pg_sleep%'`)) >= 1, 'the job running');
      await terminateAppBackends();
      await first;
      const [interrupted] = await t.ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(interrupted).toMatchObject({ status: 'pending', attempts: 1, lockedBy: null });
      expect(interrupted!.lastError).toMatch(/terminat/);

      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await queue.runDue();
      const [done] = await t.ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(done).toMatchObject({ status: 'done', attempts: 2 });
      expect(crashes).toEqual([]);
    });
  });

  describe('a database that goes out of reach while serving', () => {
    let proxy: TcpProxy;
    let t: TestApp;
    let owner: SignedInMember;
    let dropDatabase: () => Promise<void>;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-faults-'));
    beforeAll(async () => {
      const database = await createPostgresTestDatabase();
      dropDatabase = database.drop;
      proxy = await startTcpProxy(upstream);
      const appUrl = new URL(database.appUrl);
      appUrl.hostname = '127.0.0.1';
      appUrl.port = String(proxy.port);
      const config = loadConfig({
        NODE_ENV: 'test',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: appUrl.toString(),
        DATABASE_MIGRATION_URL: database.ownerUrl,
      });
      const ctx = await createAppContext(config);
      t = { app: buildApp(ctx), ctx, close: () => closeAppContext(ctx) };
      owner = await clinicOwner(t);
    });
    afterAll(async () => {
      await t.close();
      await proxy.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 "database unavailable" (health included), logs only to pino, and resumes by itself', async () => {
      const as = (method: string, url: string, body?: unknown) =>
        send(t, method, url, body, { cookie: `${owner.cookie}; user-locale=en` });
      expect((await as('GET', '/api/health')).status).toBe(200);
      const consoleLines = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((method) =>
        vi.spyOn(console, method).mockImplementation(() => undefined),
      );

      await proxy.cut();
      await expectUnavailable(await as('GET', '/api/health'));
      await expectUnavailable(await as('GET', '/api/v1/patients'));
      await expectUnavailable(await as('POST', '/api/v1/patients', patientInput()));
      // Better Auth answers its own failures; a database out of reach still leaves as our 503.
      await expectUnavailable(
        await send(t, 'POST', '/api/auth/sign-in/email', { email: owner.email, password: 'whatever-it-is' }),
      );

      await proxy.restore();
      await until(async () => (await as('GET', '/api/health')).status === 200, 'service to resume');
      expect((await as('GET', '/api/v1/patients')).status).toBe(200);
      expect((await as('POST', '/api/v1/patients', patientInput())).status).toBe(201);
      expect(crashes).toEqual([]);
      // Better Auth's own console logger (getSession outside its endpoints) stays quiet: pino has it.
      const printed = consoleLines.flatMap((spy) => spy.mock.calls);
      for (const spy of consoleLines) spy.mockRestore();
      expect(printed).toEqual([]);
    });

    it('waits at start for a database that comes up later', async () => {
      const late = await startTcpProxy(upstream);
      await late.cut();
      const url = new URL(t.ctx.config.database.engine === 'postgres' ? t.ctx.config.database.url : '');
      const viaLate = new URL(process.env.TEST_DATABASE_URL!);
      viaLate.hostname = '127.0.0.1';
      viaLate.port = String(late.port);
      viaLate.pathname = url.pathname;
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: viaLate.toString() });
      const { logger, lines } = capturedLogger();
      const opening = openMigratedDatabase(config, logger);
      await until(async () => lines.some((line) => line.msg === 'database unreachable; retrying'), 'a retry');
      await late.restore();
      const database = await opening;
      try {
        await database.db.execute(sql`SELECT 1`);
        expect(lines.some((line) => line.msg === 'database reachable again: starting')).toBe(true);
      } finally {
        await database.close();
        await late.close();
      }
    });
  });
});
