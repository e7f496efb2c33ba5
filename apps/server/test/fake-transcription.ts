/**
 * A fake OpenAI-compatible transcription service for tests: `POST /v1/audio/transcriptions` on
 * 127.0.0.1, checking a request as OpenAI does (the Bearer key, multipart/form-data with a `file`
 * whose extension it reads, a known `model`, a `response_format`, an ISO-639-1 `language`) and
 * answering as Whisper would for audio that says what the test scripted with `speak()`. It keeps
 * every request it saw, and `replyOnce()` queues trouble (an error status, a body that is not JSON,
 * a slow answer) for the next request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stretch of the scripted audio and how Whisper would judge its decoding. */
export interface FakeSegment {
  text: string;
  seconds: number;
  avgLogprob?: number;
  noSpeechProb?: number;
  compressionRatio?: number;
}

/** Instead of a transcription: this status and body (JSON unless a string), after a delay. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  /** The form's text fields: model, language, response_format, temperature… */
  fields: Record<string, string>;
  file: { name: string; type: string; size: number } | null;
}

export interface FakeTranscription {
  /** The service's root, `http://127.0.0.1:<port>`, as TRANSCRIPTION_URL would be. */
  url: string;
  requests: SeenRequest[];
  /** What the audio says, for every transcription from now on. */
  speak(segments: FakeSegment[]): void;
  /** The next request that reaches the service gets this instead; queued in order. */
  replyOnce(reply: FakeReply): void;
  close(): Promise<void>;
}

export interface FakeTranscriptionOptions {
  /** The key a request must bear; without, any request passes. */
  apiKey?: string;
  models?: string[];
}

const FORMATS = new Set(['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']);
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

const openAiError = (message: string, code: string | null = null) => ({
  error: { message, type: 'invalid_request_error', param: null, code },
});

/** The verbose_json answer OpenAI gives for audio that says `segments`, one after the other. */
export function verboseJson(segments: FakeSegment[], language: string) {
  let at = 0;
  const timed = segments.map((s, id) => {
    const start = at;
    at = Math.round((at + s.seconds) * 100) / 100;
    return {
      id,
      seek: 0,
      start,
      end: at,
      text: ` ${s.text}`,
      tokens: [50364, 50414],
      temperature: 0,
      avg_logprob: s.avgLogprob ?? -0.2,
      compression_ratio: s.compressionRatio ?? 1.3,
      no_speech_prob: s.noSpeechProb ?? 0.01,
    };
  });
  return {
    task: 'transcribe',
    language: (languageNames.of(language) ?? language).toLowerCase(),
    duration: at,
    text: timed.map((s) => s.text).join(''),
    segments: timed,
    usage: { type: 'duration', seconds: Math.ceil(at) },
  };
}

async function readForm(req: IncomingMessage): Promise<FormData | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return null;
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- a test fake reading one small body held in memory: the streaming parser undici recommends for servers buys nothing here
  return new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData();
}

export async function startFakeTranscription(
  options: FakeTranscriptionOptions = {},
): Promise<FakeTranscription> {
  const models = options.models ?? ['whisper-1'];
  const requests: SeenRequest[] = [];
  const replies: FakeReply[] = [];
  let script: FakeSegment[] = [];

  async function answer(req: IncomingMessage): Promise<{ status: number; body: unknown; delayMs?: number }> {
    const form = await readForm(req);
    const fields: Record<string, string> = {};
    let seenFile: File | null = null;
    for (const [key, value] of form ?? []) {
      if (typeof value === 'string') fields[key] = value;
      else if (key === 'file') seenFile = value;
    }
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization ?? null,
      fields,
      file: seenFile && { name: seenFile.name, type: seenFile.type, size: seenFile.size },
    });

    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return { status: 401, body: openAiError('Incorrect API key provided.', 'invalid_api_key') };
    }
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      return { status: 404, body: openAiError(`Invalid URL (${req.method} ${req.url})`) };
    }
    const queued = replies.shift();
    if (queued) return { status: queued.status ?? 200, body: queued.body ?? {}, delayMs: queued.delayMs };
    if (!form) return { status: 400, body: openAiError('Expected multipart/form-data') };
    const extension = seenFile?.name.split('.').pop()?.toLowerCase() ?? '';
    if (!seenFile || !FORMATS.has(extension)) {
      return { status: 400, body: openAiError(`Invalid file format. Supported formats: ${[...FORMATS]}`) };
    }
    if (!models.includes(fields.model ?? '')) {
      return {
        status: 400,
        body: openAiError(`The model '${fields.model}' does not exist`, 'model_not_found'),
      };
    }
    const language = fields.language ?? 'en';
    if (!/^[a-z]{2}$/.test(language))
      return { status: 400, body: openAiError(`Invalid language '${language}'`) };
    const spoken = verboseJson(script, language);
    switch (fields.response_format ?? 'json') {
      case 'verbose_json':
        return { status: 200, body: spoken };
      case 'json':
        return { status: 200, body: { text: spoken.text } };
      default:
        return { status: 400, body: openAiError(`Unsupported response_format '${fields.response_format}'`) };
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    answer(req).then(
      async ({ status, body, delayMs }) => {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        const type = typeof body === 'string' ? 'text/plain' : 'application/json';
        if (!res.destroyed) res.writeHead(status, { 'content-type': type }).end(text);
      },
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    speak: (segments) => {
      script = segments;
    },
    replyOnce: (reply) => replies.push(reply),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
