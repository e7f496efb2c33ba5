import type { TranscriptSegment } from '@studiolo/contracts';
import { z } from 'zod';
import type { Transcript } from './port';

/**
 * Whisper's own defaults for judging a decoded 30-second window, from `transcribe()` in
 * openai/whisper's whisper/transcribe.py (`compression_ratio_threshold=2.4`, `logprob_threshold=-1.0`,
 * `no_speech_threshold=0.6`):
 * - a window is skipped as silence when `no_speech_prob > 0.6`, unless `avg_logprob > -1.0` ("don't
 *   skip if the logprob is high enough, despite the no_speech_prob");
 * - a decoding is retried at a higher temperature when `compression_ratio > 2.4` ("too repetitive") or
 *   `avg_logprob < -1.0` ("average log probability is too low").
 * A segment that an OpenAI-compatible service still returns past these lines is flagged for a person
 * to check against the recording.
 */
export const WHISPER_THRESHOLDS = {
  noSpeech: 0.6,
  logprob: -1.0,
  compressionRatio: 2.4,
} as const;

/**
 * What Whisper writes when it hears silence or noise: the credits and sign-offs of the subtitled
 * videos it was trained on. Such a phrase is dropped only when Whisper itself thinks the segment held
 * no speech (`no_speech_prob` over the threshold — these are decoded with confidence, which is why
 * Whisper's skip rule lets them through) or when phrases like these are all the transcript says; a
 * caller who says "grazie per la visione" in the middle of a message keeps their words. Compared
 * without case, accents and punctuation.
 */
export const WHISPER_SILENCE_HALLUCINATIONS = [
  // Italian
  'Sottotitoli creati dalla comunità Amara.org',
  'Sottotitoli a cura di QTSS',
  'Sottotitoli e revisione a cura di QTSS',
  'Sottotitoli a cura della comunità Amara.org',
  'Grazie per la visione',
  'Grazie a tutti per la visione',
  'Grazie per la visione e alla prossima',
  'Ciao a tutti',
  'Iscriviti al canale',
  'Iscrivetevi al canale',
  // English
  'Thank you for watching',
  'Thanks for watching',
  'Thank you for watching and see you next time',
  'Subtitles by the Amara.org community',
  'Please subscribe to my channel',
  'Like and subscribe',
] as const;

/** Lower case, no accents, no punctuation, single spaces: 'Comunità Amara.org!' → 'comunita amara org'. */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const hallucinations = new Set(WHISPER_SILENCE_HALLUCINATIONS.map(normalise));
const isHallucination = (text: string) => hallucinations.has(normalise(text));

/** One segment of a `verbose_json` answer; fields this does not read (id, seek, tokens…) pass. */
const VerboseSegment = z.object({
  start: z.number().min(0),
  end: z.number().min(0),
  text: z.string(),
  avg_logprob: z.number(),
  no_speech_prob: z.number().min(0).max(1).default(0),
  compression_ratio: z.number().min(0).default(0),
});
type VerboseSegment = z.infer<typeof VerboseSegment>;

/**
 * The answer of `/v1/audio/transcriptions` with `response_format=verbose_json`. `language` is a name
 * ('italian') from OpenAI and a code ('it') from some compatible servers. A service that answers
 * text without segments did not honour verbose_json and is refused.
 */
export const VerboseTranscription = z
  .object({
    text: z.string(),
    language: z.string().optional(),
    duration: z.number().min(0).optional(),
    segments: z
      .array(VerboseSegment)
      .nullish()
      .transform((s) => s ?? []),
  })
  .refine((v) => v.segments.length > 0 || v.text.trim() === '', {
    message: 'a verbose_json answer with text but no segments',
    path: ['segments'],
  });
export type VerboseTranscription = z.infer<typeof VerboseTranscription>;

/** exp(avg_logprob): the geometric mean of the tokens' probabilities, kept within [0, 1]. */
export const segmentConfidence = (avgLogprob: number) => Math.min(1, Math.max(0, Math.exp(avgLogprob)));

/** Past Whisper's thresholds: the model itself would have skipped or retried this window. */
export function isFlagged(s: VerboseSegment): boolean {
  const t = WHISPER_THRESHOLDS;
  const silence = s.no_speech_prob > t.noSpeech && s.avg_logprob <= t.logprob;
  const repetitive = s.compression_ratio > t.compressionRatio;
  const unsure = s.avg_logprob < t.logprob;
  return silence || repetitive || unsure;
}

/**
 * The mean of the segments' confidence weighted by how long each lasts; when none lasts (a service
 * that gives no timings), the plain mean. No segments: 0, nothing was understood.
 */
export function transcriptConfidence(segments: TranscriptSegment[]): number {
  if (segments.length === 0) return 0;
  const lengths = segments.map((s) => s.endSeconds - s.startSeconds);
  const total = lengths.reduce((sum, l) => sum + l, 0);
  if (total <= 0) return segments.reduce((sum, s) => sum + s.confidence, 0) / segments.length;
  return segments.reduce((sum, s, i) => sum + s.confidence * lengths[i]!, 0) / total;
}

/** 'it' stays 'it'; a name ('italian') is not a code, so the language asked for stands. */
const languageCode = (answered: string | undefined, asked: string) =>
  answered && /^[a-z]{2,3}$/i.test(answered) ? answered.toLowerCase() : asked;

/**
 * A Transcript from a verbose_json answer: silence hallucinations dropped (see above), the rest kept
 * with exp(avg_logprob) as confidence and a flag past Whisper's thresholds, joined into the text.
 */
export function fromVerboseJson(answer: VerboseTranscription, askedLanguage: string): Transcript {
  const spoken = answer.segments.filter(
    (s) =>
      s.text.trim() !== '' && !(s.no_speech_prob > WHISPER_THRESHOLDS.noSpeech && isHallucination(s.text)),
  );
  const onlyHallucinations =
    spoken.every((s) => isHallucination(s.text)) || isHallucination(spoken.map((s) => s.text).join(' '));
  const kept = onlyHallucinations ? [] : spoken;
  const segments = kept.map((s): TranscriptSegment => ({
    startSeconds: s.start,
    endSeconds: Math.max(s.start, s.end),
    text: s.text.trim(),
    confidence: segmentConfidence(s.avg_logprob),
    flagged: isFlagged(s),
  }));
  return {
    text: segments.map((s) => s.text).join(' '),
    confidence: transcriptConfidence(segments),
    segments,
    language: languageCode(answer.language, askedLanguage),
  };
}
