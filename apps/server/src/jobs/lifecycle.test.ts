import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { jobs } from '../db/schema';
import { JobQueue, type JobKind, type JobQueueOptions } from './queue';

const silent = pino({ level: 'silent' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.ctx.database.db;
const kindOf = (): JobKind<{ n: number; secret?: string }> => ({
  queue: `test.${Math.random()}`,
  schema: z.object({ n: z.number(), secret: z.string().optional() }),
});
/** A queue as one server process would have it. */
const processQueue = (options: Partial<JobQueueOptions> = {}) =>
  new JobQueue(db(), silent, { pollIntervalMs: 50, concurrency: 2, ...options });
const jobRow = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** As a process that crashed leaves a job: running, its lease last renewed `secondsAgo`. */
const leftRunning = (id: string, secondsAgo: number) =>
  db()
    .update(jobs)
    .set({
      status: 'running',
      attempts: 1,
      lockedBy: 'a-process-that-died',
      lockedAt: sql`now() - make_interval(secs => ${secondsAgo})`,
    })
    .where(eq(jobs.id, id));

describe(`running jobs hold a renewed lease (${testEngine})`, () => {
  it('takes back within seconds a job whose lease ran out, not one whose lease is fresh', async () => {
    const kind = kindOf();
    const queue = processQueue({ leaseMs: 5_000 });
    const seen: number[] = [];
    queue.register({ ...kind, handler: async ({ n }) => void seen.push(n) });
    const expired = await queue.enqueue(kind, { n: 1 });
    const fresh = await queue.enqueue(kind, { n: 2 });
    await leftRunning(expired, 6);
    await leftRunning(fresh, 1);

    await queue.runDue();
    expect(seen).toEqual([1]);
    expect(await jobRow(expired)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    expect(await jobRow(fresh)).toMatchObject({ status: 'running', lockedBy: 'a-process-that-died' });
  });

  it('renews the lease of a job that runs longer than it, so no other process takes it', async () => {
    const kind = kindOf();
    const leaseMs = 300;
    const runner = processQueue({ leaseMs });
    const other = processQueue({ leaseMs });
    let runs = 0;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    for (const queue of [runner, other]) {
      queue.register({
        ...kind,
        handler: async () => {
          runs += 1;
          await finished;
        },
      });
    }
    const id = await runner.enqueue(kind, { n: 1 });
    const running = runner.runDue();
    await new Promise((resolve) => setTimeout(resolve, leaseMs * 4));
    expect(await other.runDue()).toBe(0); // the lease was renewed meanwhile
    const row = await jobRow(id);
    expect(row.status).toBe('running');
    expect(Date.now() - row.lockedAt!.getTime()).toBeLessThan(leaseMs * 3);
    finish();
    await running;
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('leaves alone a job it lost: its lease ran out and another process holds it now', async () => {
    const kind = kindOf();
    const runner = processQueue({ leaseMs: 60_000 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    runner.register({ ...kind, handler: () => held });
    const id = await runner.enqueue(kind, { n: 1 });
    const running = runner.runDue();
    await expect.poll(async () => (await jobRow(id)).status).toBe('running');
    await db().update(jobs).set({ lockedBy: 'another-process' }).where(eq(jobs.id, id));
    release();
    await running;
    expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'another-process' });
  });

  it('as the sole process (PGlite), takes back at its first poll every job left running', async () => {
    const kind = kindOf();
    const id = await processQueue().enqueue(kind, { n: 3 });
    await leftRunning(id, 0); // a lease just renewed, by this process's previous run
    const restarted = processQueue({ soleProcess: true, leaseMs: 60_000 });
    const seen: number[] = [];
    restarted.register({ ...kind, handler: async ({ n }) => void seen.push(n) });
    await restarted.runDue();
    expect(seen).toEqual([3]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('is what the application runs with: a short lease, and on PGlite the sole process', async () => {
    expect(t.ctx.config.jobs.leaseMs).toBe(15_000);
    const id = await t.ctx.jobs.enqueue(kindOf(), { n: 1 });
    await leftRunning(id, 0);
    // The queue was built before the job was left running: only its first poll takes all back.
    const restarted = new JobQueue(db(), silent, {
      ...t.ctx.config.jobs,
      soleProcess: t.ctx.database.engine === 'pglite',
    });
    await restarted.runDue();
    expect((await jobRow(id)).status).toBe(testEngine === 'pglite' ? 'pending' : 'running');
  });
});

describe(`finished jobs (${testEngine})`, () => {
  it('keep only what `redact` leaves of the payload, once done or failed for good', async () => {
    const kind = kindOf();
    const queue = processQueue();
    queue.register({ ...kind, redact: ({ n }) => ({ n }), handler: async () => {} });
    const done = await queue.enqueue(kind, { n: 1, secret: '123456' });
    const failing = kindOf();
    queue.register({
      ...failing,
      maxAttempts: 1,
      redact: ({ n }) => ({ n }),
      handler: () => Promise.reject(new Error('SMTP refused')),
    });
    const failed = await queue.enqueue(failing, { n: 2, secret: '654321' }, { maxAttempts: 1 });
    await queue.runDue();
    expect(await jobRow(done)).toMatchObject({ status: 'done', payload: { n: 1 } });
    expect(await jobRow(failed)).toMatchObject({ status: 'failed', payload: { n: 2 } });
  });

  it('keep their payload while a retry is still to come', async () => {
    const kind = kindOf();
    const queue = processQueue();
    queue.register({ ...kind, redact: () => ({}), handler: () => Promise.reject(new Error('later')) });
    const id = await queue.enqueue(kind, { n: 1, secret: 'needed for the retry' });
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({
      status: 'pending',
      payload: { secret: 'needed for the retry' },
    });
  });

  it('are deleted once the retention period is over; pending and recent ones stay', async () => {
    const kind = kindOf();
    const queue = processQueue({ retentionMs: 60 * 60_000 });
    const old = await queue.enqueue(kind, { n: 1 });
    const recent = await queue.enqueue(kind, { n: 2 });
    const pending = await queue.enqueue(kind, { n: 3 });
    await db()
      .update(jobs)
      .set({ status: 'done', finishedAt: sql`now() - interval '2 hours'` })
      .where(eq(jobs.id, old));
    await db()
      .update(jobs)
      .set({ status: 'failed', finishedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, recent));
    expect(await queue.prune()).toBeGreaterThanOrEqual(1);
    const left = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.queue, kind.queue));
    expect(left.map((row) => row.id).sort()).toEqual([recent, pending].sort());
  });

  it('are pruned by the poller itself', async () => {
    const kind = kindOf();
    const id = await processQueue().enqueue(kind, { n: 1 });
    await db()
      .update(jobs)
      .set({ status: 'done', finishedAt: sql`now() - interval '30 days'` })
      .where(eq(jobs.id, id));
    await processQueue().runDue(); // a new queue prunes at its first poll, then hourly
    expect(await db().select().from(jobs).where(eq(jobs.id, id))).toEqual([]);
  });
});
