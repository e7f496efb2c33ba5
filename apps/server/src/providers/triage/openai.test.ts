import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CallTriage } from '@studiolo/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeLlm, type FakeLlm } from '../../../test/fake-llm';
import { strictJsonSchema } from './json-schema';
import { chatCompletionsUrl, openaiTriage, TRIAGE_SYSTEM_PROMPT } from './openai';
import type { TriageInput } from './port';

const MODEL = 'gpt-4o-mini';
const KEY = 'sk-test-123';
const input: TriageInput = {
  transcript: 'Buongiorno, sono Mario Rossi, vorrei prenotare una visita martedì.',
  locale: 'it',
  callerName: 'Mario Rossi',
  organizationName: 'Studio Bianchi',
  outcome: 'voicemail',
};
const answer: CallTriage = {
  priority: 'normal',
  category: 'appointment_booking',
  summary: 'Mario Rossi vuole prenotare una visita per martedì.',
  suggestedAction: 'whatsapp_reply',
  draftReply: 'Gentile Mario Rossi, la ricontatteremo per fissare la visita.\nStudio Bianchi',
  reason: 'Chiede di «prenotare una visita»; nessuna urgenza.',
};

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ model: MODEL, apiKey: KEY });
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
});

const port = (more: { apiKey?: string; url?: string; timeoutMs?: number } = {}) =>
  openaiTriage({
    url: more.url ?? llm.url,
    apiKey: 'apiKey' in more ? more.apiKey : KEY,
    model: MODEL,
    ...more,
  });

/** How a triage fails: a TriageError, retryable or not, with this message. */
const triageError = (retryable: boolean, message: string) => ({ name: 'TriageError', retryable, message });

describe('openai triage', () => {
  it('asks a chat model for the strict triage schema and returns its answer', async () => {
    llm.script({ content: answer });
    expect(await port().triage(input)).toEqual(answer);

    const [request] = llm.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body).toMatchObject({
      model: MODEL,
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'call_triage', strict: true } },
    });
    const [system, user] = request!.body.messages!;
    expect(system).toEqual({ role: 'system', content: TRIAGE_SYSTEM_PROMPT });
    expect(JSON.parse(user!.content)).toEqual({
      practice: 'Studio Bianchi',
      practiceLanguage: 'it (Italian)',
      outcome: 'voicemail',
      callerName: 'Mario Rossi',
      transcript: input.transcript,
    });
  });

  it('sends a schema with every field required, no extra fields and a nullable draft', () => {
    const schema = strictJsonSchema(CallTriage);
    expect(schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['priority', 'category', 'summary', 'suggestedAction', 'draftReply', 'reason'],
      properties: {
        draftReply: { type: ['string', 'null'] },
        priority: { type: 'string', enum: ['high', 'normal', 'low'] },
      },
    });
    expect(JSON.stringify(schema)).not.toMatch(/minLength|maxLength|\$schema|anyOf/);
    expect(() => strictJsonSchema(z.object({ a: z.string().optional() }))).toThrow(/every property required/);
  });

  it('accepts the base URL with or without /v1, and sends no key when none is configured', async () => {
    expect(chatCompletionsUrl('https://api.openai.com')).toBe('https://api.openai.com/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.openai.com/v1/')).toBe(
      'https://api.openai.com/v1/chat/completions',
    );
    expect(chatCompletionsUrl('http://h/v1/chat/completions')).toBe('http://h/v1/chat/completions');

    llm.script({ content: answer });
    expect((await port({ url: `${llm.url}/v1` }).triage(input)).category).toBe('appointment_booking');

    const open = await startFakeLlm({ model: MODEL, respond: () => ({ content: answer }) });
    try {
      await openaiTriage({ url: open.url, model: MODEL }).triage(input);
      expect(open.requests[0]!.headers.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('drops a draft the model wrote for an action other than a WhatsApp reply', async () => {
    llm.script({ content: { ...answer, suggestedAction: 'call_back' } });
    expect(await port().triage(input)).toMatchObject({ suggestedAction: 'call_back', draftReply: null });
  });

  it('fails for good on an answer that is not the schema’s JSON, or a refusal', async () => {
    llm.script(
      { content: 'Sure! Here is the triage: {"priority": "high"' },
      { content: { ...answer, category: 'gossip' } },
      { refusal: 'I cannot help with that.' },
      { finishReason: 'length', content: '{"priority":"normal","categ' },
    );
    for (const message of [
      'The language model’s answer is not JSON',
      'The language model’s answer does not match the triage schema',
      'The language model refused: I cannot help with that.',
      'The language model’s answer was cut short',
    ]) {
      await expect(port().triage(input)).rejects.toMatchObject(triageError(false, message));
    }
  });

  it('fails for good on a wrong key or model, with the API’s message', async () => {
    await expect(port({ apiKey: 'sk-wrong' }).triage(input)).rejects.toMatchObject(
      triageError(false, 'The language model answered HTTP 401: Incorrect API key provided.'),
    );
    await expect(
      openaiTriage({ url: llm.url, apiKey: KEY, model: 'gpt-nonexistent' }).triage(input),
    ).rejects.toMatchObject(
      triageError(false, "The language model answered HTTP 404: The model 'gpt-nonexistent' does not exist"),
    );
  });

  it('fails for now on 503, 429, a refused connection or a timeout, so the job tries again', async () => {
    llm.script(
      { status: 503, message: 'The server is overloaded' },
      { status: 429, message: 'Rate limit reached' },
    );
    await expect(port().triage(input)).rejects.toMatchObject(
      triageError(true, 'The language model answered HTTP 503: The server is overloaded'),
    );
    await expect(port().triage(input)).rejects.toMatchObject(
      triageError(true, 'The language model answered HTTP 429: Rate limit reached'),
    );

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port: closedPort } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(port({ url: `http://127.0.0.1:${closedPort}` }).triage(input)).rejects.toMatchObject(
      triageError(true, 'The language model could not be reached'),
    );

    llm.script({ delayMs: 500, then: { content: answer } });
    await expect(port({ timeoutMs: 50 }).triage(input)).rejects.toMatchObject(
      triageError(true, 'The language model did not answer within 50 ms'),
    );
  });
});
