import type { CallTriage, Locale } from '@studiolo/contracts';

export interface TriageInput {
  transcript: string;
  /** The organization's language: the summary, reason and drafted reply are written in it. */
  locale: Locale;
  /** Whom the call is from, when known (a patient's name), to address the reply. */
  callerName: string | null;
  /** The clinic or practice, to sign the drafted reply. */
  organizationName: string;
  /** A voicemail, a missed call or an answered one: what the professional still has to do differs. */
  outcome: 'answered' | 'missed' | 'voicemail';
}

/** Reads what a caller wants. A TriageError means it could not; the job retries it. */
export interface TriagePort {
  readonly kind: 'local' | 'openai';
  triage(input: TriageInput): Promise<CallTriage>;
}

export class TriageError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TriageError';
  }
}
