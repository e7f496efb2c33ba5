import twilio from 'twilio';
import { areaCodeOfNumber } from '@studiolo/contracts';
import {
  TelephonyError,
  type CallbackRequest,
  type FetchedRecording,
  type ProvisioningFailure,
  type RecordingRef,
  type SmsRequest,
  type TelephonyPort,
} from './port';
import { hookUrl } from './twiml';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** Where our webhooks are (PUBLIC_URL + /api/v1/telephony): the URL Twilio signs. */
  hooksBase: string;
  /**
   * The approved Italian regulatory bundle (BU…) and the address (AD…) it contains: Italian numbers
   * are sold only with both (TWILIO_BUNDLE_SID, TWILIO_ADDRESS_SID).
   */
  bundleSid?: string;
  addressSid?: string;
  /** Twilio's REST API; a local fake in tests. */
  apiBase?: string;
  timeoutMs?: number;
}

/**
 * Twilio's error codes for buying a number, as what the operator must fix
 * (https://www.twilio.com/docs/api/errors): 21649 a bundle is required, 22170 the bundle does not
 * exist or is not approved; 21631 an address is required, 21615 a local address is, 21651 the
 * address is not the bundle's; 21422 and 21452 the number or the area has none for sale.
 */
const FAILURES: Record<number, ProvisioningFailure> = {
  21649: 'bundle_missing',
  22170: 'bundle_missing',
  21631: 'address_mismatch',
  21615: 'address_mismatch',
  21651: 'address_mismatch',
  21422: 'no_numbers',
  21452: 'no_numbers',
};

/**
 * The real telephony: Twilio. Webhooks are checked with the SDK's own signature validation; the
 * REST calls we make (a call-back, an SMS, deleting a recording we have stored) and the recording
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

  /** A refusal of the number API, told by Twilio's error code. */
  async function provisioningRefused(response: Response, what: string): Promise<never> {
    const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
    const code = typeof body.code === 'number' ? body.code : undefined;
    const retryable = response.status >= 500 || response.status === 429;
    throw new TelephonyError(
      `Twilio ${what}: HTTP ${response.status}${code ? ` (${code}: ${String(body.message)})` : ''}`,
      retryable,
      { failure: (code && FAILURES[code]) || 'refused' },
    );
  }

  /** The sid of what a POST created (a call, a message); a refusal says whether to try again. */
  async function createdSid(response: Response, what: string): Promise<string> {
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 429;
      throw new TelephonyError(`Twilio ${what} refused: HTTP ${response.status}`, retryable);
    }
    const body = (await response.json()) as { sid?: unknown };
    if (typeof body.sid !== 'string') throw new TelephonyError(`Twilio ${what}: no sid`, false);
    return body.sid;
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
      return { providerCallId: await createdSid(response, 'call-back') };
    },

    async sendSms(request: SmsRequest) {
      const response = await call(`${account}/Messages.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: request.to, From: request.from, Body: request.body }),
      });
      return { providerMessageId: await createdSid(response, 'SMS') };
    },

    async searchLocalNumbers(prefix) {
      const search = new URLSearchParams({
        Contains: `+39${prefix}`,
        VoiceEnabled: 'true',
        PageSize: '20',
      });
      const response = await call(`${account}/AvailablePhoneNumbers/IT/Local.json?${search}`);
      if (!response.ok) await provisioningRefused(response, 'number search');
      const body = (await response.json()) as { available_phone_numbers?: { phone_number?: unknown }[] };
      // 'Contains' matches anywhere in the number: keep those that are in the prefix's district.
      return (body.available_phone_numbers ?? [])
        .map((n) => n.phone_number)
        .filter((n): n is string => typeof n === 'string' && areaCodeOfNumber(n)?.prefix === prefix);
    },

    async buyNumber(e164) {
      if (!options.bundleSid || !options.addressSid) {
        throw new TelephonyError('TWILIO_BUNDLE_SID and TWILIO_ADDRESS_SID are not set', false, {
          failure: options.bundleSid ? 'address_mismatch' : 'bundle_missing',
        });
      }
      const form = new URLSearchParams({
        PhoneNumber: e164,
        BundleSid: options.bundleSid,
        AddressSid: options.addressSid,
        VoiceUrl: hookUrl(options.hooksBase, 'voice', {}),
        VoiceMethod: 'POST',
        StatusCallback: hookUrl(options.hooksBase, 'status', { number: e164 }),
        StatusCallbackMethod: 'POST',
      });
      const response = await call(`${account}/IncomingPhoneNumbers.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      if (!response.ok) await provisioningRefused(response, 'number purchase');
      const body = (await response.json()) as { sid?: unknown; phone_number?: unknown };
      if (typeof body.sid !== 'string') throw new TelephonyError('Twilio number purchase: no sid', false);
      return {
        e164: typeof body.phone_number === 'string' ? body.phone_number : e164,
        providerNumberId: body.sid,
      };
    },

    async releaseNumber(providerNumberId) {
      const response = await call(`${account}/IncomingPhoneNumbers/${providerNumberId}.json`, {
        method: 'DELETE',
      });
      if (!response.ok && response.status !== 404) await provisioningRefused(response, 'number release');
    },
  };
}
