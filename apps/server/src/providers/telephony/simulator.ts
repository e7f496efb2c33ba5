import { randomBytes, randomInt } from 'node:crypto';
import { italianAreaCode } from '@studiolo/contracts';
import { readFile } from 'node:fs/promises';
import twilio from 'twilio';
import type { HookQuery, TelephonyHook } from './events';
import {
  TelephonyError,
  type CallbackRequest,
  type FetchedRecording,
  type RecordingRef,
  type SmsRequest,
  type TelephonyPort,
} from './port';
import { hookUrl } from './twiml';

/** One webhook as the provider sends it: where, what, and its X-Twilio-Signature. */
export interface SignedDelivery {
  hook: TelephonyHook;
  query: HookQuery;
  url: string;
  params: Record<string, string>;
  signature: string;
}

/** A call someone makes to an organization's number, as the simulator plays it. */
export interface SimulatedScenario {
  number: string;
  caller: string;
  outcome: 'answered' | 'voicemail' | 'missed';
  durationSeconds: number;
  /** What the caller says; sent with the recording so the local transcription can replay it. */
  transcript: string | null;
  /** The professional's phone the call is forwarded to, if one is set. */
  forwardTo: string | null;
  /** The phone whose own forwarding brought the call to the number (ForwardedFrom), if any. */
  forwardedFrom?: string | null;
  /** When the call ends; it started durationSeconds before. */
  endsAt: Date;
}

/** Whether the configured telephony is the simulator (which plays simulated calls). */
export const isSimulator = (port: TelephonyPort): port is SimulatorTelephony => port.kind === 'simulator';

export type Deliver = (delivery: SignedDelivery) => Promise<void>;

/** Where the simulator keeps the SMS it "sends" (the outbox table, listed at /dev/outbox). */
export type KeepSms = (sms: SmsRequest) => Promise<{ id: string }>;

/** A call to the demo line as the simulator plays it: rings, is answered, the caller speaks, it ends. */
export interface SimulatedDemoCall {
  number: string;
  caller: string;
  transcript: string;
  /** How long it rings before the demo line answers, and how long the caller then speaks. */
  ringMs: number;
  talkMs: number;
}

/** One webhook of a played call, sent `afterMs` after the call starts. */
export interface TimedDelivery {
  afterMs: number;
  delivery: SignedDelivery;
}

/** The recorded message every simulated recording plays (apps/server/src/providers/telephony/assets). */
const AUDIO = new URL('./assets/voicemail-it.wav', import.meta.url);

/** How many numbers a search offers, as Twilio's first page would. */
const SEARCH_SIZE = 5;

/**
 * A fictitious landline in an area prefix, ten digits long as Italian landlines are ('02 4817 3920',
 * '011 583 0194'): the prefix, then a digit from 2 to 9 (as subscriber numbers begin), then any.
 */
function fictitiousNumber(prefix: string): string {
  let national = prefix + String(randomInt(2, 10));
  while (national.length < 10) national += String(randomInt(10));
  return `+39${national}`;
}

/** How long a simulated call-back lasts. */
const SIMULATED_CALLBACK_MS = 5_000;

const sid = (prefix: 'CA' | 'RE' | 'PN' | 'SM') => prefix + randomBytes(16).toString('hex');
const rfc2822 = (date: Date) => date.toUTCString();

export interface SimulatorTelephony extends TelephonyPort {
  readonly kind: 'simulator';
  /** The signed webhooks of one call, in the order a provider sends them. */
  script(scenario: SimulatedScenario): SignedDelivery[];
  /** The signed webhooks of a call to the demo line, each with when it comes. */
  demoScript(call: SimulatedDemoCall): TimedDelivery[];
  /** Sends the webhooks later, each at its time, as the network would (through `connect`'s function). */
  play(deliveries: TimedDelivery[]): void;
  /** Where the simulator's own webhooks go (the app's receiving function); set once at start. */
  connect(deliver: Deliver): void;
  /** Plays nothing more (a call-back's end still to come) and waits for what is being delivered. */
  close(): Promise<void>;
}

/**
 * The default telephony: no network, the same wire format as Twilio. Its webhooks are signed with
 * its own token exactly as Twilio signs (so the receiving code checks them the same way), its
 * recordings are a bundled voicemail, and a call-back is played back as an outbound call's events.
 */
