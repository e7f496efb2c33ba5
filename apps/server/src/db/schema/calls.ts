import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ApiKeyTier,
  CallCategory,
  CallDirection,
  CallPriority,
  CallStatus,
  ProcessingState,
  RecordingKind,
  ReplyChannel,
  RequestStatus,
  SuggestedAction,
  TranscriptSegment,
} from '@studiolo/contracts';
import { users } from './auth';
import { organizations } from './organizations';
import { tenantColumns, timestamps } from './tenant';

export type TelephonyProvider = 'simulator' | 'twilio';

/**
 * The numbers Studiolo answers: each belongs to one organization, or to nobody yet (the simulator's
 * pool). Row-level security shows an organization its own; a provider's webhook names only the
 * number called, so the routing lookup sets app.phone_number and reads that one row (migration
 * 0025, modules/calls/numbers.ts).
 */
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    e164: text('e164').notNull().unique(),
    provider: text('provider').$type<TelephonyProvider>().notNull(),
    /** The provider's id of the number (Twilio's PN… SID), to release it. */
    providerNumberId: text('provider_number_id'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** Where an answered call is forwarded: the professional's own phone (E.164). */
    forwardTo: text('forward_to'),
    ...timestamps,
  },
  (t) => [
    index('phone_numbers_organization_idx').on(t.organizationId),
    check('phone_numbers_provider_check', sql`${t.provider} in ('simulator', 'twilio')`),
  ],
);

/**
 * What a telephony provider told us, kept as received before anything is done with it: the
 * webhook answers as soon as the event is stored, and the `telephony.event` job applies it. The
 * same delivery twice has the same key and is stored once. Not a tenant table: the organization is
 * known only once the number is looked up.
 */
export const telephonyEvents = pgTable(
  'telephony_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').$type<TelephonyProvider>().notNull(),
    /** Which webhook it came to (voice, status, dial, recording). */
    hook: text('hook').notNull(),
    /** A hash of the hook and its parameters: a provider's retry of the same event has the same one. */
    dedupeKey: text('dedupe_key').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** The query of the URL it came to (our own, set in the TwiML): the number, a recording's kind. */
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Why it could not be applied (an unknown number), when it could not. */
    outcome: text('outcome'),
  },
  (t) => [
    unique('telephony_events_dedupe_key').on(t.provider, t.dedupeKey),
    // Processed events are purged after a while (modules/calls/events-job.ts).
    index('telephony_events_processed_idx').on(t.processedAt),
  ],
);

/**
 * What the work after a call fills in: its recording, transcript and triage. A demo call (schema/demo.ts)
 * goes through the same work and has the same columns.
 */
export const callProcessingColumns = () => ({
  /** The recording or voicemail: the provider's id first, then our storage key once downloaded. */
  recordingProviderId: text('recording_provider_id'),
  recordingKind: text('recording_kind').$type<RecordingKind>(),
  recordingUrl: text('recording_url'),
  recordingKey: text('recording_key'),
  recordingContentType: text('recording_content_type'),
  recordingDurationSeconds: integer('recording_duration_seconds'),
  /** What a simulated caller says: the transcript when no transcription service is set up. */
  scriptedTranscript: text('scripted_transcript'),
  transcriptionState: text('transcription_state').$type<ProcessingState>().notNull().default('none'),
  transcript: text('transcript'),
  transcriptConfidence: real('transcript_confidence'),
  transcriptSegments: jsonb('transcript_segments').$type<TranscriptSegment[]>().notNull().default([]),
  transcriptionError: text('transcription_error'),
  triageState: text('triage_state').$type<ProcessingState>().notNull().default('none'),
  priority: text('priority').$type<CallPriority>(),
  category: text('category').$type<CallCategory>(),
  summary: text('summary'),
  suggestedAction: text('suggested_action').$type<SuggestedAction>(),
  draftReply: text('draft_reply'),
  triageReason: text('triage_reason'),
  triageError: text('triage_error'),
});

/**
 * A phone call to or from an organization's number, built up from the provider's events in
 * whatever order they come (CALL_STATUS_RANK), then recorded, transcribed and triaged by jobs.
 */
