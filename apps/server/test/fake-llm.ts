/**
 * A fake OpenAI-compatible chat completions server for tests: node:http on 127.0.0.1 at a free port,
 * answering POST /v1/chat/completions as the real API does for a structured-outputs request.
 *
 * It checks what the real one would refuse — the Bearer key (401 `invalid_api_key`), the model
 * (404 `model_not_found`), a `response_format` of type json_schema with `strict: true` and a schema
 * strict mode accepts (400 otherwise) — and then answers with the next scripted reply, or, with none
 * scripted, with what `respond` makes of the request (a stand-in model). Every request is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model?: unknown;
    temperature?: unknown;
    messages?: { role: string; content: string }[];
    response_format?: {
      type?: unknown;
      json_schema?: { name?: unknown; strict?: unknown; schema?: Record<string, unknown> };
    };
  };
}

export type FakeReply =
  /** The model's answer: an object is sent as JSON text, a string as it is. */
  | { content: unknown }
  | { refusal: string }
  | { finishReason: 'length'; content: string }
  /** An HTTP error with OpenAI's `{ error: { message, type, code } }` body. */
  | { status: number; message?: string }
  /** No answer for this long (to test timeouts). */
  | { delayMs: number; then: FakeReply };

export interface FakeLlm {
  /** The base URL, without /v1. */
  url: string;
  requests: ChatRequest[];
  /** Queues replies, used before `respond`. */
  script(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

/** Keywords OpenAI's strict mode refuses in a schema. */
const UNSUPPORTED = ['minLength', 'maxLength', '$schema', 'oneOf', 'allOf', 'not', 'if'];

/** Why strict mode would refuse the schema, or null. */
function strictProblem(schema: unknown, path = 'schema'): string | null {
  if (typeof schema !== 'object' || schema === null) return null;
  if (Array.isArray(schema)) {
    for (const [i, item] of schema.entries()) {
      const problem = strictProblem(item, `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  const node = schema as Record<string, unknown>;
  const bad = UNSUPPORTED.find((key) => key in node);
  if (bad) return `${path}: '${bad}' is not permitted`;
  if (node.type === 'object') {
    const keys = Object.keys((node.properties as object | undefined) ?? {});
    const required = (node.required as string[] | undefined) ?? [];
    if (node.additionalProperties !== false) return `${path}: 'additionalProperties' is required to be false`;
    const missing = keys.find((key) => !required.includes(key));
    if (missing) return `${path}: 'required' must include every property, missing '${missing}'`;
  }
  for (const [key, value] of Object.entries(node)) {
    const problem = strictProblem(value, `${path}.${key}`);
    if (problem) return problem;
  }
  return null;
}

const error = (status: number, message: string, code: string | null, type = 'invalid_request_error') => ({
  status,
  body: { error: { message, type, param: null, code } },
});

function check(request: ChatRequest, options: { model: string; apiKey?: string }) {
  if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
    return error(401, 'Incorrect API key provided.', 'invalid_api_key');
  }
  const { body } = request;
  if (body.model !== options.model) {
    return error(404, `The model '${String(body.model)}' does not exist`, 'model_not_found');
  }
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return error(400, "'messages' must be a non-empty array", null);
  }
  const format = body.response_format;
  if (format?.type !== 'json_schema' || format.json_schema?.strict !== true || !format.json_schema.name) {
    return error(400, "'response_format' must be a strict json_schema here", null);
  }
  const schema = format.json_schema.schema;
  if (schema?.type !== 'object') return error(400, 'Invalid schema: the root must be an object', null);
  const problem = strictProblem(schema);
  return problem ? error(400, `Invalid schema for response_format: ${problem}`, null) : null;
}

function completion(
  model: string,
  reply: { content: string | null; refusal?: string; finishReason?: string },
) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.content, refusal: reply.refusal ?? null },
        finish_reason: reply.finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

async function render(reply: FakeReply, model: string): Promise<{ status: number; body: unknown }> {
  if ('delayMs' in reply) {
    await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    return render(reply.then, model);
  }
  if ('status' in reply)
    return error(reply.status, reply.message ?? `HTTP ${reply.status}`, null, 'server_error');
  if ('refusal' in reply)
    return { status: 200, body: completion(model, { content: null, refusal: reply.refusal }) };
  if ('finishReason' in reply) {
    return {
      status: 200,
      body: completion(model, { content: reply.content, finishReason: reply.finishReason }),
    };
  }
  const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
  return { status: 200, body: completion(model, { content }) };
}

export async function startFakeLlm(options: {
  model: string;
  apiKey?: string;
  /** The stand-in model, for requests with no scripted reply. */
  respond?: (request: ChatRequest) => FakeReply | Promise<FakeReply>;
}): Promise<FakeLlm> {
  const requests: ChatRequest[] = [];
  const queue: FakeReply[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      // A stand-in model that throws answers 500, as a failing server would, instead of leaving the request hanging.
      respond().catch((cause: unknown) =>
        send(500, error(500, `The fake model failed: ${String(cause)}`, null).body),
      );
      async function respond(): Promise<void> {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          return send(404, error(404, `Unknown request URL: ${req.method} ${req.url}`, 'unknown_url').body);
        }
        let body: ChatRequest['body'];
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'];
        } catch {
          return send(400, error(400, 'We could not parse the JSON body of your request.', null).body);
        }
        const request = { headers: req.headers, body };
        requests.push(request);
        const refused = check(request, options);
        if (refused) return send(refused.status, refused.body);
        const reply = queue.shift() ?? (await options.respond?.(request));
        const answer = reply ? await render(reply, options.model) : error(500, 'No scripted reply', null);
        send(answer.status, answer.body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
