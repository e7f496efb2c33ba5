import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { openDatabase, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import { jobs } from '../db/schema';
import { JobQueue, retryDelayMs, type JobKind } from './queue';

const silent = pino({ level: 'silent' });
const options = { pollIntervalMs: 50, concurrency: 2, backoffBaseMs: 1000, backoffMaxMs: 8000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A queue of its own per test, with a unique queue name so tests never claim each other's jobs. */
function testQueue(db: Db = t.ctx.database.db) {
  const kind: JobKind<{ n: number }> = {
    queue: `test.${Math.random()}`,
    schema: z.object({ n: z.number() }),
  };
  return { queue: new JobQueue(db, silent, options), kind };
}

const jobRow = async (id: string, db: Db = t.ctx.database.db) =>
  (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** Makes a retry due now, as if its back-off had elapsed. */
const makeDue = (id: string) =>
  t.ctx.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the maximum', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 1000, 8000))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
  });
});

describe(`job queue on ${testEngine}`, () => {
  it('runs a queued job once with its payload', async () => {
    const { queue, kind } = testQueue();
    const seen: number[] = [];
    queue.register({ ...kind, handler: async ({ n }) => void seen.push(n) });
    const id = await queue.enqueue(kind, { n: 7 });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([7]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('refuses a payload that does not match its schema', async () => {
    const { queue, kind } = testQueue();
    await expect(queue.enqueue(kind, { n: 'seven' } as never)).rejects.toThrow();
  });

  it('retries a failing job with growing back-off, then succeeds', async () => {
    const { queue, kind } = testQueue();
    let calls = 0;
    queue.register({
      ...kind,
      handler: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`SMTP down (${calls})`);
      },
    });
    const id = await queue.enqueue(kind, { n: 1 });
    await queue.runDue();
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down (1)' });
    const firstDelay = first.runAt.getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(500);
    expect(firstDelay).toBeLessThanOrEqual(1500);
    expect(await queue.runDue()).toBe(0); // not due yet

    await makeDue(id);
    await queue.runDue();
    const second = await jobRow(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.runAt.getTime() - Date.now()).toBeGreaterThan(1500);

    await makeDue(id);
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 3 });
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const { queue, kind } = testQueue();
    queue.register({ ...kind, maxAttempts: 2, handler: () => Promise.reject(new Error('mailbox full')) });
    const id = await queue.enqueue({ ...kind, maxAttempts: 2 }, { n: 1 });
    await queue.runDue();
    await makeDue(id);
    await queue.runDue();
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'mailbox full' });
    expect(row.finishedAt).not.toBeNull();
  });

  it('enqueues inside a transaction only if it commits', async () => {
    const { queue, kind } = testQueue();
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        await queue.enqueue(kind, { n: 1 }, { executor: tx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const [row] = await t.ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.queue, kind.queue));
    expect(row!.n).toBe(0);
  });

  it('takes back a job abandoned by a process that stopped', async () => {
    const { queue, kind } = testQueue();
    const id = await queue.enqueue(kind, { n: 1 });
    await t.ctx.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedAt: sql`now() - interval '1 hour'` })
      .where(eq(jobs.id, id));
    const seen: number[] = [];
    queue.register({ ...kind, handler: async ({ n }) => void seen.push(n) });
    await queue.runDue();
    expect(seen).toEqual([1]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('polls by itself once started', async () => {
    const { queue, kind } = testQueue();
    const done = new Promise<number>((resolve) =>
      queue.register({ ...kind, handler: async ({ n }) => resolve(n) }),
    );
    queue.start();
    await queue.enqueue(kind, { n: 42 });
    await expect(done).resolves.toBe(42);
    await queue.stop();
  });
});

describe.runIf(testEngine === 'pglite')('job queue across a restart of the embedded database', () => {
  it('runs after the restart a job queued before it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-jobs-'));
    try {
      const first = await openDatabase({ engine: 'pglite', dir });
      await migrate(first);
      const { queue, kind } = testQueue(first.db);
      const id = await queue.enqueue(kind, { n: 5 });
      await first.close();

      const second = await openDatabase({ engine: 'pglite', dir });
      const restarted = new JobQueue(second.db, silent, options);
      const seen: number[] = [];
      restarted.register({ ...kind, handler: async ({ n }) => void seen.push(n) });
      await restarted.runDue();
      expect(seen).toEqual([5]);
      expect(await jobRow(id, second.db)).toMatchObject({ status: 'done' });
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000); // opening an embedded database from disk twice is slow on a busy machine
});
