import twilio from 'twilio';
import {
  TelephonyError,
  type CallbackRequest,
  type FetchedRecording,
  type RecordingRef,
  type TelephonyPort,
} from './port';
import { hookUrl } from './twiml';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** Where our webhooks are (PUBLIC_URL + /api/v1/telephony): the URL Twilio signs. */
  hooksBase: string;
  /** Twilio's REST API; a local fake in tests. */
  apiBase?: string;
  timeoutMs?: number;
}

/**
 * The real telephony: Twilio. Webhooks are checked with the SDK's own signature validation; the
 * two REST calls we make (a call-back, deleting a recording we have stored) and the recording
 * download go through fetch with the account's basic authentication.
 */
export function twilioTelephony(options: TwilioOptions): TelephonyPort {
  const apiBase = options.apiBase ?? 'https://api.twilio.com';
  const account = `${apiBase}/2010-04-01/Accounts/${options.accountSid}`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call(url: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { authorization, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TelephonyError(`Twilio unreachable: ${(error as Error).message}`, true, { cause: error });
    }
    return response;
  }

  function refused(response: Response, what: string): never {
    // A recording is listed a moment before its file is ready: a 404 then is worth another try.
    const retryable = response.status >= 500 || response.status === 429 || response.status === 404;
    throw new TelephonyError(`Twilio ${what}: HTTP ${response.status}`, retryable);
  }

  return {
    kind: 'twilio',

    verifySignature(url, params, signature) {
      return !!signature && twilio.validateRequest(options.authToken, signature, url, params);
    },

    async fetchRecording(ref: RecordingRef): Promise<FetchedRecording> {
      // From the account's own API by the recording's id, never from the URL an event carried:
      // the account's credentials go to Twilio only.
      const response = await call(`${account}/Recordings/${ref.providerRecordingId}.wav`);
      if (!response.ok) refused(response, 'recording download');
      return {
        body: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'audio/wav',
      };
    },

    async deleteRecording(ref) {
      const response = await call(`${account}/Recordings/${ref.providerRecordingId}.json`, {
        method: 'DELETE',
      });
      if (!response.ok && response.status !== 404) refused(response, 'recording deletion');
    },

    async placeCallback(request: CallbackRequest) {
      const query = { number: request.from, callee: request.callee };
      const form = new URLSearchParams({
        To: request.agent,
        From: request.from,
        Url: hookUrl(options.hooksBase, 'connect', query),
        StatusCallback: hookUrl(options.hooksBase, 'status', query),
      });
      for (const event of ['initiated', 'ringing', 'answered', 'completed'])
        form.append('StatusCallbackEvent', event);
      const response = await call(`${account}/Calls.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      if (!response.ok) {
        const retryable = response.status >= 500 || response.status === 429;
        throw new TelephonyError(`Twilio call-back refused: HTTP ${response.status}`, retryable);
      }
      const body = (await response.json()) as { sid?: unknown };
      if (typeof body.sid !== 'string') throw new TelephonyError('Twilio call-back: no call sid', false);
      return { providerCallId: body.sid };
    },
  };
}
