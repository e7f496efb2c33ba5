import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORGANIZATION_TIME_ZONE } from '@studiolo/contracts';
import type { Executor } from '../../db/client';
import {
  activityLog,
  appointments,
  invoices,
  patients,
  signingDocuments,
  users,
  waitingList,
} from '../../db/schema';

/** Which entries the full history shows: by whom, which action prefixes, which days (both included). */
export interface ActivityFilter {
  actorUserId?: string;
  actionPrefixes?: string[];
  from?: string;
  until?: string;
}

/** The filter as conditions; days are the organization's, so a day starts at its local midnight. */
function filterConditions(filter: ActivityFilter) {
  const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${ORGANIZATION_TIME_ZONE}`;
  return [
    filter.actorUserId ? eq(activityLog.actorUserId, filter.actorUserId) : undefined,
    filter.actionPrefixes
      ? inArray(sql`split_part(${activityLog.action}, '.', 1)`, filter.actionPrefixes)
      : undefined,
    filter.from ? sql`${activityLog.createdAt} >= ${dayStart(filter.from)}` : undefined,
    filter.until
      ? sql`${activityLog.createdAt} < (${filter.until}::date + 1)::timestamp at time zone ${ORGANIZATION_TIME_ZONE}`
      : undefined,
  ];
}

export const activityRepo = {
  /** Whether this actor recorded this action on this entity in the last `minutes` minutes. */
  recordedRecently: async (
    db: Executor,
    entry: { actorUserId: string | null; action: string; entityId: string },
    minutes: number,
  ) =>
    (
      await db
        .select({ id: activityLog.id })
        .from(activityLog)
        .where(
          and(
            sql`${activityLog.createdAt} > now() - make_interval(mins => ${minutes})`,
            eq(activityLog.action, entry.action),
            eq(activityLog.entityId, entry.entityId),
            entry.actorUserId === null
              ? isNull(activityLog.actorUserId)
              : eq(activityLog.actorUserId, entry.actorUserId),
          ),
        )
        .limit(1)
    ).length > 0,

  insert: async (db: Executor, values: typeof activityLog.$inferInsert) =>
    (await db.insert(activityLog).values(values).returning())[0]!,

  /**
   * Newest first, after the entry `afterId` (compared in the database, at its full microsecond
   * precision; entries of one transaction share a time, so the id breaks ties). RLS keeps it to one
   * organization, the cursor's row included. With the name of who did it, whether a patient
   * entry's patient still exists, and the patient an appointment, invoice, waiting-list entry or
   * document for signing is about, as named now (null when there is none or it was deleted).
   */
  listRecent: (db: Executor, limit: number, afterId?: string, filter: ActivityFilter = {}) =>
    db
      .select({
        entry: activityLog,
        actorName: users.name,
        entityExists: sql<boolean | null>`case when ${activityLog.entityType} = 'patient' then exists (
          select 1 from ${patients}
          where ${patients.organizationId} = ${activityLog.organizationId} and ${patients.id} = ${activityLog.entityId}
        ) end`,
        patientId: patients.id,
        patientName: sql<string | null>`${patients.lastName} || ' ' || ${patients.firstName}`,
      })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.actorUserId))
      .leftJoin(
        patients,
        and(
          eq(patients.organizationId, activityLog.organizationId),
          sql`${patients.id} = case ${activityLog.entityType}
            when 'appointment' then (select ${appointments.patientId} from ${appointments} where ${appointments.id} = ${activityLog.entityId})
            when 'invoice' then (select ${invoices.patientId} from ${invoices} where ${invoices.id} = ${activityLog.entityId})
            when 'waiting_list' then (select ${waitingList.patientId} from ${waitingList} where ${waitingList.id} = ${activityLog.entityId})
            when 'document' then (select ${signingDocuments.patientId} from ${signingDocuments} where ${signingDocuments.id} = ${activityLog.entityId})
          end`,
        ),
      )
      .where(
        and(
          afterId
            ? sql`(${activityLog.createdAt}, ${activityLog.id}) < (SELECT a.created_at, a.id FROM activity_log a WHERE a.id = ${afterId})`
            : undefined,
          ...filterConditions(filter),
        ),
      )
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit),

  /** Everyone who has entries in the log, by name (RLS keeps it to the organization). */
  actors: (db: Executor) =>
    db
      .selectDistinct({ userId: users.id, name: users.name })
      .from(activityLog)
      .innerJoin(users, eq(users.id, activityLog.actorUserId))
      .orderBy(asc(users.name), asc(users.id)),

  /** The entries of these entities with these actions, newest first, with who did them (at most `limit`). */
  ofEntities: (db: Executor, entityIds: string[], actions: string[], limit: number) =>
    entityIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ entry: activityLog, actorName: users.name })
          .from(activityLog)
          .leftJoin(users, eq(users.id, activityLog.actorUserId))
          .where(and(inArray(activityLog.entityId, entityIds), inArray(activityLog.action, actions)))
          .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
          .limit(limit),
};
