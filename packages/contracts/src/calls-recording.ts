import { z } from 'zod';

/** The longest a clinic may keep call recordings or transcripts, in days. */
export const CALL_RETENTION_DAYS_MAX = 365;
const RetentionDays = z.number().int().min(1).max(CALL_RETENTION_DAYS_MAX);

/**
 * Recording of the calls to the organization's number (GDPR art. 5(1)(e), 9, 13; art. 4 L. 300/1970;
 * docs/decisions/026). Conversations are recorded only when the clinic turns it on, and then only
 * for callers who do not refuse at the start; an unrecorded conversation has no transcript either.
 * A message left on the voicemail is recorded and transcribed in any case (the caller chooses to
 * leave it, after being told). Recordings and transcripts are deleted once older than their days.
 */
export const CallRecordingSettings = z.object({
  recordConversations: z.boolean(),
  /** Days a recording or voicemail is kept, counted from the call. */
  recordingRetentionDays: RetentionDays,
  /** Days a transcript and what the analysis wrote of it are kept, counted from the call. */
  transcriptRetentionDays: RetentionDays,
});
export type CallRecordingSettings = z.infer<typeof CallRecordingSettings>;

export const DEFAULT_CALL_RECORDING_SETTINGS: CallRecordingSettings = {
  recordConversations: false,
  recordingRetentionDays: 30,
  transcriptRetentionDays: 90,
};

/**
 * PUT /api/v1/calls/recording-settings. Turning recording on is the owner's, who confirms that the
 * staff's recording is covered by a union agreement or the Ispettorato del lavoro's authorization
 * (art. 4 L. 300/1970): without `staffAgreementConfirmed` it is refused (CALL_RECORDING_CONFIRMATION_REQUIRED).
 */
export const CallRecordingSettingsInput = CallRecordingSettings.extend({
  staffAgreementConfirmed: z.boolean().optional(),
});
export type CallRecordingSettingsInput = z.infer<typeof CallRecordingSettingsInput>;
