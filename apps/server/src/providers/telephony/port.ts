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
}

/** A provider that could not do what was asked (unreachable, refused); `retryable` when worth trying later. */
export class TelephonyError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TelephonyError';
  }
}
