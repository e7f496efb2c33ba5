import type { TranscriptSegment } from '@studiolo/contracts';

export interface TranscriptionInput {
  audio: Uint8Array;
  contentType: string;
  /** e.g. 'it'; the organization's language. */
  language: string;
  /**
   * The transcript a simulated call was scripted with. The local adapter replays it; a real
   * service ignores it and listens to the audio.
   */
  scriptedTranscript: string | null;
}

export interface Transcript {
  text: string;
  /** 0–1: the duration-weighted mean of the segments' confidence. */
  confidence: number;
  segments: TranscriptSegment[];
  language: string;
}

/**
 * Speech to text. `null` means this adapter cannot transcribe this call (no service configured and
 * nothing scripted): the call shows 'transcription not configured', which is not a failure.
 * A TranscriptionError means it tried and failed; the job retries it.
 */
export interface TranscriptionPort {
  readonly kind: 'local' | 'openai';
  transcribe(input: TranscriptionInput): Promise<Transcript | null>;
}

export class TranscriptionError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TranscriptionError';
  }
}