export function simulatorTelephony(options: {
  authToken: string;
  hooksBase: string;
  /** Keeps each SMS; without, they are only counted (the port's contract tests). */
  keepSms?: KeepSms;
}): SimulatorTelephony {
  const deleted = new Set<string>();
  /** The numbers bought, by the id the simulator gave them: released ones are gone. */
  const bought = new Map<string, string>();
  let deliver: Deliver | undefined;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  /** Plays a part of a call after `ms`, unless the simulator is closed first. */
  const later = (ms: number, play: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      play();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** Delivers webhooks one after the other (a provider does not overlap one call's events). */
  const send = (list: SignedDelivery[]) => {
    const delivering = list.reduce((chain, d) => chain.then(() => deliver?.(d)), Promise.resolve());
    inFlight.add(delivering);
    void delivering.finally(() => inFlight.delete(delivering));
  };

  const sign = (hook: TelephonyHook, query: HookQuery, params: Record<string, string>): SignedDelivery => {
    const url = hookUrl(options.hooksBase, hook, query);
    return {
      hook,
      query,
      url,
      params,
      signature: twilio.getExpectedTwilioSignature(options.authToken, url, params),
    };
  };

  return {
    kind: 'simulator',

    verifySignature(url, params, signature) {
      return !!signature && twilio.validateRequest(options.authToken, signature, url, params);
    },

    async fetchRecording(ref: RecordingRef): Promise<FetchedRecording> {
      if (deleted.has(ref.providerRecordingId)) {
        throw new TelephonyError(`recording ${ref.providerRecordingId} was deleted`, false);
      }
      return { body: new Uint8Array(await readFile(AUDIO)), contentType: 'audio/wav' };
    },

    async deleteRecording(ref) {
      deleted.add(ref.providerRecordingId);
    },

    async placeCallback(request: CallbackRequest) {
      if (!deliver) throw new TelephonyError('the simulator is not connected to the app', false);
      const callSid = sid('CA');
      const query = { number: request.from, callee: request.callee };
      const base = { CallSid: callSid, From: request.from, To: request.agent, Direction: 'outbound-api' };
      const now = new Date();
      const deliveries = [
        sign('status', query, { ...base, CallStatus: 'initiated', Timestamp: rfc2822(now) }),
        sign('connect', query, { ...base, CallStatus: 'in-progress' }),
        sign('status', query, { ...base, CallStatus: 'in-progress', Timestamp: rfc2822(now) }),
      ];
      // Like the real network, the events come after the API has answered, and the call ends later.
      later(0, () => send(deliveries));
      later(SIMULATED_CALLBACK_MS, () => {
        const end = new Date();
        send([
          sign('status', query, {
            ...base,
            CallStatus: 'completed',
            CallDuration: String(Math.round((end.getTime() - now.getTime()) / 1000)),
            Timestamp: rfc2822(end),
          }),
        ]);
      });
      return { providerCallId: callSid };
    },

    async searchLocalNumbers(prefix) {
      if (!italianAreaCode(prefix)) return [];
      const owned = new Set(bought.values());
      const found = new Set<string>();
      while (found.size < SEARCH_SIZE) {
        const e164 = fictitiousNumber(prefix);
        if (!owned.has(e164)) found.add(e164);
      }
      return [...found];
    },

    async buyNumber(e164) {
      if (!/^\+390\d{5,10}$/.test(e164)) {
        throw new TelephonyError(`${e164} is not an Italian landline`, false, { failure: 'refused' });
      }
      if ([...bought.values()].includes(e164)) {
        throw new TelephonyError(`${e164} is already bought`, false, { failure: 'no_numbers' });
      }
      const providerNumberId = sid('PN');
      bought.set(providerNumberId, e164);
      return { e164, providerNumberId };
    },

    async releaseNumber(providerNumberId) {
      bought.delete(providerNumberId);
    },

    async sendSms(request: SmsRequest) {
      const kept = options.keepSms ? await options.keepSms(request) : { id: sid('SM') };
      return { providerMessageId: kept.id };
    },

    demoScript(demo) {
      const callSid = sid('CA');
      const start = Date.now();
      const at = (ms: number) => rfc2822(new Date(start + ms));
      const number = demo.number;
      const call = { CallSid: callSid, From: demo.caller, To: number, Direction: 'inbound' };
      const end = demo.ringMs + demo.talkMs;
      const recordingSid = sid('RE');
      return [
        { afterMs: 0, delivery: sign('voice', {}, { ...call, CallStatus: 'ringing', Timestamp: at(0) }) },
        {
          afterMs: demo.ringMs,
          delivery: sign(
            'status',
            { number },
            { ...call, CallStatus: 'in-progress', Timestamp: at(demo.ringMs) },
          ),
        },
        {
          afterMs: end,
          delivery: sign(
            'recording',
            { number, kind: 'recording' },
            {
              CallSid: callSid,
              RecordingSid: recordingSid,
              RecordingUrl: `https://simulator.studiolo.invalid/Recordings/${recordingSid}`,
              RecordingStatus: 'completed',
              RecordingDuration: String(Math.round(demo.talkMs / 1000)),
              StudioloTranscript: demo.transcript,
            },
          ),
        },
        {
          afterMs: end,
          delivery: sign(
            'status',
            { number },
            {
              ...call,
              CallStatus: 'completed',
              CallDuration: String(Math.round(end / 1000)),
              Timestamp: at(end),
            },
          ),
        },
      ];
    },

    play(deliveries) {
      const byTime = new Map<number, SignedDelivery[]>();
      for (const { afterMs, delivery } of deliveries) {
        byTime.set(afterMs, [...(byTime.get(afterMs) ?? []), delivery]);
      }
      for (const [afterMs, list] of byTime) later(afterMs, () => send(list));
    },

    script(scenario) {
      const callSid = sid('CA');
      const startsAt = new Date(scenario.endsAt.getTime() - scenario.durationSeconds * 1000);
      const at = (seconds: number) => rfc2822(new Date(startsAt.getTime() + seconds * 1000));
      const number = scenario.number;
      const call = {
        CallSid: callSid,
        From: scenario.caller,
        To: number,
        Direction: 'inbound',
        ...(scenario.forwardedFrom ? { ForwardedFrom: scenario.forwardedFrom } : {}),
      };
      const ringSeconds = Math.min(20, Math.max(1, Math.floor(scenario.durationSeconds / 3)));
      const deliveries: SignedDelivery[] = [
        sign('voice', {}, { ...call, CallStatus: 'ringing', Timestamp: at(0) }),
      ];
      if (scenario.outcome === 'answered') {
        const talked = scenario.durationSeconds - ringSeconds;
        if (scenario.forwardTo) {
          // The professional's leg, reported by the <Number>'s status callback as Twilio does.
          deliveries.push(
            sign(
              'status',
              { number },
              {
                CallSid: sid('CA'),
                ParentCallSid: callSid,
                From: number,
                To: scenario.forwardTo,
                Direction: 'outbound-dial',
                CallStatus: 'in-progress',
                Timestamp: at(ringSeconds),
              },
            ),
          );
        }
        deliveries.push(
          sign(
            'dial',
            { number },
            {
              ...call,
              DialCallStatus: 'completed',
              DialCallDuration: String(talked),
              Timestamp: at(scenario.durationSeconds),
            },
          ),
        );
      } else {
        deliveries.push(
          sign('dial', { number }, { ...call, DialCallStatus: 'no-answer', Timestamp: at(ringSeconds) }),
        );
      }
      if (scenario.outcome !== 'missed') {
        const kind = scenario.outcome === 'voicemail' ? 'voicemail' : 'recording';
        const recordingSid = sid('RE');
        deliveries.push(
          sign(
            'recording',
            { number, kind },
            {
              CallSid: callSid,
              RecordingSid: recordingSid,
              RecordingUrl: `https://simulator.studiolo.invalid/Recordings/${recordingSid}`,
              RecordingStatus: 'completed',
              RecordingDuration: String(scenario.durationSeconds - ringSeconds),
              ...(scenario.transcript ? { StudioloTranscript: scenario.transcript } : {}),
            },
          ),
        );
      }
      deliveries.push(
        sign(
          'status',
          { number },
          {
            ...call,
            CallStatus: 'completed',
            CallDuration: String(scenario.durationSeconds),
            Timestamp: at(scenario.durationSeconds),
          },
        ),
      );
      return deliveries;
    },

    connect(fn) {
      deliver = fn;
    },

    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      deliver = undefined;
      await Promise.allSettled([...inFlight]);
    },
  };
}
