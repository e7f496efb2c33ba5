import { z } from 'zod';
import { OptionalPhoneNumber, PhoneE164, PhoneNumber } from './phone';
import { optionalText, requiredText } from './text';

/** SPEC §4: a call is inbound or outbound. */
export const CallDirection = z.enum(['inbound', 'outbound']);
export type CallDirection = z.infer<typeof CallDirection>;

/**
 * SPEC §4's call statuses, with the three ways an inbound call ends:
 * - initial, ringing, in_progress: the call is under way (the Active Calls tab);
 * - answered: ended after a conversation; missed: ended unanswered without a message; voicemail:
 *   ended with a message left; done: an outbound call that ended;
 * - called_back: an inbound call somebody returned through Studiolo.
 */
export const CallStatus = z.enum([
  'initial',
  'ringing',
  'in_progress',
  'answered',
  'missed',
  'voicemail',
  'done',
  'called_back',
]);
export type CallStatus = z.infer<typeof CallStatus>;

export const ACTIVE_CALL_STATUSES = ['initial', 'ringing', 'in_progress'] as const satisfies CallStatus[];

/**
 * How far along a call is. Provider events arrive at least once and in any order: a call only ever
 * moves to a higher rank, so a late 'ringing' never undoes 'answered'. Among the endings a message
 * left outranks an answer, which outranks a miss (the provider may report 'no answer' before the
 * voicemail's recording); a call-back comes after all of them.
 */
export const CALL_STATUS_RANK: Record<CallStatus, number> = {
  initial: 0,
  ringing: 10,
  in_progress: 20,
  missed: 30,
  done: 31,
  answered: 32,
  voicemail: 33,
  called_back: 40,
};

/** SPEC §4: request handling. */
export const RequestStatus = z.enum(['pending', 'working_on', 'completed', 'unable_to_manage']);
export type RequestStatus = z.infer<typeof RequestStatus>;

export const CallPriority = z.enum(['high', 'normal', 'low']);
export type CallPriority = z.infer<typeof CallPriority>;

/** What a caller wants, as the triage reads it. */
export const CallCategory = z.enum([
  'appointment_booking',
  'cancellation_or_change',
  'prescription_or_results',
  'urgent_clinical',
  'billing',
  'information',
  'spam',
  'other',
]);
export type CallCategory = z.infer<typeof CallCategory>;

export const SuggestedAction = z.enum(['call_back', 'whatsapp_reply', 'no_action']);
export type SuggestedAction = z.infer<typeof SuggestedAction>;

/** The triage of a call: the same fields from the rule-based classifier and from a language model. */
export const CallTriage = z.object({
  priority: CallPriority,
  category: CallCategory,
  /** One sentence in the organization's language. */
  summary: z.string().min(1).max(500),
  suggestedAction: SuggestedAction,
  /** The WhatsApp text to send, when the suggestion is a WhatsApp reply. */
  draftReply: z.string().max(1000).nullable(),
  /** Why this priority and action, in the organization's language. */
  reason: z.string().min(1).max(500),
});
export type CallTriage = z.infer<typeof CallTriage>;

/** One stretch of a transcript; `flagged` when the model itself doubts it (silence, repetition). */
export const TranscriptSegment = z.object({
  startSeconds: z.number().min(0),
  endSeconds: z.number().min(0),
  text: z.string(),
  confidence: z.number().min(0).max(1),
  flagged: z.boolean(),
});
export type TranscriptSegment = z.infer<typeof TranscriptSegment>;

/**
 * Where the work after a call stands: `not_configured` when no transcription service is set and the
 * call has no scripted transcript; `failed` after the last retry.
 */
export const ProcessingState = z.enum(['none', 'pending', 'done', 'failed', 'not_configured']);
export type ProcessingState = z.infer<typeof ProcessingState>;

export const RecordingKind = z.enum(['recording', 'voicemail']);
export type RecordingKind = z.infer<typeof RecordingKind>;

/** A patient the caller's number may be: theirs, or their guardian's (`minor`: under 18 today). */
export const CallerPatient = z.object({ id: z.uuid(), name: z.string(), minor: z.boolean() });
export type CallerPatient = z.infer<typeof CallerPatient>;

/**
 * Whom a caller's number belongs to. `patients` lists every patient it may be (a mother and her child
 * sharing a phone: both), adults first; `patientId` and `name` are the first of them, the likeliest
 * caller (the guardian rather than the child), or null when no patient has the number.
 */
export const CallCaller = z.object({
  number: z.string(),
  patientId: z.uuid().nullable(),
  name: z.string().nullable(),
  patients: z.array(CallerPatient),
});
export type CallCaller = z.infer<typeof CallCaller>;

/**
 * Who took the call (SPEC §3 Call.agent): a member who called back through Studiolo, the
 * professional's mobile the call rang and was answered on, or Studiolo's answering service that took
 * the message; null while no one has (ringing, missed).
 */