export const calls = pgTable(
  'calls',
  {
    ...tenantColumns,
    provider: text('provider').$type<TelephonyProvider>().notNull(),
    providerCallId: text('provider_call_id').notNull(),
    direction: text('direction').$type<CallDirection>().notNull(),
    status: text('status').$type<CallStatus>().notNull(),
    /** The other party: who called (inbound) or who was called (outbound), E.164; '' until known. */
    caller: text('caller').notNull().default(''),
    /** The organization's number. */
    number: text('number').notNull(),
    /** The professional's phone the call was forwarded to. */
    forwardedTo: text('forwarded_to'),
    /** The professional's own number the caller dialled, when its forward put the call on ours. */
    forwardedVia: text('forwarded_via'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    ...callProcessingColumns(),
    /** When the retention job deleted the recording, and the transcript with what was drawn from it. */
    recordingDeletedAt: timestamp('recording_deleted_at', { withTimezone: true }),
    transcriptDeletedAt: timestamp('transcript_deleted_at', { withTimezone: true }),
    requestStatus: text('request_status').$type<RequestStatus>().notNull().default('pending'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('calls_provider_call_key').on(t.organizationId, t.provider, t.providerCallId),
    index('calls_started_idx').on(t.organizationId, t.startedAt.desc()),
    index('calls_updated_idx').on(t.organizationId, t.updatedAt),
    index('calls_caller_idx').on(t.organizationId, t.caller),
    // The list's filters (tab, request handling, priority), each within a window of days.
    index('calls_status_idx').on(t.organizationId, t.status, t.startedAt.desc()),
    index('calls_request_status_idx').on(t.organizationId, t.requestStatus, t.startedAt.desc()),
    index('calls_priority_idx').on(t.organizationId, t.priority, t.startedAt.desc()),
    check('calls_direction_check', sql`${t.direction} in ('inbound', 'outbound')`),
    check(
      'calls_status_check',
      sql`${t.status} in ('initial', 'ringing', 'in_progress', 'answered', 'missed', 'voicemail', 'done', 'called_back')`,
    ),
    check(
      'calls_request_status_check',
      sql`${t.requestStatus} in ('pending', 'working_on', 'completed', 'unable_to_manage')`,
    ),
    check('calls_duration_check', sql`${t.durationSeconds} is null or ${t.durationSeconds} >= 0`),
  ],
);

/** A row about one call goes with the call. */
const callReference = (name: string, t: { organizationId: AnyPgColumn; callId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.organizationId, t.callId],
    foreignColumns: [calls.organizationId, calls.id],
    name,
  }).onDelete('cascade');

/** Who moved a call's request to which status, and when (SPEC §4 request handling). */
export const callRequestChanges = pgTable(
  'call_request_changes',
  {
    ...tenantColumns,
    callId: uuid('call_id').notNull(),
    status: text('status').$type<RequestStatus>().notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('call_request_changes_call_idx').on(t.organizationId, t.callId, t.changedAt),
    callReference('call_request_changes_call_fk', t),
  ],
);

export const callComments = pgTable(
  'call_comments',
  {
    ...tenantColumns,
    callId: uuid('call_id').notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('call_comments_call_idx').on(t.organizationId, t.callId, t.createdAt),
    callReference('call_comments_call_fk', t),
  ],
);

/** A reply given to a call: a call-back or a WhatsApp message. */
export const callReplies = pgTable(
  'call_replies',
  {
    ...tenantColumns,
    callId: uuid('call_id').notNull(),
    channel: text('channel').$type<ReplyChannel>().notNull(),
    message: text('message'),
    viaProvider: boolean('via_provider').notNull().default(false),
    /** The outbound call the provider placed for a call-back. */
    providerCallId: text('provider_call_id'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('call_replies_call_idx').on(t.organizationId, t.callId, t.createdAt),
    callReference('call_replies_call_fk', t),
    check('call_replies_channel_check', sql`${t.channel} in ('call_back', 'whatsapp')`),
  ],
);

/** Keys of the public read API of calls; only a hash of each is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex: unique across organizations, to find the key's organization. */
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('api_keys_hash_key').on(t.keyHash),
    index('api_keys_organization_idx').on(t.organizationId, t.createdAt),
  ],
);

/**
 * Requests per key per minute, counted in the database so every server process shares the limit
 * (SPEC §9: 60 a minute; transcripts, slower, in a `transcripts` tier of their own). Old windows are
 * removed as new ones are counted.
 */
export const apiKeyWindows = pgTable(
  'api_key_windows',
  {
    keyId: uuid('key_id').notNull(),
    tier: text('tier').$type<ApiKeyTier>().notNull().default('calls'),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.keyId, t.tier, t.windowStart] }),
    check('api_key_windows_tier_check', sql`${t.tier} in ('calls', 'transcripts')`),
  ],
);
