import { randomBytes, randomInt } from 'node:crypto';
import { italianAreaCode } from '@studiolo/contracts';
import { readFile } from 'node:fs/promises';
import twilio from 'twilio';
import type { HookQuery, TelephonyHook } from './events';
import { queryOf, readTwiml } from './twiml-reader';
import {
  TelephonyError,
  type CallbackRequest,
  type FetchedRecording,
  type RecordingRef,
  type SmsRequest,
  type TelephonyPort,
} from './port';
import { hookUrl, NO_RECORDING_DIGIT } from './twiml';

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
  /** The caller presses the no-recording key when the notice offers it (playCall). */
  refusesRecording?: boolean;
}

/** Posts one webhook to the app and gives back its TwiML answer. */
export type Exchange = (delivery: SignedDelivery) => Promise<string>;

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
  /**
   * The signed webhooks of one call, in the order a provider sends them, without reading the
   * answers: an answered call is recorded, an unanswered one goes to the voicemail (tests of how
   * webhooks are received). playCall follows the TwiML instead.
   */
  script(scenario: SimulatedScenario): SignedDelivery[];
  /**
   * Plays one call as the provider does: each webhook's TwiML answer decides what comes next — the
   * no-recording key pressed when a <Gather> offers it, a recording only where a <Dial record> or a
   * <Record> asks for one, the voicemail only where the answer takes it. Gives back what was sent.
   */
  playCall(scenario: SimulatedScenario, exchange: Exchange): Promise<SignedDelivery[]>;
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

  /** The webhooks one call may send, each signed; which are sent is the caller's (script, playCall). */
  const callParts = (scenario: SimulatedScenario) => {
    const callSid = sid('CA');
    const recordingSid = sid('RE');
    const startsAt = new Date(scenario.endsAt.getTime() - scenario.durationSeconds * 1000);
    const at = (seconds: number) => rfc2822(new Date(startsAt.getTime() + seconds * 1000));
    const call = {
      CallSid: callSid,
      From: scenario.caller,
      To: scenario.number,
      Direction: 'inbound',
      ...(scenario.forwardedFrom ? { ForwardedFrom: scenario.forwardedFrom } : {}),
    };
    const ringSeconds = Math.min(20, Math.max(1, Math.floor(scenario.durationSeconds / 3)));
    return {
      voice: () => sign('voice', {}, { ...call, CallStatus: 'ringing', Timestamp: at(0) }),
      keyPressed: (query: HookQuery, digits: string) =>
        sign('gather', query, { ...call, CallStatus: 'in-progress', Digits: digits }),
      /** The professional's leg once answered, reported by the <Number>'s status callback as Twilio does. */
      forwardedLeg: (query: HookQuery) =>
        sign('status', query, {
          CallSid: sid('CA'),
          ParentCallSid: callSid,
          From: scenario.number,
          To: scenario.forwardTo ?? '',
          Direction: 'outbound-dial',
          CallStatus: 'in-progress',
          Timestamp: at(ringSeconds),
        }),
      dialEnded: (query: HookQuery, answered: boolean) =>
        answered
          ? sign('dial', query, {
              ...call,
              DialCallStatus: 'completed',
              DialCallDuration: String(scenario.durationSeconds - ringSeconds),
              Timestamp: at(scenario.durationSeconds),
            })
          : sign('dial', query, { ...call, DialCallStatus: 'no-answer', Timestamp: at(ringSeconds) }),
      /** The <Record>'s action, once the caller's message is taken. */
      messageLeft: (query: HookQuery) =>
        sign('dial', query, { ...call, CallStatus: 'in-progress', Timestamp: at(scenario.durationSeconds) }),
      recording: (query: HookQuery) =>
        sign('recording', query, {
          CallSid: callSid,
          RecordingSid: recordingSid,
          RecordingUrl: `https://simulator.studiolo.invalid/Recordings/${recordingSid}`,
          RecordingStatus: 'completed',
          RecordingDuration: String(scenario.durationSeconds - ringSeconds),
          ...(scenario.transcript ? { StudioloTranscript: scenario.transcript } : {}),
        }),
      ended: () =>
        sign(
          'status',
          { number: scenario.number },
          {
            ...call,
            CallStatus: 'completed',
            CallDuration: String(scenario.durationSeconds),
            Timestamp: at(scenario.durationSeconds),
          },
        ),
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
      const call = callParts(scenario);
      const { number } = scenario;
      const answered = scenario.outcome === 'answered';
      const deliveries = [call.voice()];
      if (answered && scenario.forwardTo) deliveries.push(call.forwardedLeg({ number }));
      deliveries.push(call.dialEnded({ number }, answered));
      if (scenario.outcome !== 'missed') {
        deliveries.push(call.recording({ number, kind: answered ? 'recording' : 'voicemail' }));
      }
      deliveries.push(call.ended());
      return deliveries;
    },

    async playCall(scenario, exchange) {
      const call = callParts(scenario);
      const sent: SignedDelivery[] = [];
      const post = async (delivery: SignedDelivery) => {
        sent.push(delivery);
        return readTwiml(await exchange(delivery));
      };
      const finish = async () => {
        await post(call.ended());
        return sent;
      };
      let answer = await post(call.voice());
      if (answer.some((verb) => verb.name === 'Reject')) return finish();
      const gather = answer.find((verb) => verb.name === 'Gather');
      if (gather && scenario.refusesRecording) {
        answer = await post(call.keyPressed(queryOf(gather.attributes.action), NO_RECORDING_DIGIT));
      }
      // Without a key, the provider goes on with what follows the <Gather>.
      const dial = answer.find((verb) => verb.name === 'Dial');
      if (dial) {
        const answered = scenario.outcome === 'answered';
        const leg = dial.children.find((verb) => verb.name === 'Number')?.attributes.statusCallback;
        if (answered && leg) await post(call.forwardedLeg(queryOf(leg)));
        const next = await post(call.dialEnded(queryOf(dial.attributes.action), answered));
        if (answered) {
          const callback = dial.attributes.recordingStatusCallback;
          if (dial.attributes.record && callback) await post(call.recording(queryOf(callback)));
          return finish();
        }
        answer = next;
      }
      const record = answer.find((verb) => verb.name === 'Record');
      // A caller who hangs up at the invitation (missed) leaves nothing.
      if (record && scenario.outcome !== 'missed') {
        if (record.attributes.action) await post(call.messageLeft(queryOf(record.attributes.action)));
        const callback = record.attributes.recordingStatusCallback;
        if (callback) await post(call.recording(queryOf(callback)));
      }
      return finish();
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
