import { TranscriptionError, type Transcript, type TranscriptionInput, type TranscriptionPort } from './port';
import { mediaType } from './wav';
import { fromVerboseJson, VerboseTranscription } from './whisper';

export interface OpenAiTranscriptionOptions {
  /** TRANSCRIPTION_URL: see transcriptionEndpoint for the forms it may take. */
  url: string;
  /** TRANSCRIPTION_API_KEY, sent as `Authorization: Bearer …` when set. */
  apiKey?: string;
  /** TRANSCRIPTION_MODEL, e.g. 'whisper-1' (OpenAI) or 'Systran/faster-whisper-small' (speaches). */
  model: string;
  /** TRANSCRIPTION_LANGUAGE: the language asked for when the input does not say. */
  language: string;
  /** How long one transcription may take, answer included; 120 s unless a test wants less. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * Where to POST, from TRANSCRIPTION_URL. Trailing slashes are dropped, then:
 * - a URL already ending in `/audio/transcriptions` is used as it is;
 * - one ending in `/v1` (the base URL OpenAI's SDKs take: https://api.openai.com/v1) gets
 *   `/audio/transcriptions`;
 * - anything else is the service's root (http://host:8000, or a proxy's prefix such as
 *   https://gateway/whisper) and gets `/v1/audio/transcriptions`.
 * A query string (an `api-version`) is kept.
 */
/** The service's address as it may be shown: without user, password and query. */
export function withoutCredentials(url: string): string {
  const shown = new URL(url);
  shown.username = '';
  shown.password = '';
  shown.search = '';
  return shown.toString();
}

export function transcriptionEndpoint(url: string): string {
  const endpoint = new URL(url);
  const path = endpoint.pathname.replace(/\/+$/, '');
  if (/\/audio\/transcriptions$/.test(path)) endpoint.pathname = path;
  else if (/\/v1$/.test(path)) endpoint.pathname = `${path}/audio/transcriptions`;
  else endpoint.pathname = `${path}/v1/audio/transcriptions`;
  return endpoint.toString();
}

/**
 * OpenAI tells the format by the file name's extension, so the upload is named after the content
 * type; these are the formats its API accepts (flac, m4a, mp3, mp4, mpeg, mpga, oga, ogg, wav, webm).
 */
const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'video/mp4': 'mp4',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
};

/** `audio.<extension>` for a content type the API reads, else null. */
export function audioFileName(contentType: string): string | null {
  const extension = EXTENSIONS[mediaType(contentType)];
  return extension ? `audio.${extension}` : null;
}

/** Too many requests, a gateway's timeout, or the service's own trouble: worth another try. */
const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** OpenAI's `{ error: { message } }`, or the start of whatever else came back. */
function errorDetail(body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string') return message;
  } catch {
    // not JSON: the text itself
  }
  return body.slice(0, 200);
}

/** Why a request got no answer: a timeout, or the socket's error code (ECONNREFUSED…). */
function failureReason(cause: unknown, timeoutMs: number): string {
  if (cause instanceof DOMException && cause.name === 'TimeoutError')
    return `no answer within ${timeoutMs} ms`;
  const code = (cause as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : String(cause);
}

/**
 * The real adapter: any OpenAI-compatible `/v1/audio/transcriptions` (OpenAI, Groq, speaches /
 * faster-whisper-server, whisper.cpp's server, vLLM). The recording goes up as multipart/form-data
 * with response_format=verbose_json and temperature 0; the answer's segments become the transcript
 * (whisper.ts). The scripted transcript is ignored: this adapter listens to the audio.
 *
 * Errors are TranscriptionErrors: no answer (refused, reset, timed out), 408, 429 and 5xx are
 * retryable; any other 4xx (a bad key, a file the service refuses) and an answer that is not
 * verbose_json are not — trying again would get the same.
 */
export function openAiTranscription(options: OpenAiTranscriptionOptions): TranscriptionPort {
  const endpoint = transcriptionEndpoint(options.url);
  // Messages are kept on the call and shown to members: never the URL's credentials or query.
  const shown = withoutCredentials(endpoint);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};

  async function post(form: FormData): Promise<string> {
    const failed = (reason: string, retryable: boolean, cause?: unknown) =>
      new TranscriptionError(`Transcription at ${shown} failed: ${reason}`, retryable, { cause });
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let body: string;
    try {
      response = await fetch(endpoint, { method: 'POST', headers, body: form, signal });
      body = await response.text();
    } catch (cause) {
      throw failed(failureReason(cause, timeoutMs), true, cause);
    }
    if (!response.ok) {
      throw failed(`HTTP ${response.status}: ${errorDetail(body)}`, isRetryableStatus(response.status));
    }
    return body;
  }

  return {
    kind: 'openai',
    async transcribe(input: TranscriptionInput): Promise<Transcript> {
      const fileName = audioFileName(input.contentType);
      if (!fileName) {
        throw new TranscriptionError(
          `Cannot send audio of type '${input.contentType}' for transcription`,
          false,
        );
      }
      const language = input.language || options.language;
      const form = new FormData();
      const audio = new Blob([new Uint8Array(input.audio)], { type: mediaType(input.contentType) });
      form.append('file', audio, fileName);
      form.append('model', options.model);
      form.append('language', language);
      form.append('response_format', 'verbose_json');
      form.append('temperature', '0');
      const body = await post(form);

      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch (cause) {
        throw new TranscriptionError(`Transcription at ${shown} answered no JSON`, false, { cause });
      }
      const answer = VerboseTranscription.safeParse(json);
      if (!answer.success) {
        const issues = answer.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        throw new TranscriptionError(`Transcription at ${shown} answered no verbose_json (${issues})`, false);
      }
      return fromVerboseJson(answer.data, language);
    },
  };
}
