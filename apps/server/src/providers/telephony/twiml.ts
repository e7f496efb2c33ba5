import twilio from 'twilio';
import type { HookQuery, TelephonyHook } from './events';

/** The language of what callers hear: Twilio's <Say> voices. */
const SAY_LANGUAGE = { it: 'it-IT', en: 'en-GB' } as const;

/** Where a call's webhooks go: `${base}/<hook>?<query>`, the URL the provider signs. */
export function hookUrl(base: string, hook: TelephonyHook, query: HookQuery): string {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const encoded = search.toString();
  return encoded ? `${base}/${hook}?${encoded}` : `${base}/${hook}`;
}

export interface VoiceTexts {
  locale: 'it' | 'en';
  /** The clinic's name, said first ('Ha chiamato Studio Rossi.'). */
  greeting: string;
  /** That the conversation will be recorded, transcribed and analysed, and how to refuse (key or hang up). */
  recorded: string;
  /** That the conversation will not be recorded (recording off, or refused with the key). */
  notRecorded: string;
  /** The invitation to leave a message, which says it is recorded, transcribed and analysed. */
  voicemail: string;
  /** To a caller who refused the recording and whom nobody answered: they will be called back. */
  callBack: string;
}

/** Longest voicemail, in seconds. */
export const VOICEMAIL_MAX_SECONDS = 120;
/** How long the professional's phone rings before the caller is offered the voicemail. */
export const FORWARD_TIMEOUT_SECONDS = 20;
/** The key a caller presses, while the notice plays, to be put through without a recording. */
export const NO_RECORDING_DIGIT = '1';
/** How long after the notice the key is still taken. */
export const NO_RECORDING_WAIT_SECONDS = 3;

function say(
  response: twilio.twiml.VoiceResponse | ReturnType<twilio.twiml.VoiceResponse['gather']>,
  texts: VoiceTexts,
  text: string,
) {
  response.say({ language: SAY_LANGUAGE[texts.locale] }, text);
}

function voicemail(response: twilio.twiml.VoiceResponse, base: string, number: string, texts: VoiceTexts) {
  say(response, texts, texts.voicemail);
  response.record({
    maxLength: VOICEMAIL_MAX_SECONDS,
    playBeep: true,
    // After the message Twilio asks this URL what next (the answer hangs up), not the same document.
    action: hookUrl(base, 'dial', { number, step: 'voicemail' }),
    recordingStatusCallback: hookUrl(base, 'recording', { number, kind: 'voicemail' }),
    recordingStatusCallbackEvent: ['completed'],
  });
}

/**
 * How a forward goes: recorded once answered; unrecorded (recording off: unanswered, the caller may
 * leave a message); or refused by the caller's key (unanswered, the caller is called back instead).
 */
type Forward = 'recorded' | 'unrecorded' | 'refused';

/** Rings the professional's phone. */
function ringProfessional(
  response: twilio.twiml.VoiceResponse,
  base: string,
  number: string,
  forwardTo: string,
  forward: Forward,
) {
  const dial = response.dial({
    action: hookUrl(base, 'dial', forward === 'refused' ? { number, recording: 'off' } : { number }),
    timeout: FORWARD_TIMEOUT_SECONDS,
    ...(forward === 'recorded'
      ? {
          record: 'record-from-answer-dual' as const,
          recordingStatusCallback: hookUrl(base, 'recording', { number, kind: 'recording' }),
          recordingStatusCallbackEvent: ['completed'],
        }
      : {}),
  });
  dial.number(
    {
      statusCallback: hookUrl(base, 'status', { number }),
      statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
    },
    forwardTo,
  );
}

/** How a call to an organization's number is answered: whom it rings, and whether it is recorded. */
export interface IncomingCall {
  number: string;
  /** The professional's phone; none: the voicemail at once. */
  forwardTo: string | null;
  /** The organization records conversations (CallRecordingSettings.recordConversations). */
  recordConversations: boolean;
}

/**
 * A call to an organization's number. The clinic's name first, then: with recording on and a phone
 * to ring, the notice that the conversation is recorded, transcribed and analysed, during which the
 * caller may press NO_RECORDING_DIGIT (the `gather` hook then answers with an unrecorded forward)
 * or hang up to be called back; nothing pressed, the phone rings and the answered conversation is
 * recorded. With recording off, the caller hears so and the phone rings unrecorded. Without a phone
 * to ring, or unanswered (dialEndedTwiml), the voicemail, whose invitation says the message is
 * recorded, transcribed and analysed.
 */
