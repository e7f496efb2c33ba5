import type { TelephonyProvider } from '../../db/schema';

export interface RecordingRef {
  providerRecordingId: string;
  /** Where the provider said it serves it (Twilio's RecordingUrl); kept for the record, not fetched. */
  url: string;
}

export interface FetchedRecording {
  body: Uint8Array;
  contentType: string;
}

export interface CallbackRequest {
  /** The organization's number the call comes from. */
  from: string;
  /** The professional's phone, rung first. */
  agent: string;
  /** Whom to call back, once the professional answers. */
  callee: string;
}

/** A number bought from the provider, its voice webhook pointing at us. */
export interface ProvisionedNumber {
  e164: string;
  /** The provider's id of the number (Twilio's PN… SID), to release it. */
  providerNumberId: string;
}

export interface SmsRequest {
  /** The sender: a number of ours or an alphanumeric sender id. */
  from: string;
  to: string;
  body: string;
}

/**
 * A telephony provider. Both adapters speak Twilio's wire format (docs/decisions/007): form-encoded
 * webhooks signed with X-Twilio-Signature, answered with TwiML. The simulator signs with its own
 * token and serves a bundled recording; Twilio is the real network.
 */
export interface TelephonyPort {
  readonly kind: TelephonyProvider;
  /**
   * Whether a webhook really comes from the provider: the signature covers the full public URL
   * (with its query) and every POST parameter.
   */
  verifySignature(url: string, params: Record<string, string>, signature: string | undefined): boolean;
  /** Downloads a recording or voicemail the provider holds. */
  fetchRecording(ref: RecordingRef): Promise<FetchedRecording>;
  /** Removes a recording from the provider once it is in our storage: health data is not left there. */
  deleteRecording(ref: RecordingRef): Promise<void>;
  /** Rings the professional, then connects the caller being called back; the provider's call id. */
  placeCallback(request: CallbackRequest): Promise<{ providerCallId: string }>;
  /**
   * Local (geographic) numbers the provider has for sale in an Italian area prefix ('02'), E.164;
   * none is an empty list.
   */
  searchLocalNumbers(prefix: string): Promise<string[]>;
  /** Buys a number found by searchLocalNumbers, its calls reported to our voice and status webhooks. */
  buyNumber(e164: string): Promise<ProvisionedNumber>;
  /** Gives a bought number back to the provider (a number already gone is not an error). */
  releaseNumber(providerNumberId: string): Promise<void>;
  /** Sends a text message (the live demo's verification code); the provider's message id. */
  sendSms(request: SmsRequest): Promise<{ providerMessageId: string }>;
}

/**
 * Why buying a number failed, in words an operator can act on: the regulatory bundle is missing or
 * not approved, the address does not match the number's area or the bundle, the prefix has no number
 * for sale, or anything else the provider refused.
 */
export type ProvisioningFailure = 'bundle_missing' | 'address_mismatch' | 'no_numbers' | 'refused';

/** A provider that could not do what was asked (unreachable, refused); `retryable` when worth trying later. */
export class TelephonyError extends Error {
  /** For number provisioning: what went wrong, to be told in plain words. */
  readonly failure: ProvisioningFailure;
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown; failure?: ProvisioningFailure },
  ) {
    super(message, options);
    this.name = 'TelephonyError';
    this.failure = options?.failure ?? 'refused';
  }
}
