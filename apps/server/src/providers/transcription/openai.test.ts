import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeTranscription,
  type FakeSegment,
  type FakeTranscription,
} from '../../../test/fake-transcription';
import {
  openAiTranscription,
  transcriptionEndpoint,
  withoutCredentials,
  type OpenAiTranscriptionOptions,
} from './openai';
import { TranscriptionError, type TranscriptionInput } from './port';
import { transcriptConfidence } from './whisper';

const KEY = 'sk-test-4f1c';
const audio = new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 65, 86, 69]);

let fake: FakeTranscription;
beforeAll(async () => {
  fake = await startFakeTranscription({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const port = (options: Partial<OpenAiTranscriptionOptions> = {}) =>
  openAiTranscription({ url: fake.url, apiKey: KEY, model: 'whisper-1', language: 'it', ...options });

const input = (overrides: Partial<TranscriptionInput> = {}): TranscriptionInput => ({
  audio,
  contentType: 'audio/wav',
  language: 'it',
  scriptedTranscript: null,
  ...overrides,
});

/** What the service hears, transcribed by the adapter. */
async function hear(segments: FakeSegment[], options: Partial<OpenAiTranscriptionOptions> = {}) {
  fake.speak(segments);
  return (await port(options).transcribe(input()))!;
}

/** The TranscriptionError a transcription ends in. */
async function failure(promise: Promise<unknown>): Promise<TranscriptionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranscriptionError);
  return error as TranscriptionError;
}

describe('openai transcription: the request', () => {
  it('posts the audio as multipart with the model, language, verbose_json, temperature 0 and the key', async () => {
    await hear([{ text: 'Pronto?', seconds: 1 }]);
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/audio/transcriptions',
        authorization: `Bearer ${KEY}`,
        fields: { model: 'whisper-1', language: 'it', response_format: 'verbose_json', temperature: '0' },
        file: { name: 'audio.wav', type: 'audio/wav', size: audio.length },
      },
    ]);
  });

  it('names the file after its content type, and sends no key when none is set', async () => {
    const open = await startFakeTranscription({ models: ['whisper-large-v3'] });
    try {
      open.speak([{ text: 'Pronto?', seconds: 1 }]);
      const keyless = openAiTranscription({ url: open.url, model: 'whisper-large-v3', language: 'en' });
      for (const contentType of ['audio/mpeg', 'audio/ogg; codecs=opus', 'audio/x-m4a', 'audio/webm']) {
        await keyless.transcribe(input({ contentType, language: '' }));
      }
      expect(
        open.requests.map((r) => [r.file?.name, r.file?.type, r.authorization, r.fields.language]),
      ).toEqual([
        ['audio.mp3', 'audio/mpeg', null, 'en'],
        ['audio.ogg', 'audio/ogg', null, 'en'],
        ['audio.m4a', 'audio/x-m4a', null, 'en'],
        ['audio.webm', 'audio/webm', null, 'en'],
      ]);
    } finally {
      await open.close();
    }
  });

  it('refuses, without sending, audio of a type the API cannot read', async () => {
    const error = await failure(port().transcribe(input({ contentType: 'application/pdf' })));
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('listens to the audio and ignores the scripted transcript', async () => {
    fake.speak([{ text: 'Vorrei disdire la visita.', seconds: 2 }]);
    const transcript = await port().transcribe(input({ scriptedTranscript: 'Tutt’altro.' }));
    expect(transcript?.text).toBe('Vorrei disdire la visita.');
  });
});

describe('openai transcription: TRANSCRIPTION_URL', () => {
  it.each([
    ['http://whisper:8000', 'http://whisper:8000/v1/audio/transcriptions'],
    ['http://whisper:8000/', 'http://whisper:8000/v1/audio/transcriptions'],
    ['https://api.openai.com/v1', 'https://api.openai.com/v1/audio/transcriptions'],
    ['https://api.openai.com/v1/', 'https://api.openai.com/v1/audio/transcriptions'],
    ['https://api.openai.com/v1/audio/transcriptions', 'https://api.openai.com/v1/audio/transcriptions'],
    ['https://gateway.example/whisper', 'https://gateway.example/whisper/v1/audio/transcriptions'],
    [
      'https://x.example/openai/deployments/w/audio/transcriptions?api-version=2024-06-01',
      'https://x.example/openai/deployments/w/audio/transcriptions?api-version=2024-06-01',
    ],
  ])('%s → %s', (url, endpoint) => {
    expect(transcriptionEndpoint(url)).toBe(endpoint);
  });

  it('shows the address without its credentials or query (messages reach the call page)', () => {
    expect(withoutCredentials('https://user:secret@x.example/v1/audio/transcriptions?api-key=k')).toBe(
      'https://x.example/v1/audio/transcriptions',
    );
  });

  it('reaches the service given its root, its /v1 or its endpoint', async () => {
    fake.speak([{ text: 'Pronto?', seconds: 1 }]);
    for (const url of [fake.url, `${fake.url}/v1/`, `${fake.url}/v1/audio/transcriptions`]) {
      expect((await port({ url }).transcribe(input()))?.text).toBe('Pronto?');
    }
    expect(fake.requests.map((r) => r.path)).toEqual(Array(3).fill('/v1/audio/transcriptions'));
  });
});

describe('openai transcription: confidence', () => {
  it('is exp(avg_logprob) per segment and their duration-weighted mean for the transcript', async () => {
    const transcript = await hear([
      { text: 'Buongiorno, sono la signora Bianchi.', seconds: 4, avgLogprob: -0.1 },
      { text: 'Mi richiami.', seconds: 1, avgLogprob: -0.5 },
    ]);
    // exp(-0.1) = 0.904837, exp(-0.5) = 0.606531; (4 × 0.904837 + 1 × 0.606531) / 5 = 0.845176.
    expect(transcript.segments.map((s) => s.confidence)).toEqual([
      expect.closeTo(0.904837, 6),
      expect.closeTo(0.606531, 6),
    ]);
    expect(transcript.confidence).toBeCloseTo(0.845176, 6);
    expect(transcript.segments.map((s) => [s.startSeconds, s.endSeconds])).toEqual([
      [0, 4],
      [4, 5],
    ]);
    expect(transcript.text).toBe('Buongiorno, sono la signora Bianchi. Mi richiami.');
    expect(transcript.language).toBe('it'); // the service said 'italian'
  });

  it('keeps a positive avg_logprob at 1, and takes the plain mean of segments that last no time', async () => {
    expect((await hear([{ text: 'Sì.', seconds: 1, avgLogprob: 0.05 }])).confidence).toBe(1);
    const untimed = await hear([
      { text: 'Sì.', seconds: 0, avgLogprob: -0.1 },
      { text: 'No.', seconds: 0, avgLogprob: -0.5 },
    ]);
    // (0.904837 + 0.606531) / 2 = 0.755684
    expect(untimed.confidence).toBeCloseTo(0.755684, 6);
    expect(transcriptConfidence([])).toBe(0);
  });
});

describe("openai transcription: Whisper's thresholds", () => {
  it('flags what Whisper would skip as silence or decode again', async () => {
    const cases: [FakeSegment, boolean][] = [
      [{ text: 'a', seconds: 1, noSpeechProb: 0.7, avgLogprob: -1.2 }, true], // silence
      [{ text: 'b', seconds: 1, noSpeechProb: 0.7, avgLogprob: -1.0 }, true], // silence: not above -1
      [{ text: 'c', seconds: 1, noSpeechProb: 0.7, avgLogprob: -0.5 }, false], // confident despite it
      [{ text: 'd', seconds: 1, noSpeechProb: 0.6, avgLogprob: -1.0 }, false], // at both lines
      [{ text: 'e', seconds: 1, compressionRatio: 2.5 }, true], // too repetitive
      [{ text: 'f', seconds: 1, compressionRatio: 2.4 }, false],
      [{ text: 'g', seconds: 1, avgLogprob: -1.05 }, true], // log probability too low
      [{ text: 'h', seconds: 1 }, false],
    ];
    const transcript = await hear(cases.map(([segment]) => segment));
    expect(transcript.segments.map((s) => [s.text, s.flagged])).toEqual(
      cases.map(([segment, flagged]) => [segment.text, flagged]),
    );
  });
});

describe('openai transcription: silence hallucinations', () => {
  const speech = { text: "Buongiorno, chiamo per l'appuntamento di domani.", seconds: 3 };

  it('drops a known phrase that Whisper heard in silence', async () => {
    const transcript = await hear([
      speech,
      {
        text: 'Sottotitoli creati dalla comunità Amara.org',
        seconds: 2,
        noSpeechProb: 0.85,
        avgLogprob: -0.3,
      },
      { text: 'Thanks for watching!', seconds: 2, noSpeechProb: 0.92, avgLogprob: -0.4 },
    ]);
    expect(transcript.text).toBe(speech.text);
    expect(transcript.segments).toHaveLength(1);
  });

  it('drops a transcript made of nothing else', async () => {
    for (const only of [
      [{ text: 'Grazie per la visione!', seconds: 2, noSpeechProb: 0.1 }],
      [
        { text: 'Sottotitoli creati dalla comunità', seconds: 2 },
        { text: 'Amara.org', seconds: 1 },
      ],
      [
        { text: 'Ciao a tutti.', seconds: 1 },
        { text: 'Iscriviti al canale!', seconds: 1 },
      ],
    ]) {
      expect(await hear(only)).toEqual({ text: '', confidence: 0, segments: [], language: 'it' });
    }
  });

  it("keeps a caller's words that happen to match, when Whisper heard speech", async () => {
    const said = await hear([
      { text: 'Volevo solo dire', seconds: 1, noSpeechProb: 0.05 },
      { text: 'grazie per la visione.', seconds: 1, noSpeechProb: 0.05 },
    ]);
    expect(said.text).toBe('Volevo solo dire grazie per la visione.');
    expect((await hear([{ text: 'Grazie.', seconds: 1 }])).text).toBe('Grazie.');
  });
});

describe('openai transcription: errors', () => {
  it('a refused key is not retryable, and its message does not carry the key', async () => {
    const error = await failure(port({ apiKey: 'sk-wrong' }).transcribe(input()));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('HTTP 401: Incorrect API key provided.');
    expect(error.message).not.toContain('sk-wrong');
  });

  it('an unknown model (400) is not retryable', async () => {
    const error = await failure(port({ model: 'whisper-9' }).transcribe(input()));
    expect(error).toMatchObject({
      retryable: false,
      message: expect.stringContaining("'whisper-9' does not exist"),
    });
  });

  it.each([503, 500, 429, 408])('HTTP %i is retryable', async (status) => {
    fake.replyOnce({ status, body: { error: { message: 'Try again later' } } });
    const error = await failure(port().transcribe(input()));
    expect(error).toMatchObject({ retryable: true, message: expect.stringContaining(`HTTP ${status}`) });
  });

  it('a refused connection is retryable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port: free } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(port({ url: `http://127.0.0.1:${free}` }).transcribe(input()));
    expect(error).toMatchObject({ retryable: true, message: expect.stringContaining('ECONNREFUSED') });
  });

  it('no answer within the timeout is retryable', async () => {
    fake.replyOnce({ delayMs: 1000, body: {} });
    const error = await failure(port({ timeoutMs: 100 }).transcribe(input()));
    expect(error).toMatchObject({
      retryable: true,
      message: expect.stringContaining('no answer within 100 ms'),
    });
  });

  it.each([
    ['not JSON', '<html>502 Bad Gateway</html>'],
    ['text without segments', { text: 'Pronto?' }],
    ['a segment without avg_logprob', { text: 'Pronto?', segments: [{ start: 0, end: 1, text: 'Pronto?' }] }],
  ])('an answer that is %s is not retryable', async (_, body) => {
    fake.replyOnce({ status: 200, body });
    expect((await failure(port().transcribe(input()))).retryable).toBe(false);
  });

  it('takes a verbose_json with fields it does not know, a language code, and no segments for silence', async () => {
    fake.replyOnce({
      body: { task: 'transcribe', text: '', language: 'en', segments: null, x_groq: { id: 1 } },
    });
    expect(await port().transcribe(input())).toEqual({
      text: '',
      confidence: 0,
      segments: [],
      language: 'en',
    });
  });
});
