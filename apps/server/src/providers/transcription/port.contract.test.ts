import { readFileSync } from 'node:fs';
import { TranscriptSegment } from '@studiolo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTranscription, type FakeTranscription } from '../../../test/fake-transcription';
import { localTranscription } from './local';
import { openAiTranscription } from './openai';
import type { TranscriptionInput, TranscriptionPort } from './port';
import { wavDurationSeconds } from './wav';

const assets = new URL('../telephony/assets/', import.meta.url);
const voicemail = new Uint8Array(readFileSync(new URL('voicemail-it.wav', assets)));
const said = readFileSync(new URL('voicemail-it.txt', assets), 'utf8').trim();
const voicemailSeconds = wavDurationSeconds(voicemail)!;

/** The bundled voicemail, as a simulated call hands it over: the audio and what it says. */
const call = (overrides: Partial<TranscriptionInput> = {}): TranscriptionInput => ({
  audio: voicemail,
  contentType: 'audio/wav',
  language: 'it',
  scriptedTranscript: said,
  ...overrides,
});

/** What every transcription adapter gives for a call whose audio says `said`. */
function transcriptionContract(name: string, port: () => TranscriptionPort) {
  describe(`transcription port: ${name}`, () => {
    it('transcribes the voicemail: its words, in timed segments, with a confidence', async () => {
      const transcript = await port().transcribe(call());
      expect(transcript).not.toBeNull();
      const { text, segments, confidence, language } = transcript!;
      expect(text).toBe(said);
      expect(language).toBe('it');
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
      expect(segments.map((s) => s.text)).toEqual([
        'Buongiorno, sono Mario Rossi.',
        'Vorrei prenotare una visita di controllo.',
        'Richiamatemi, grazie.',
      ]);
      for (const s of segments) expect(TranscriptSegment.parse(s)).toEqual(s);
    });

    it('times the segments in order, without overlap, within the recording', async () => {
      const { segments } = (await port().transcribe(call()))!;
      let previousEnd = 0;
      for (const s of segments) {
        expect(s.startSeconds).toBeGreaterThanOrEqual(previousEnd);
        expect(s.endSeconds).toBeGreaterThan(s.startSeconds);
        previousEnd = s.endSeconds;
      }
      expect(previousEnd).toBeLessThanOrEqual(voicemailSeconds + 0.01);
    });

    it('answers in the language asked for', async () => {
      const transcript = await port().transcribe(call({ language: 'en' }));
      expect(transcript?.language).toBe('en');
    });
  });
}

let fake: FakeTranscription;
beforeAll(async () => {
  fake = await startFakeTranscription({ apiKey: 'sk-test' });
  // What a Whisper model hears in the bundled voicemail, with the timings sox measures.
  fake.speak([
    { text: 'Buongiorno, sono Mario Rossi.', seconds: 1.9, avgLogprob: -0.18 },
    { text: 'Vorrei prenotare una visita di controllo.', seconds: 2.4, avgLogprob: -0.12 },
    { text: 'Richiamatemi, grazie.', seconds: 1.5, avgLogprob: -0.25 },
  ]);
});
afterAll(() => fake.close());

transcriptionContract('local (replays the script)', () => localTranscription());
transcriptionContract('openai (against a local fake service)', () =>
  openAiTranscription({ url: fake.url, apiKey: 'sk-test', model: 'whisper-1', language: 'it' }),
);