export const CallAgent = z.discriminatedUnion('kind', [
  /** `name` is null when the member's account was deleted. */
  z.object({ kind: z.literal('member'), name: z.string().nullable() }),
  /** `number` is null when the provider did not report the leg (the number forwards to one mobile). */
  z.object({ kind: z.literal('mobile'), number: z.string().nullable() }),
  z.object({ kind: z.literal('assistant') }),
]);
export type CallAgent = z.infer<typeof CallAgent>;

/** A call in a list. */
export const CallSummary = z.object({
  id: z.uuid(),
  direction: CallDirection,
  status: CallStatus,
  caller: CallCaller,
  /** The clinic's number that was called (inbound) or that called (outbound). */
  number: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
  durationSeconds: z.number().int().min(0).nullable(),
  recordingKind: RecordingKind.nullable(),
  priority: CallPriority.nullable(),
  category: CallCategory.nullable(),
  summary: z.string().nullable(),
  requestStatus: RequestStatus,
  agent: CallAgent.nullable(),
  /** The transcript, only in a list asked `includeTranscripts=true` (SPEC §7); null while there is none. */
  transcript: z.string().nullable().optional(),
});
export type CallSummary = z.infer<typeof CallSummary>;

export const CallRequestChange = z.object({
  status: RequestStatus,
  changedAt: z.iso.datetime({ offset: true }),
  changedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type CallRequestChange = z.infer<typeof CallRequestChange>;

export const CallComment = z.object({
  id: z.uuid(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type CallComment = z.infer<typeof CallComment>;

export const ReplyChannel = z.enum(['call_back', 'whatsapp']);
export type ReplyChannel = z.infer<typeof ReplyChannel>;

export const CallReply = z.object({
  id: z.uuid(),
  channel: ReplyChannel,
  /** The WhatsApp text, or null for a call-back. */
  message: z.string().nullable(),
  /** 'provider' when Studiolo placed the call-back, 'link' when the member's phone did (tel:, wa.me). */
  via: z.enum(['provider', 'link']),
  createdAt: z.iso.datetime({ offset: true }),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type CallReply = z.infer<typeof CallReply>;

/** A call with everything its page shows. */
export const CallDetail = CallSummary.extend({
  participants: z.array(z.string()),
  forwarding: z.object({
    originalCaller: z.string().nullable(),
    forwardedVia: z.string().nullable(),
    forwardedTo: z.string().nullable(),
  }),
  recording: z
    .object({
      kind: RecordingKind,
      durationSeconds: z.number().int().min(0).nullable(),
      contentType: z.string(),
    })
    .nullable(),
  transcription: z.object({
    state: ProcessingState,
    text: z.string().nullable(),
    confidence: z.number().min(0).max(1).nullable(),
    segments: z.array(TranscriptSegment),
    error: z.string().nullable(),
  }),
  triage: z.object({
    state: ProcessingState,
    result: CallTriage.nullable(),
    error: z.string().nullable(),
  }),
  tags: z.array(z.string()),
  comments: z.array(CallComment),
  requestHistory: z.array(CallRequestChange),
  replies: z.array(CallReply),
  /** Whether Studiolo can place the call-back itself: the number has the professional's phone to ring first. */
  canCallBack: z.boolean(),
});
export type CallDetail = z.infer<typeof CallDetail>;

/** SPEC §9: the list loads 3 more days per step. */
export const CALL_LIST_DAYS_STEP = 3;

/** The most calls one list answer carries. */
export const CALL_LIST_LIMIT = 500;

/** The first day a call list may start from: no call is older than the product. */
export const CALLS_EPOCH = '2020-01-01';

export const CallTab = z.enum(['all', 'active', 'completed']);
export type CallTab = z.infer<typeof CallTab>;

/**
 * A window of whole days in Europe/Rome, newest first: `days` days ending with `until` (default
 * today). 'Load 3 more days' asks again with `days` grown by 3.
 */
export const CallListQuery = z.object({
  tab: CallTab.default('all'),
  until: z.iso
    .date()
    .refine((day) => day >= CALLS_EPOCH && day <= '2100-12-31', { error: 'date' })
    .optional(),
  days: z.coerce.number().int().min(1).max(366).default(CALL_LIST_DAYS_STEP),
  requestStatus: RequestStatus.optional(),
  priority: CallPriority.optional(),
  /** Each call's transcript too (SPEC §7 'optional transcriptions'); on the public API, the slower tier. */
  includeTranscripts: z.enum(['true', 'false']).default('false'),
});
export type CallListQuery = z.infer<typeof CallListQuery>;

export const CallList = z.object({
  calls: z.array(CallSummary),
  /** The first day the window covers (YYYY-MM-DD). */
  from: z.iso.date(),
  until: z.iso.date(),
  /** Whether older calls exist before `from`. */
  hasMore: z.boolean(),
  /**
   * The window holds more calls than one answer carries (CALL_LIST_LIMIT): the newest are here.
   * Ask for a narrower window (fewer days, an earlier `until`) or a filter for the rest.
   */
  truncated: z.boolean(),
});
export type CallList = z.infer<typeof CallList>;

/** The most open requests 'Da gestire' lists at once (the count says how many there are in all). */
export const CALLS_TO_HANDLE_LIMIT = 200;

/**
 * 'Da gestire': the open requests, most urgent first (high, then normal or not yet triaged, then low),
 * then the longest waiting first. An open request is an inbound call that has ended, whose request is
 * pending or being worked on, that went unanswered (missed or voicemail) or that someone is working on,
 * and that the triage did not read as spam. An answered or returned call is done unless someone marks
 * it 'working on'.
 */
export const CallsToHandle = z.object({
  calls: z.array(CallSummary),
  /** How many open requests there are (the sidebar's badge). */
  total: z.number().int().min(0),
});
export type CallsToHandle = z.infer<typeof CallsToHandle>;

export const CallsToHandleCount = z.object({ total: z.number().int().min(0) });
export type CallsToHandleCount = z.infer<typeof CallsToHandleCount>;

export const RequestStatusInput = z.object({ status: RequestStatus });
export type RequestStatusInput = z.infer<typeof RequestStatusInput>;

export const CallCommentInput = z.object({ body: requiredText(2000) });
export type CallCommentInput = z.infer<typeof CallCommentInput>;

export const CallTagsInput = z.object({
  tags: z.array(requiredText(40)).max(20),
});
export type CallTagsInput = z.infer<typeof CallTagsInput>;

/**
 * A reply to record: a call-back (placed by the provider when `viaProvider`, else the member dials
 * the tel: link) or a WhatsApp message opened as a wa.me link.
 */
export const CallReplyInput = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('call_back'), viaProvider: z.boolean().default(false) }),
  z.object({ channel: z.literal('whatsapp'), message: requiredText(1000) }),
]);
export type CallReplyInput = z.infer<typeof CallReplyInput>;

/** SPEC §9: analytics over the last 7, 30 or 90 days. */
export const AnalyticsRange = z.enum(['7', '30', '90']);
export type AnalyticsRange = z.infer<typeof AnalyticsRange>;

export const CallAnalyticsQuery = z.object({ range: AnalyticsRange.default('7') });

export const CallAnalytics = z.object({
  from: z.iso.date(),
  until: z.iso.date(),
  totalCalls: z.number().int(),
  /** Mean length of the calls that were answered (a conversation), in seconds; voicemails and misses aside. */
  averageDurationSeconds: z.number().int().nullable(),
  /** Calls since Monday of this week (Europe/Rome). */
  thisWeek: z.number().int(),
  daily: z.array(z.object({ day: z.iso.date(), calls: z.number().int() })),
  /**
   * Inbound: answered (or returned) inbound calls; missed: inbound calls nobody answered and where no
   * message was left; voicemail: those where the caller left a message (not counted as missed).
   */
  byType: z.object({
    inbound: z.number().int(),
    outbound: z.number().int(),
    missed: z.number().int(),
    voicemail: z.number().int(),
  }),
  /** Calls per weekday (1 = Monday … 7 = Sunday) and hour (0–23), Europe/Rome. */
  peakHours: z.array(
    z.object({ weekday: z.number().int(), hour: z.number().int(), calls: z.number().int() }),
  ),
});
export type CallAnalytics = z.infer<typeof CallAnalytics>;

/** The 'simulate call' action (outside production). */
export const SimulateCallInput = z.object({
  caller: PhoneNumber,
  outcome: z.enum(['answered', 'voicemail', 'missed']).default('voicemail'),
  durationSeconds: z.number().int().min(1).max(3600).default(35),
  /** What the caller says; used as the transcript when no transcription service is set up. */
  transcript: optionalText(5000),
  /**
   * The phone whose forwarding put the call on the number (the network's ForwardedFrom): the caller
   * dialled it, not the number. The forwarding wizard's test call comes so.
   */
  forwardedFrom: OptionalPhoneNumber,
  /** The caller presses the key for no recording when the notice offers it (recording on). */
  refusesRecording: z.boolean().default(false),
});
export type SimulateCallInput = z.infer<typeof SimulateCallInput>;

export const SimulatedCall = z.object({ providerCallId: z.string(), number: PhoneE164 });
export type SimulatedCall = z.infer<typeof SimulatedCall>;

/** The public read API's keys (Settings → API), scoped to one organization. */
export const ApiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters, to tell keys apart; the whole key is shown once, when created. */
  prefix: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyInput = z.object({ name: requiredText(80) });
export type ApiKeyInput = z.infer<typeof ApiKeyInput>;

export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** SPEC §9: the call API allows 60 requests per minute per key. */
export const API_KEY_REQUESTS_PER_MINUTE = 60;
/**
 * SPEC §9 'transcriptions slower': requests that answer transcripts (a call, a list with
 * transcripts) count in a second, smaller window of their own as well.
 */
export const API_KEY_TRANSCRIPT_REQUESTS_PER_MINUTE = 10;

/** The limit a public API request counts against: every request 'calls', transcripts 'transcripts' too. */
export type ApiKeyTier = 'calls' | 'transcripts';
export const API_KEY_LIMITS: Record<ApiKeyTier, number> = {
  calls: API_KEY_REQUESTS_PER_MINUTE,
  transcripts: API_KEY_TRANSCRIPT_REQUESTS_PER_MINUTE,
};
