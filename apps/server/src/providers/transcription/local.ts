import type { TranscriptSegment } from '@studiolo/contracts';
import type { Transcript, TranscriptionInput, TranscriptionPort } from './port';
import { isWav, wavDurationSeconds } from './wav';

/**
 * How fast a caller speaks when the audio cannot tell how long it is: about 15 characters a second
 * (150 words a minute of Italian, some 6 characters a word with its space).
 */
export const CHARACTERS_PER_SECOND = 15;

/** A script's sentences: split after . ! ? … and at line breaks, blanks dropped. */
export function sentences(script: string): string[] {
  return script
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
}

const centiseconds = (seconds: number) => Math.round(seconds * 100) / 100;

/**
 * The sentences laid over `durationSeconds`, each given time in proportion to its length, back to
 * back from 0 to the end, rounded to centiseconds as Whisper's timestamps are.
 */
export function spreadOver(parts: string[], durationSeconds: number): TranscriptSegment[] {
  const total = parts.reduce((sum, s) => sum + s.length, 0);
  let characters = 0;
  return parts.map((text) => {
    const startSeconds = centiseconds((characters / total) * durationSeconds);
    characters += text.length;
    const endSeconds = centiseconds((characters / total) * durationSeconds);
    return { startSeconds, endSeconds, text, confidence: 1, flagged: false };
  });
}

/**
 * The default adapter: no speech recognition, but a faithful replay of what a simulated call was
 * scripted to say. The script is what was said, so each sentence has confidence 1 and no flag; the
 * timings spread the sentences over the recording (its length read from a WAV header, otherwise
 * estimated from the text). Without a script there is nothing to replay: `null`, "not configured".
 */
export function localTranscription(): TranscriptionPort {
  return {
    kind: 'local',
    async transcribe(input: TranscriptionInput): Promise<Transcript | null> {
      const parts = sentences(input.scriptedTranscript ?? '');
      if (parts.length === 0) return null;
      const text = parts.join(' ');
      const fromHeader = isWav(input.contentType) ? wavDurationSeconds(input.audio) : null;
      const duration = fromHeader || text.length / CHARACTERS_PER_SECOND;
      return { text, confidence: 1, segments: spreadOver(parts, duration), language: input.language };
    },
  };
}
