import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ACTIVE_CALL_STATUSES, AGE_OF_MAJORITY, ORGANIZATION_TIME_ZONE } from '@studiolo/contracts';
import { queryRows, type Executor } from '../../db/client';
import {
  callComments,
  callReplies,
  callRequestChanges,
  calls,
  phoneNumbers,
  telephonyEvents,
  users,
  type TelephonyProvider,
} from '../../db/schema';

export type CallRow = typeof calls.$inferSelect;
export type NewCall = typeof calls.$inferInsert;
export type TelephonyEventRow = typeof telephonyEvents.$inferSelect;
export type PhoneNumberRow = typeof phoneNumbers.$inferSelect;

/**
 * A patient under 18 today (Europe/Rome) by birth date, as isMinorOn (contracts) says: PostgreSQL
 * also takes 29 February + 18 years to the 28th. Without a birth date, not a minor.
 */
const MINOR = sql.raw(
  `coalesce((p.birth_date + interval '${AGE_OF_MAJORITY} years')::date > (now() at time zone '${ORGANIZATION_TIME_ZONE}')::date, false)`,
);

/**
 * The patients the caller's number may be (at most 10): those whose mobile it is, the minors in the
 * care of such a patient, and the minors whose guardian has this phone (a mother and her child share
 * it). Adults first — the guardian is who calls for a child —, then the most recently edited.
 */
const callerPatients = sql`lateral (
  select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'minor', m.minor)
           order by m.minor, m.updated_at desc, m.id), '[]'::json) as matches
  from (
    select p.id, p.first_name || ' ' || p.last_name as name, ${MINOR} as minor, p.updated_at
    from patients p
    where p.organization_id = ${calls.organizationId} and ${calls.caller} <> '' and p.id in (
      select own.id from patients own
        where own.organization_id = ${calls.organizationId} and own.mobile = ${calls.caller}
      union
      select g.patient_id from patients gp
        join patient_guardians g on g.organization_id = gp.organization_id and g.guardian_patient_id = gp.id
        where gp.organization_id = ${calls.organizationId} and gp.mobile = ${calls.caller}
      union
      select g.patient_id from patient_guardians g
        where g.organization_id = ${calls.organizationId} and g.phone = ${calls.caller}
    )
    order by minor, p.updated_at desc, p.id
    limit 10
  ) m
) as caller_patients`;

export interface CallerPatientMatch {
  id: string;
  name: string;
  minor: boolean;
}

/**
 * An outbound call Studiolo placed for a call-back: who asked for it (the reply's author; '' when
 * that account is gone), null for any other call.
 */
const callbackBy = sql<string | null>`case when ${calls.direction} = 'outbound' then (
  select coalesce(u.name, '') from ${callReplies} r left join ${users} u on u.id = r.author_id
  where r.organization_id = ${calls.organizationId} and r.provider_call_id = ${calls.providerCallId}
  limit 1
) end`;

const withCaller = {
  call: calls,
  patients: sql<CallerPatientMatch[]>`caller_patients.matches`,
  callbackBy,
};

export type CallWithCaller = { call: CallRow; patients: CallerPatientMatch[]; callbackBy: string | null };

/** An open request: see CallsToHandle in the contracts. */
const TO_HANDLE = and(
  eq(calls.direction, 'inbound'),
  isNotNull(calls.endedAt),
  notInArray(calls.status, [...ACTIVE_CALL_STATUSES]),
  inArray(calls.requestStatus, ['pending', 'working_on']),
  or(inArray(calls.status, ['missed', 'voicemail']), eq(calls.requestStatus, 'working_on')),
  sql`${calls.category} is distinct from 'spam'`,
);

