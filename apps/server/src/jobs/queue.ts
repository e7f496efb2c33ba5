import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { outsideRequest } from '../db/request-transaction';
import { jobs } from '../db/schema';
import type { Logger } from '../logger';

export interface JobDefinition<P> {
  /** Stable name stored with each job, e.g. 'email.send'. */
  queue: string;
  /** Validates the payload when the job is enqueued and again when it runs. */
  schema: z.ZodType<P>;
  handler: (payload: P, job: { id: string; attempt: number }) => Promise<void>;
  maxAttempts?: number;
  /**
   * What of the payload is kept once the job is over (done, or failed for good): a payload that
   * carries a secret (a sign-in code in an email) keeps only what tells the job apart.
   */
  redact?: (payload: P) => unknown;
}

export interface JobQueueOptions {
  pollIntervalMs: number;
  concurrency: number;
  /** First retry delay; each further attempt doubles it, up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /**
   * A running job's lease: its process renews it every third of this while the job runs; a job whose
   * lease ran out belongs to a process that died (or hung) and is taken back.
   */
  leaseMs?: number;
  /**
   * This process is the only one using the database (PGlite, behind its lock file): whatever is
   * running when it starts was left by its previous run and is taken back at once.
   */
  soleProcess?: boolean;
  /** Finished and failed jobs are deleted this long after they ended. */
  retentionMs?: number;
}

/** What enqueueing needs to know of a job: its name and payload rules, not its handler. */
export type JobKind<P> = Pick<JobDefinition<P>, 'queue' | 'schema' | 'maxAttempts'>;

export interface EnqueueOptions {
  /** Enqueue inside the caller's transaction, so the job exists only if the write commits. */
  executor?: Executor;
  runAt?: Date;
  maxAttempts?: number;
}

/** How often finished jobs past their retention are deleted. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** Polling while the database is unavailable, and the retry of a job it interrupted. */
const OUTAGE_POLL_MS = 2_000;

/** An error's message with its causes' ("Failed query: rollback: Connection terminated unexpectedly"). */
function describeError(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current !== undefined && messages.length < 4;) {
    messages.push(current instanceof Error ? current.message.split('\n')[0]! : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join(': ');
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
  private readonly leaseMs: number;
  private readonly retentionMs: number;
  /** Marks the jobs this queue holds, so a lease is renewed and a job finished only by its holder. */
  private readonly holder = randomUUID();
  private takeBackAll: boolean;
  private lastPruneAt = 0;
  private databaseDown = false;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly options: JobQueueOptions,
  ) {
    this.backoffBaseMs = options.backoffBaseMs ?? 5_000;
    this.backoffMaxMs = options.backoffMaxMs ?? 60 * 60_000;
    this.leaseMs = options.leaseMs ?? 15_000;
    this.retentionMs = options.retentionMs ?? 7 * 24 * 60 * 60_000;
    this.takeBackAll = options.soleProcess ?? false;
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
    if (Date.now() - this.lastPruneAt >= PRUNE_EVERY_MS) await this.prune();
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
    // A job woken by a request's enqueue runs outside that request's transaction.
    this.timer = setTimeout(() => outsideRequest(() => void this.tick()), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (!this.started) return;
    let delayMs = this.options.pollIntervalMs;
    try {
      await this.runDue();
      if (this.databaseDown) this.logger.info('database reachable again: jobs resume');
      this.databaseDown = false;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) this.logger.error({ err: error }, 'job poll failed');
      else {
        // Said once per outage, not once per poll; the jobs wait and polling slows down meanwhile.
        if (!this.databaseDown)
          this.logger.warn({ reason: (error as Error).message }, 'database unavailable: jobs wait');
        this.databaseDown = true;
        delayMs = Math.max(delayMs, OUTAGE_POLL_MS);
      }
    }
    if (this.started) this.schedule(delayMs);
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
      .set({
        status: 'running',
        lockedAt: sql`now()`,
        lockedBy: this.holder,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /**
   * Jobs whose lease ran out (their process stopped or hung) go back to the queue, or fail after
   * their last attempt. A sole process takes back every running job at its first poll.
   */
  private async recoverAbandoned(): Promise<void> {
    const all = this.takeBackAll;
    const staleBefore = sql`now() - make_interval(secs => ${this.leaseMs / 1000})`;
    await this.db
      .update(jobs)
      .set({
        status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'pending' end`,
        lockedAt: null,
        lockedBy: null,
        lastError: 'abandoned: the process running it stopped',
        finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then now() end`,
      })
      .where(and(eq(jobs.status, 'running'), all ? undefined : lte(jobs.lockedAt, staleBefore)));
    this.takeBackAll = false;
  }

  /** Renews the lease of a job this queue holds (nothing once another process took it back). */
  private async renewLease(id: string): Promise<void> {
    await this.db
      .update(jobs)
      .set({ lockedAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, this.holder)));
  }

  /** Deletes the jobs that ended longer than the retention period ago. Returns how many. */
  async prune(): Promise<number> {
    this.lastPruneAt = Date.now();
    const endedBefore = sql`now() - make_interval(secs => ${this.retentionMs / 1000})`;
    const deleted = await this.db
      .delete(jobs)
      .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, endedBefore)))
      .returning({ id: jobs.id });
    return deleted.length;
  }

  private async execute(job: typeof jobs.$inferSelect): Promise<void> {
    const definition = this.definitions.get(job.queue)!;
    const log = this.logger.child({ jobId: job.id, queue: job.queue, attempt: job.attempts });
    const heartbeat = setInterval(() => {
      this.renewLease(job.id).catch((error: unknown) => log.debug({ err: error }, 'lease not renewed'));
    }, this.leaseMs / 3);
    heartbeat.unref();
    // Only the holder finishes a job: one whose lease ran out may be running elsewhere by now.
    const held = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.holder));
    const redacted = (payload: unknown) => {
      if (!definition.redact) return {};
      const parsed = definition.schema.safeParse(payload);
      return { payload: parsed.success ? definition.redact(parsed.data as never) : {} };
    };
    try {
      const payload = definition.schema.parse(job.payload);
      await definition.handler(payload as never, { id: job.id, attempt: job.attempts });
      clearInterval(heartbeat);
      await this.db
        .update(jobs)
        .set({
          status: 'done',
          finishedAt: sql`now()`,
          lockedAt: null,
          lockedBy: null,
          lastError: null,
          ...redacted(payload),
        })
        .where(held);
      log.debug('job done');
    } catch (error) {
      clearInterval(heartbeat);
      const message = describeError(error);
      const final = job.attempts >= job.maxAttempts;
      // A database that dropped the connection is back within seconds, as a rule: no long back-off.
      const delayMs = isDatabaseUnavailable(error)
        ? Math.min(this.backoffBaseMs, OUTAGE_POLL_MS)
        : retryDelayMs(job.attempts, this.backoffBaseMs, this.backoffMaxMs);
      await this.db
        .update(jobs)
        .set({
          status: final ? 'failed' : 'pending',
          lockedAt: null,
          lockedBy: null,
          lastError: message.slice(0, 2000),
          ...(final
            ? { finishedAt: sql`now()`, ...redacted(job.payload) }
            : { runAt: sql`now() + make_interval(secs => ${delayMs / 1000})` }),
        })
        .where(held);
      log[final ? 'error' : 'warn']({ err: error, retryInMs: final ? undefined : delayMs }, 'job failed');
    }
  }
}
