import { eq, inArray, notInArray } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  ACTIVE_CALL_STATUSES,
  CALL_LIST_LIMIT,
  CALLS_TO_HANDLE_LIMIT,
  isDialable,
  type CallAgent,
  type CallDetail,
  type CallList,
  type CallListQuery,
  type CallReplyInput,
  type CallsToHandle,
  type CallStatus,
  type CallSummary,
  type RequestStatus,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { calls } from '../../db/schema';
import { withTenant, type TenantContext } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { TelephonyError } from '../../providers/telephony/port';
import { recordAccess, recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { callsRepo, type CallRow, type CallWithCaller, type PhoneNumberRow } from './repo';
import { dayWindow, todayThere } from './window';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** Who took the call: see CallAgent in the contracts. */
export function agentOf(call: CallRow, callbackBy: string | null): CallAgent | null {
  if (call.direction === 'outbound') {
    return callbackBy === null ? null : { kind: 'member', name: callbackBy || null };
  }
  if (call.status === 'voicemail' || (call.recordingKey && call.recordingKind === 'voicemail')) {
    return { kind: 'assistant' };
  }
  // Answered and no message left: the number put it through to the professional's mobile.
  return call.answeredAt ? { kind: 'mobile', number: call.forwardedTo } : null;
}

export function toSummary({ call, patients, callbackBy }: CallWithCaller): CallSummary {
  // The first is the likeliest caller (an adult: the guardian rather than the child); all are shown.
  const likeliest = patients[0];
  return {
    id: call.id,
    direction: call.direction,
    status: call.status,
    caller: {
      number: call.caller,
      patientId: likeliest?.id ?? null,
      name: likeliest?.name ?? null,
      patients,
    },
    number: call.number,
    startedAt: call.startedAt.toISOString(),
    answeredAt: iso(call.answeredAt),
    endedAt: iso(call.endedAt),
    durationSeconds: call.durationSeconds,
    recordingKind: call.recordingKey ? call.recordingKind : null,
    priority: call.priority,
    category: call.category,
    summary: call.summary,
    requestStatus: call.requestStatus,
    agent: agentOf(call, callbackBy),
  };
}

const ACTIVE: CallStatus[] = [...ACTIVE_CALL_STATUSES];
const tabCondition = (tab: CallListQuery['tab']) =>
  tab === 'active'
    ? inArray(calls.status, ACTIVE)
    : tab === 'completed'
      ? notInArray(calls.status, ACTIVE)
      : undefined;

/** A window of whole days, newest first; 'load 3 more days' asks again with more days. */
export async function listCalls(app: AppContext, tenant: Tenant, query: CallListQuery): Promise<CallList> {
  requirePermission(tenant.role, 'calls:handle');
  return readCalls(app, tenant, query);
}

/**
 * The calls of one organization (a member's list, or the public API with the organization's key,
 * `apiKeyId`); with `includeTranscripts`, each transcript read is logged as access to health data.
 */
export async function readCalls(
  app: AppContext,
  scope: TenantContext,
  query: CallListQuery,
  apiKeyId?: string,
): Promise<CallList> {
  const until = query.until ? Temporal.PlainDate.from(query.until) : todayThere();
  const window = dayWindow(until, query.days);
  const conditions = [
    tabCondition(query.tab),
    query.requestStatus ? eq(calls.requestStatus, query.requestStatus) : undefined,
    query.priority ? eq(calls.priority, query.priority) : undefined,
  ];
  const withTranscripts = query.includeTranscripts === 'true';
  return withTenant(app.database.db, scope, async (tx) => {
    const found = await callsRepo.list(tx, window.from, window.to, conditions, CALL_LIST_LIMIT + 1);
    const rows = found.slice(0, CALL_LIST_LIMIT);
    if (withTranscripts) {
      // Reading transcripts is access to health data (DESIGN.md), logged per call as a single read is.
      for (const { call } of rows.filter((row) => row.call.transcript !== null)) {
        await recordAccess(tx, scope, {
          action: 'call.transcript_read',
          entityType: 'call',
          entityId: call.id,
          ...(apiKeyId ? { data: { apiKeyId } } : {}),
        });
      }
    }
    return {
      calls: rows.map((row) =>
        withTranscripts ? { ...toSummary(row), transcript: row.call.transcript } : toSummary(row),
      ),
      truncated: found.length > CALL_LIST_LIMIT,
      from: window.first.toString(),
      until: until.toString(),
      hasMore: await callsRepo.startedBefore(tx, window.from, conditions),
    };
  });
}

/** 'Da gestire': the open requests, most urgent first, and how many there are. */
export async function callsToHandle(app: AppContext, tenant: Tenant): Promise<CallsToHandle> {
  requirePermission(tenant.role, 'calls:handle');
  return withTenant(app.database.db, tenant, async (tx) => {
    const rows = await callsRepo.toHandle(tx, CALLS_TO_HANDLE_LIMIT);
    const total = rows.length < CALLS_TO_HANDLE_LIMIT ? rows.length : await callsRepo.countToHandle(tx);
    return { calls: rows.map(toSummary), total };
  });
}

/** How many open requests there are: the sidebar's badge. */
export async function countCallsToHandle(app: AppContext, tenant: Tenant): Promise<number> {
  requirePermission(tenant.role, 'calls:handle');
  return withTenant(app.database.db, tenant, (tx) => callsRepo.countToHandle(tx));
}

async function detailOf(tx: Tx, id: string): Promise<CallDetail> {
  const found = await callsRepo.findWithCaller(tx, id);
  if (!found) throw new AppError('NOT_FOUND', 404);
  const { call } = found;
  const [changes, comments, replies, number] = await Promise.all([
    callsRepo.requestChanges(tx, id),
    callsRepo.comments(tx, id),
    callsRepo.replies(tx, id),
    callsRepo.numberByE164(tx, call.number),
  ]);
  return {
    ...toSummary(found),
    participants: [call.caller, call.number, call.forwardedTo].filter((p): p is string => !!p),
    forwarding: {
      originalCaller: call.caller || null,
      forwardedVia: call.forwardedVia,
      forwardedTo: call.forwardedTo,
    },
    recording: call.recordingKey
      ? {
          kind: call.recordingKind ?? 'recording',
          durationSeconds: call.recordingDurationSeconds,
          contentType: call.recordingContentType ?? 'audio/wav',
        }
      : null,
    transcription: {
      state: call.transcriptionState,
      text: call.transcript,
      confidence: call.transcriptConfidence,
      segments: call.transcriptSegments,
      error: call.transcriptionError,
    },
    triage: {
      state: call.triageState,
      result:
        call.triageState === 'done' && call.priority && call.category && call.suggestedAction
          ? {
              priority: call.priority,
              category: call.category,
              summary: call.summary ?? '',
              suggestedAction: call.suggestedAction,
              draftReply: call.draftReply,
              reason: call.triageReason ?? '',
            }
          : null,
      error: call.triageError,
    },
    tags: call.tags,
    comments: comments.map(({ comment, authorName }) => ({
      id: comment.id,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
      author: person(comment.authorId, authorName),
    })),
    requestHistory: changes.map(({ change, authorName }) => ({
      status: change.status,
      changedAt: change.changedAt.toISOString(),
      changedBy: person(change.changedBy, authorName),
    })),
    replies: replies.map(({ reply, authorName }) => ({
      id: reply.id,
      channel: reply.channel,
      message: reply.message,
      via: reply.viaProvider ? ('provider' as const) : ('link' as const),
      createdAt: reply.createdAt.toISOString(),
      author: person(reply.authorId, authorName),
    })),
    canCallBack: canPlaceCallback(number, call),
  };
}

/** The provider rings the professional's phone first: the number needs one, and the call a caller. */
const canPlaceCallback = (number: PhoneNumberRow | undefined, call: CallRow) =>
  !!number?.forwardTo && number.organizationId === call.organizationId && isDialable(call.caller);

export async function getCall(app: AppContext, tenant: Tenant, id: string): Promise<CallDetail> {
  requirePermission(tenant.role, 'calls:handle');
  return readCall(app, tenant, id);
}

/**
 * One call with its transcript, for a member or for the public API (`apiKeyId`); reading a
 * transcript is logged as access to health data.
 */
export const readCall = (
  app: AppContext,
  scope: TenantContext,
  id: string,
  apiKeyId?: string,
): Promise<CallDetail> =>
  withTenant(app.database.db, scope, async (tx) => {
    const detail = await detailOf(tx, id);
    if (detail.transcription.text !== null) {
      await recordAccess(tx, scope, {
        action: 'call.transcript_read',
        entityType: 'call',
        entityId: id,
        ...(apiKeyId ? { data: { apiKeyId } } : {}),
      });
    }
    return detail;
  });

/** Runs a change to one call (404 when not this organization's) and answers the call as it is now. */
async function changeCall(
  app: AppContext,
  tenant: Tenant,
  id: string,
  change: (tx: Tx, call: CallRow) => Promise<void>,
): Promise<CallDetail> {
  requirePermission(tenant.role, 'calls:handle');
  return withTenant(app.database.db, tenant, async (tx) => {
    const call = await callsRepo.find(tx, id);
    if (!call) throw new AppError('NOT_FOUND', 404);
    await change(tx, call);
    return detailOf(tx, id);
  });
}

export const setRequestStatus = (app: AppContext, tenant: Tenant, id: string, status: RequestStatus) =>
  changeCall(app, tenant, id, async (tx, call) => {
    if (call.requestStatus === status) return;
    await callsRepo.update(tx, id, { requestStatus: status });
    await callsRepo.insertRequestChange(tx, {
      organizationId: tenant.organizationId,
      callId: id,
      status,
      changedBy: tenant.userId,
    });
    await recordActivity(tx, tenant, {
      action: 'call.request_status',
      entityType: 'call',
      entityId: id,
      data: { from: call.requestStatus, to: status },
    });
  });

export const addComment = (app: AppContext, tenant: Tenant, id: string, body: string) =>
  changeCall(app, tenant, id, async (tx) => {
    await callsRepo.insertComment(tx, {
      organizationId: tenant.organizationId,
      callId: id,
      body,
      authorId: tenant.userId,
    });
    await callsRepo.touch(tx, id);
    await recordActivity(tx, tenant, { action: 'call.comment', entityType: 'call', entityId: id });
  });

export const setTags = (app: AppContext, tenant: Tenant, id: string, tags: string[]) =>
  changeCall(app, tenant, id, async (tx) => {
    const unique = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
    await callsRepo.update(tx, id, { tags: unique });
    await recordActivity(tx, tenant, {
      action: 'call.tags',
      entityType: 'call',
      entityId: id,
      data: { tags: unique },
    });
  });

/**
 * Records a reply. A call-back through the provider rings the member's phone first, then the
 * caller; it needs the member's phone (the number's forwarding target). A call-back from the
 * member's own phone (tel:) and a WhatsApp message (wa.me) are recorded as they are opened.
 */
export async function replyToCall(
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: CallReplyInput,
): Promise<CallDetail> {
  requirePermission(tenant.role, 'calls:handle');
  const { call, number } = await withTenant(app.database.db, tenant, async (tx) => {
    const found = await callsRepo.find(tx, id);
    return { call: found, number: found ? await callsRepo.numberByE164(tx, found.number) : undefined };
  });
  if (!call) throw new AppError('NOT_FOUND', 404);
  let providerCallId: string | null = null;
  const viaProvider = input.channel === 'call_back' && input.viaProvider;
  if (viaProvider) {
    if (!number || !canPlaceCallback(number, call)) throw new AppError('CALLBACK_FAILED', 409);
    try {
      ({ providerCallId } = await app.telephony.placeCallback({
        from: number.e164,
        agent: number.forwardTo!,
        callee: call.caller,
      }));
    } catch (error) {
      if (error instanceof TelephonyError) throw new AppError('CALLBACK_FAILED', 502);
      throw error;
    }
  }
  return changeCall(app, tenant, id, async (tx, current) => {
    await callsRepo.insertReply(tx, {
      organizationId: tenant.organizationId,
      callId: id,
      channel: input.channel,
      message: input.channel === 'whatsapp' ? input.message : null,
      viaProvider,
      providerCallId,
      authorId: tenant.userId,
    });
    // Only a call-back Studiolo placed is known to have happened; a tel: link may not have been dialled.
    if (viaProvider && current.direction === 'inbound' && current.endedAt) {
      await callsRepo.update(tx, id, { status: 'called_back' });
    } else {
      await callsRepo.touch(tx, id);
    }
    await recordActivity(tx, tenant, {
      action: 'call.reply',
      entityType: 'call',
      entityId: id,
      data: { channel: input.channel, viaProvider },
    });
  });
}

/**
 * The call's audio for a member allowed to hear it. A listen is logged (DESIGN.md: health data)
 * when the audio is asked from its start (`fromStart`), not for each part a player seeks to.
 */
export async function callRecording(app: AppContext, tenant: Tenant, id: string, fromStart: boolean) {
  requirePermission(tenant.role, 'calls:handle');
  const call = await withTenant(app.database.db, tenant, async (tx) => {
    const found = await callsRepo.find(tx, id);
    if (found?.recordingKey && fromStart) {
      await recordAccess(tx, tenant, { action: 'call.recording_played', entityType: 'call', entityId: id });
    }
    return found;
  });
  if (!call) throw new AppError('NOT_FOUND', 404);
  const stored = call.recordingKey ? await app.storage.get(call.recordingKey) : null;
  if (!stored) throw new AppError('RECORDING_NOT_AVAILABLE', 404);
  return { ...stored, kind: call.recordingKind ?? 'recording', startedAt: call.startedAt };
}
