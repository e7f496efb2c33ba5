import { and, asc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calls, jobs } from '../../db/schema';

const DAY_MS = 24 * 60 * 60_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A call still holding text about what was said: its transcript, or what the analysis wrote of it. */
const holdsTranscript = and(
  isNull(calls.transcriptDeletedAt),
  or(
    isNotNull(calls.transcript),
    isNotNull(calls.scriptedTranscript),
    isNotNull(calls.summary),
    isNotNull(calls.draftReply),
    isNotNull(calls.triageReason),
  ),
);

/** The queries of the retention of call recordings and transcripts; the organization's scope applies. */
export const retentionRepo = {
  /** Stored recordings of calls that started more than `days` before `now`. */
  expiredRecordings: (db: Executor, now: Date, days: number, limit: number) =>
    db
      .select({ id: calls.id, recordingKey: calls.recordingKey })
      .from(calls)
      .where(and(isNotNull(calls.recordingKey), lt(calls.startedAt, daysBefore(now, days))))
      .orderBy(asc(calls.startedAt))
      .limit(limit),

  recordingDeleted: (db: Executor, id: string, now: Date) =>
    db
      .update(calls)
      .set({ recordingKey: null, recordingContentType: null, recordingDeletedAt: now })
      .where(eq(calls.id, id)),

  /** Empties the transcripts (and the analysis' text) of calls older than `days`; their ids. */
  deleteExpiredTranscripts: (db: Executor, now: Date, days: number) =>
    db
      .update(calls)
      .set({
        transcript: null,
        transcriptSegments: [],
        transcriptConfidence: null,
        scriptedTranscript: null,
        summary: null,
        draftReply: null,
        triageReason: null,
        transcriptDeletedAt: now,
      })
      .where(and(holdsTranscript, lt(calls.startedAt, daysBefore(now, days))))
      .returning({ id: calls.id }),

  /** When the oldest recording and the oldest transcript still kept were made (their calls' start). */
  oldestKept: async (db: Executor) => {
    const [row] = await db
      .select({
        recording: sql<
          string | null
        >`min(${calls.startedAt}) filter (where ${calls.recordingKey} is not null)`,
        transcript: sql<string | null>`min(${calls.startedAt}) filter (where ${holdsTranscript})`,
      })
      .from(calls);
    const date = (value: string | null | undefined) => (value ? new Date(value) : null);
    return { recording: date(row?.recording), transcript: date(row?.transcript) };
  },

  /** Whether a sweep of the organization is already due by `at`. */
  sweepDueBy: async (db: Executor, queue: string, organizationId: string, at: Date) =>
    (
      await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.queue, queue),
            eq(jobs.status, 'pending'),
            sql`${jobs.payload}->>'organizationId' = ${organizationId}`,
            lte(jobs.runAt, at),
          ),
        )
        .limit(1)
    ).length > 0,
};