export const callsRepo = {
  /** Stores a webhook once: the same delivery again (same key) is not stored twice; null then. */
  insertEvent: async (db: Executor, values: typeof telephonyEvents.$inferInsert) =>
    (
      await db
        .insert(telephonyEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: telephonyEvents.id })
    )[0] ?? null,

  event: async (db: Executor, id: string) =>
    (await db.select().from(telephonyEvents).where(eq(telephonyEvents.id, id)))[0],

  /**
   * Marks an event applied (or why not). A simulated caller's words go with the call, not stay in
   * the event log: the parameter is dropped (the redelivery check keeps its own hash).
   */
  markEventProcessed: (db: Executor, id: string, outcome: string | null) =>
    db
      .update(telephonyEvents)
      .set({
        processedAt: sql`now()`,
        outcome,
        params: sql`${telephonyEvents.params} - 'StudioloTranscript'`,
      })
      .where(eq(telephonyEvents.id, id)),

  /**
   * Forgets up to `limit` events processed more than `days` ago: a redelivery that late is not
   * expected, and the parameters carry callers' numbers.
   */
  purgeProcessedEvents: (db: Executor, days: number, limit: number) =>
    db.delete(telephonyEvents).where(
      inArray(
        telephonyEvents.id,
        db
          .select({ id: telephonyEvents.id })
          .from(telephonyEvents)
          .where(sql`${telephonyEvents.processedAt} < now() - make_interval(days => ${days})`)
          .limit(limit),
      ),
    ),

  numberByE164: async (db: Executor, e164: string) =>
    (await db.select().from(phoneNumbers).where(eq(phoneNumbers.e164, e164)))[0],

  numberOfOrganization: async (db: Executor, organizationId: string) =>
    (
      await db
        .select()
        .from(phoneNumbers)
        .where(eq(phoneNumbers.organizationId, organizationId))
        .orderBy(asc(phoneNumbers.createdAt))
        .limit(1)
    )[0],

  /** A free pool number, taken for the organization (FOR UPDATE SKIP LOCKED: never given twice). */
  claimFreeNumber: async (db: Executor, provider: TelephonyProvider, organizationId: string) => {
    const free = db
      .select({ id: phoneNumbers.id })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.provider, provider), sql`${phoneNumbers.organizationId} is null`))
      .orderBy(asc(phoneNumbers.e164))
      .limit(1)
      .for('update', { skipLocked: true });
    return (
      await db.update(phoneNumbers).set({ organizationId }).where(inArray(phoneNumbers.id, free)).returning()
    )[0];
  },

  insertNumber: async (db: Executor, values: typeof phoneNumbers.$inferInsert) =>
    (await db.insert(phoneNumbers).values(values).onConflictDoNothing().returning())[0],

  /** Creates the call of a first event; another process's concurrent insert wins silently. */
  insertCallIfNew: (db: Executor, values: NewCall) => db.insert(calls).values(values).onConflictDoNothing(),

  lockByProviderId: async (db: Executor, provider: TelephonyProvider, providerCallId: string) =>
    (
      await db
        .select()
        .from(calls)
        .where(and(eq(calls.provider, provider), eq(calls.providerCallId, providerCallId)))
        .for('update')
    )[0],

  find: async (db: Executor, id: string) => (await db.select().from(calls).where(eq(calls.id, id)))[0],

  findWithCaller: async (db: Executor, id: string): Promise<CallWithCaller | undefined> =>
    (
      await db
        .select(withCaller)
        .from(calls)
        .leftJoin(callerPatients, sql`true`)
        .where(eq(calls.id, id))
    )[0],

  update: (db: Executor, id: string, values: Partial<NewCall>) =>
    db.update(calls).set(values).where(eq(calls.id, id)),

  /**
   * Writes only if the call's transcript (and its state) are still those given: a result computed
   * from an older transcript is dropped. Whether it was written.
   */
  updateIfTranscriptIs: async (
    db: Executor,
    id: string,
    read: Pick<CallRow, 'transcript' | 'transcriptionState'>,
    values: Partial<NewCall>,
  ) =>
    (
      await db
        .update(calls)
        .set(values)
        .where(
          and(
            eq(calls.id, id),
            eq(calls.transcriptionState, read.transcriptionState),
            read.transcript === null ? isNull(calls.transcript) : eq(calls.transcript, read.transcript),
          ),
        )
        .returning({ id: calls.id })
    ).length > 0,

  /** Marks the call changed (a comment, a reply): the live updates tell the browsers. */
  touch: (db: Executor, id: string) =>
    db.update(calls).set({ updatedAt: new Date() }).where(eq(calls.id, id)),

  /** Calls started in [from, until), newest first, with their callers. */
  list: (db: Executor, from: Date, until: Date, conditions: (SQL | undefined)[], limit: number) =>
    db
      .select(withCaller)
      .from(calls)
      .leftJoin(callerPatients, sql`true`)
      .where(and(gte(calls.startedAt, from), lt(calls.startedAt, until), ...conditions))
      .orderBy(desc(calls.startedAt), desc(calls.id))
      .limit(limit),

  /** The open requests ('Da gestire', contracts' CallsToHandle): most urgent first, then the oldest. */
  toHandle: (db: Executor, limit: number) =>
    db
      .select(withCaller)
      .from(calls)
      .leftJoin(callerPatients, sql`true`)
      .where(TO_HANDLE)
      .orderBy(
        sql`case ${calls.priority} when 'high' then 0 when 'low' then 2 else 1 end`,
        asc(calls.startedAt),
        asc(calls.id),
      )
      .limit(limit),

  countToHandle: async (db: Executor) =>
    (await db.select({ total: count() }).from(calls).where(TO_HANDLE))[0]!.total,

  startedBefore: async (db: Executor, before: Date, conditions: (SQL | undefined)[]) =>
    (
      await db
        .select({ id: calls.id })
        .from(calls)
        .where(and(lt(calls.startedAt, before), ...conditions))
        .limit(1)
    ).length > 0,

  /** Calls changed after `since` (the live updates), oldest change first. */
  changedSince: (db: Executor, since: Date, limit: number) =>
    db
      .select({ id: calls.id, updatedAt: calls.updatedAt })
      .from(calls)
      .where(gt(calls.updatedAt, since))
      .orderBy(asc(calls.updatedAt))
      .limit(limit),

  requestChanges: (db: Executor, callId: string) =>
    db
      .select({ change: callRequestChanges, authorName: users.name })
      .from(callRequestChanges)
      .leftJoin(users, eq(users.id, callRequestChanges.changedBy))
      .where(eq(callRequestChanges.callId, callId))
      .orderBy(asc(callRequestChanges.changedAt), asc(callRequestChanges.id)),

  insertRequestChange: (db: Executor, values: typeof callRequestChanges.$inferInsert) =>
    db.insert(callRequestChanges).values(values),

  comments: (db: Executor, callId: string) =>
    db
      .select({ comment: callComments, authorName: users.name })
      .from(callComments)
      .leftJoin(users, eq(users.id, callComments.authorId))
      .where(eq(callComments.callId, callId))
      .orderBy(asc(callComments.createdAt), asc(callComments.id)),

  insertComment: async (db: Executor, values: typeof callComments.$inferInsert) =>
    (await db.insert(callComments).values(values).returning())[0]!,

  replies: (db: Executor, callId: string) =>
    db
      .select({ reply: callReplies, authorName: users.name })
      .from(callReplies)
      .leftJoin(users, eq(users.id, callReplies.authorId))
      .where(eq(callReplies.callId, callId))
      .orderBy(asc(callReplies.createdAt), asc(callReplies.id)),

  insertReply: async (db: Executor, values: typeof callReplies.$inferInsert) =>
    (await db.insert(callReplies).values(values).returning())[0]!,
};

