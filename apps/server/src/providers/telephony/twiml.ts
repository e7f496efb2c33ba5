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
  /** That the call may be recorded (the caller is told before anything is recorded). */
  notice: string;
  /** The invitation to leave a message after the tone. */
  voicemail: string;
}

/** Longest voicemail, in seconds. */
export const VOICEMAIL_MAX_SECONDS = 120;
/** How long the professional's phone rings before the caller is offered the voicemail. */
export const FORWARD_TIMEOUT_SECONDS = 20;

function voicemail(response: twilio.twiml.VoiceResponse, base: string, number: string, texts: VoiceTexts) {
  response.say({ language: SAY_LANGUAGE[texts.locale] }, texts.voicemail);
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
 * A call to an organization's number: the recording notice, then the professional's phone rings
 * (recorded once answered); without a phone to ring, or unanswered (dialAnswer), the voicemail.
 */
export function incomingCallTwiml(
  base: string,
  number: string,
  forwardTo: string | null,
  texts: VoiceTexts,
): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say({ language: SAY_LANGUAGE[texts.locale] }, texts.notice);
  if (!forwardTo) {
    voicemail(response, base, number, texts);
    return response.toString();
  }
  const dial = response.dial({
    action: hookUrl(base, 'dial', { number }),
    timeout: FORWARD_TIMEOUT_SECONDS,
    record: 'record-from-answer-dual',
    recordingStatusCallback: hookUrl(base, 'recording', { number, kind: 'recording' }),
    recordingStatusCallbackEvent: ['completed'],
  });
  dial.number(
    {
      statusCallback: hookUrl(base, 'status', { number }),
      statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
    },
    forwardTo,
  );
  return response.toString();
}

/** The end of the forward: hang up after a conversation or a message, else take a message. */
export function dialEndedTwiml(
  base: string,
  number: string,
  params: Record<string, string>,
  query: HookQuery,
  texts: VoiceTexts,
): string {
  const response = new twilio.twiml.VoiceResponse();
  if (query.step === 'voicemail' || params.DialCallStatus === 'completed') response.hangup();
  else voicemail(response, base, number, texts);
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
