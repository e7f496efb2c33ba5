import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client';
import { jobs } from '../db/schema';
import type { Logger } from '../logger';

export interface JobDefinition<P> {
  /** Stable name stored with each job, e.g. 'email.send'. */
  queue: string;
  /** Validates the payload when the job is enqueued and again when it runs. */
  schema: z.ZodType<P>;
  handler: (payload: P, job: { id: string; attempt: number }) => Promise<void>;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  pollIntervalMs: number;
  concurrency: number;
  /** First retry delay; each further attempt doubles it, up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** A job still running after this long is taken to belong to a process that died. */
  lockTimeoutMs?: number;
}

/** What enqueueing needs to know of a job: its name and payload rules, not its handler. */
export type JobKind<P> = Pick<JobDefinition<P>, 'queue' | 'schema' | 'maxAttempts'>;

export interface EnqueueOptions {
  /** Enqueue inside the caller's transaction, so the job exists only if the write commits. */
  executor?: Executor;
  runAt?: Date;
  maxAttempts?: number;
}

/** Delay before attempt `attempt + 1`, after `attempt` failures. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Deferred work kept in PostgreSQL (docs/decisions/002-job-queue.md): durable across restarts,
 * retried with exponential back-off, claimed with FOR UPDATE SKIP LOCKED so any number of server
 * processes can share the table.
 */
export class JobQueue {
  // Each definition keeps its own payload type; the map only needs to tell them apart by queue.
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly lockTimeoutMs: number;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly options: JobQueueOptions,
  ) {
    this.backoffBaseMs = options.backoffBaseMs ?? 5_000;
    this.backoffMaxMs = options.backoffMaxMs ?? 60 * 60_000;
    this.lockTimeoutMs = options.lockTimeoutMs ?? 10 * 60_000;
  }

  register<P>(definition: JobDefinition<P>): void {
    if (this.definitions.has(definition.queue))
      throw new Error(`Job queue ${definition.queue} registered twice`);
    this.definitions.set(definition.queue, definition as unknown as JobDefinition<never>);
  }

  async enqueue<P>(definition: JobKind<P>, payload: P, options: EnqueueOptions = {}): Promise<string> {
    const [row] = await (options.executor ?? this.db)
      .insert(jobs)
      .values({
        queue: definition.queue,
        payload: definition.schema.parse(payload),
        maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? 5,
        ...(options.runAt ? { runAt: options.runAt } : {}),
      })
      .returning({ id: jobs.id });
    // Inside a transaction the row is not visible yet; the next poll finds it after commit.
    if (!options.executor) this.wake();
    return row!.id;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.running]);
  }

  /** Claims and runs every due job once; tests and the poller both use it. Returns how many ran. */
  async runDue(): Promise<number> {
    await this.recoverAbandoned();
    let total = 0;
    for (;;) {
      const claimed = await this.claim(this.options.concurrency);
      if (claimed.length === 0) return total;
      await Promise.all(claimed.map((job) => this.track(this.execute(job))));
      total += claimed.length;
    }
  }

  private wake(): void {
    if (this.started) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (!this.started) return;
    try {
      await this.runDue();
    } catch (error) {
      this.logger.error({ err: error }, 'job poll failed');
    }
    if (this.started) this.schedule(this.options.pollIntervalMs);
  }

  private track(promise: Promise<void>): Promise<void> {
    this.running.add(promise);
    return promise.finally(() => this.running.delete(promise));
  }

  private async claim(limit: number) {
    const queues = [...this.definitions.keys()];
    if (queues.length === 0) return [];
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`), inArray(jobs.queue, queues)))
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({ status: 'running', lockedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Jobs left 'running' by a process that stopped mid-way go back to the queue (or fail). */
  private async recoverAbandoned(): Promise<void> {
    const staleBefore = sql`now() - make_interval(secs => ${this.lockTimeoutMs / 1000})`;
    await this.db
      .update(jobs)
      .set({
        status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'pending' end`,
        lockedAt: null,
        lastError: 'abandoned: the process running it stopped',
        finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then now() end`,
      })
      .where(and(eq(jobs.status, 'running'), lte(jobs.lockedAt, staleBefore)));
  }

  private async execute(job: typeof jobs.$inferSelect): Promise<void> {
    const definition = this.definitions.get(job.queue)!;
    const log = this.logger.child({ jobId: job.id, queue: job.queue, attempt: job.attempts });
    try {
      const payload = definition.schema.parse(job.payload);
      await definition.handler(payload as never, { id: job.id, attempt: job.attempts });
      await this.db
        .update(jobs)
        .set({ status: 'done', finishedAt: sql`now()`, lockedAt: null, lastError: null })
        .where(eq(jobs.id, job.id));
      log.debug('job done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.maxAttempts;
      const delayMs = retryDelayMs(job.attempts, this.backoffBaseMs, this.backoffMaxMs);
      await this.db
        .update(jobs)
        .set({
          status: final ? 'failed' : 'pending',
          lockedAt: null,
          lastError: message.slice(0, 2000),
          ...(final
            ? { finishedAt: sql`now()` }
            : { runAt: sql`now() + make_interval(secs => ${delayMs / 1000})` }),
        })
        .where(eq(jobs.id, job.id));
      log[final ? 'error' : 'warn']({ err: error, retryInMs: final ? undefined : delayMs }, 'job failed');
    }
  }
}