export function incomingCallTwiml(base: string, call: IncomingCall, texts: VoiceTexts): string {
  const response = new twilio.twiml.VoiceResponse();
  if (!call.forwardTo) {
    say(response, texts, texts.greeting);
    voicemail(response, base, call.number, texts);
    return response.toString();
  }
  if (!call.recordConversations) {
    say(response, texts, `${texts.greeting} ${texts.notRecorded}`);
    ringProfessional(response, base, call.number, call.forwardTo, 'unrecorded');
    return response.toString();
  }
  const gather = response.gather({
    input: ['dtmf'],
    numDigits: 1,
    timeout: NO_RECORDING_WAIT_SECONDS,
    action: hookUrl(base, 'gather', { number: call.number }),
  });
  say(gather, texts, `${texts.greeting} ${texts.recorded}`);
  // Nothing pressed: Twilio goes on with the next verb.
  ringProfessional(response, base, call.number, call.forwardTo, 'recorded');
  return response.toString();
}

/**
 * The key the caller pressed during the recording notice: NO_RECORDING_DIGIT puts them through
 * unrecorded (and, unanswered, promises a call-back instead of the voicemail); any other key goes
 * on as if none had been pressed.
 */
export function keyPressedTwiml(base: string, call: IncomingCall, digits: string, texts: VoiceTexts): string {
  const response = new twilio.twiml.VoiceResponse();
  if (!call.forwardTo) {
    voicemail(response, base, call.number, texts);
    return response.toString();
  }
  const forward: Forward = !call.recordConversations
    ? 'unrecorded'
    : digits === NO_RECORDING_DIGIT
      ? 'refused'
      : 'recorded';
  if (forward === 'refused') say(response, texts, texts.notRecorded);
  ringProfessional(response, base, call.number, call.forwardTo, forward);
  return response.toString();
}

/**
 * The end of the forward: hang up after a conversation or a message; else take a message, or, for
 * a caller who refused the recording, say they will be called back.
 */
export function dialEndedTwiml(
  base: string,
  number: string,
  params: Record<string, string>,
  query: HookQuery,
  texts: VoiceTexts,
): string {
  const response = new twilio.twiml.VoiceResponse();
  if (query.step === 'voicemail' || params.DialCallStatus === 'completed') response.hangup();
  else if (query.recording === 'off') {
    say(response, texts, texts.callBack);
    response.hangup();
  } else voicemail(response, base, number, texts);
  return response.toString();
}

/**
 * A call-back: the professional answered; connect them to the caller. Not recorded: the person
 * called back hears no recording notice.
 */
export function callbackTwiml(number: string, callee: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.dial({ callerId: number }).number(callee);
  return response.toString();
}

/** Longest message a visitor of the live demo may leave, in seconds. */
export const DEMO_MESSAGE_MAX_SECONDS = 60;

/**
 * A call to the live demo's line: from a verified number, the invitation to speak and the recording
 * (reported like a voicemail's, as a 'recording'); from any other, why not, then the line hangs up.
 */
export function demoLineTwiml(
  base: string,
  number: string,
  texts: { locale: 'it' | 'en'; say: string },
  record: boolean,
): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say({ language: SAY_LANGUAGE[texts.locale] }, texts.say);
  if (!record) {
    response.hangup();
    return response.toString();
  }
  response.record({
    maxLength: DEMO_MESSAGE_MAX_SECONDS,
    playBeep: true,
    action: hookUrl(base, 'dial', { number, step: 'voicemail' }),
    recordingStatusCallback: hookUrl(base, 'recording', { number, kind: 'recording' }),
    recordingStatusCallbackEvent: ['completed'],
  });
  return response.toString();
}

/** What the provider gets back from a webhook that only reports (status, recording). */
export const EMPTY_TWIML = new twilio.twiml.VoiceResponse().toString();

/** A number nobody owns (released, or never ours): the call is refused. */
export function rejectTwiml(): string {
  const response = new twilio.twiml.VoiceResponse();
  response.reject({ reason: 'rejected' });
  return response.toString();
}