/** When a call started, on the organization's clock. */
const localStart = sql.raw(`(started_at at time zone '${ORGANIZATION_TIME_ZONE}')`);
/** An inbound call that ended without anybody answering and left a message: a voicemail. */
const VOICEMAIL = sql`direction = 'inbound' and answered_at is null and ended_at is not null and recording_kind = 'voicemail'`;
/** An inbound call that ended without anybody answering nor a message left: 'Missed'. */
const MISSED = sql`direction = 'inbound' and answered_at is null and ended_at is not null and recording_kind is distinct from 'voicemail'`;

/** Calls that started in [from, to). */
const startedIn = (window: { from: Date; to: Date }) =>
  sql`started_at >= ${window.from.toISOString()}::timestamptz and started_at < ${window.to.toISOString()}::timestamptz`;

/** The analytics' queries: counted by the database, within the organization's scope. */
export const callAnalyticsRepo = {
  /** How many calls, of which kind (a voicemail is not a missed call), and the mean length of the answered ones. */
  totals: async (db: Executor, window: { from: Date; to: Date }) =>
    (
      await queryRows<{
        total: number;
        average: number | null;
        inbound: number;
        outbound: number;
        missed: number;
        voicemail: number;
      }>(
        db,
        sql`select count(*)::int as total,
              round(avg(duration_seconds) filter (where answered_at is not null))::int as average,
              count(*) filter (where direction = 'inbound' and not (${MISSED}) and not (${VOICEMAIL}))::int as inbound,
              count(*) filter (where direction = 'outbound')::int as outbound,
              count(*) filter (where ${MISSED})::int as missed,
              count(*) filter (where ${VOICEMAIL})::int as voicemail
            from calls where ${startedIn(window)}`,
      )
    )[0]!,

  /** Calls since an instant (this week's). */
  countSince: async (db: Executor, since: Date) =>
    (
      await queryRows<{ calls: number }>(
        db,
        sql`select count(*)::int as calls from calls where started_at >= ${since.toISOString()}::timestamptz`,
      )
    )[0]!.calls,

  /** Calls per local day ('YYYY-MM-DD'); days without calls are left out. */
  perDay: (db: Executor, window: { from: Date; to: Date }) =>
    queryRows<{ day: string; calls: number }>(
      db,
      sql`select to_char(${localStart}::date, 'YYYY-MM-DD') as day, count(*)::int as calls
          from calls where ${startedIn(window)} group by 1`,
    ),

  /** Calls per ISO weekday (1 = Monday) and local hour. */
  perWeekdayAndHour: (db: Executor, window: { from: Date; to: Date }) =>
    queryRows<{ weekday: number; hour: number; calls: number }>(
      db,
      sql`select extract(isodow from ${localStart})::int as weekday, extract(hour from ${localStart})::int as hour,
            count(*)::int as calls
          from calls where ${startedIn(window)} group by 1, 2 order by 1, 2`,
    ),
};
