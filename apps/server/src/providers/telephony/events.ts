import type { CallDirection, RecordingKind } from '@studiolo/contracts';

/** The webhooks a number's calls reach (`/api/v1/telephony/<hook>`). */
export const TELEPHONY_HOOKS = ['voice', 'gather', 'dial', 'status', 'recording', 'connect'] as const;
export type TelephonyHook = (typeof TELEPHONY_HOOKS)[number];

/**
 * What one webhook tells about a call, as facts to merge into it (modules/calls/state.ts): any
 * field may be missing, and the same facts may come twice or late.
 */
export interface CallEvent {
  providerCallId: string;
  /** The organization's number the call is on. */
  number: string;
  at: Date;
  direction?: CallDirection;
  /** The other party. */
  caller?: string;
  /** The professional's own number the caller dialled, forwarded to ours. */
  forwardedVia?: string;
  /** The professional's phone we rang. */
  forwardedTo?: string;
  ringing?: boolean;
  answeredAt?: Date;
  endedAt?: Date;
  durationSeconds?: number;
  recording?: {
    providerRecordingId: string;
    url: string;
    kind: RecordingKind;
    durationSeconds: number | null;
    /** Only the simulator sends it: what its caller says. */
    scriptedTranscript: string | null;
  };
}

/** The query our TwiML and the number's settings put on each callback URL; covered by the signature. */
export interface HookQuery {
  /** The organization's number (recording callbacks do not repeat it). */
  number?: string;
  kind?: RecordingKind;
  /** Whom a call-back connects to. */
  callee?: string;
  /** 'voicemail' once the caller's message is recorded: the call is hung up. */
  step?: 'voicemail';
  /** 'off' on a forward the caller asked not to record: unanswered, no voicemail is taken. */
  recording?: 'off';
}

const ENDED = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled']);

function seconds(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** Twilio's `Timestamp` (RFC 2822) when given, else when we received it. */
function eventTime(params: Record<string, string>, receivedAt: Date): Date {
  const stamp = params.Timestamp ? new Date(params.Timestamp) : null;
  return stamp && !Number.isNaN(stamp.getTime()) ? stamp : receivedAt;
}

/**
 * Reads one Twilio-format webhook. `scripted` lets the simulator's own parameter through; a
 * transcript parameter on a real provider's webhook is not trusted.
 */
export function parseCallEvents(
  hook: TelephonyHook,
  params: Record<string, string>,
  query: HookQuery,
  receivedAt: Date,
  options: { scripted: boolean },
): CallEvent[] {
  const at = eventTime(params, receivedAt);
  const inbound = !params.Direction || params.Direction === 'inbound';
  const number = query.number ?? (inbound ? params.To : params.From);
  // A leg of a <Dial> reports for the call it belongs to.
  const providerCallId = params.ParentCallSid ?? params.CallSid;
  if (!providerCallId || !number) return [];
  const base = { providerCallId, number, at };

  switch (hook) {
    case 'voice':
      return [
        {
          ...base,
          direction: 'inbound',
          caller: params.From,
          ringing: true,
          ...(params.ForwardedFrom ? { forwardedVia: params.ForwardedFrom } : {}),
        },
      ];
    case 'gather':
      // The key pressed during the recording notice: it changes what is answered, not the call's facts.
      return [];
    case 'connect':
      return [{ ...base, direction: 'outbound', ...(query.callee ? { caller: query.callee } : {}) }];
    case 'dial': {
      const answered = params.DialCallStatus === 'completed';
      return [
        {
          ...base,
          ...(params.From && inbound ? { caller: params.From } : {}),
          // The Dial ended: if it connected, it was answered DialCallDuration seconds before.
          ...(answered
            ? { answeredAt: new Date(at.getTime() - (seconds(params.DialCallDuration) ?? 0) * 1000) }
            : {}),
        },
      ];
    }
    case 'status': {
      const status = params.CallStatus ?? '';
      const child = !!params.ParentCallSid;
      const event: CallEvent = { ...base };
      if (!child) {
        event.direction = inbound ? 'inbound' : 'outbound';
        const other = inbound ? params.From : (query.callee ?? params.To);
        if (other) event.caller = other;
      }
      if (child && params.To) event.forwardedTo = params.To;
      if (status === 'ringing' || status === 'initiated') event.ringing = true;
      if (status === 'in-progress' || status === 'answered') event.answeredAt = at;
      // The professional's leg ending says nothing of the caller's; only the call's own end counts.
      if (ENDED.has(status) && !child) {
        event.endedAt = at;
        const duration = seconds(params.CallDuration);
        if (duration !== undefined) event.durationSeconds = duration;
      }
      return [event];
    }
    case 'recording': {
      if (params.RecordingStatus && params.RecordingStatus !== 'completed') return [];
      if (!params.RecordingSid || !params.RecordingUrl) return [];
      return [
        {
          ...base,
          recording: {
            providerRecordingId: params.RecordingSid,
            url: params.RecordingUrl,
            kind: query.kind ?? 'recording',
            durationSeconds: seconds(params.RecordingDuration) ?? null,
            scriptedTranscript: options.scripted ? (params.StudioloTranscript ?? null) : null,
          },
        },
      ];
    }
  }
}
