import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { simulatedCall } from '../../../test/calls';
import { clinicOwner } from '../../../test/clinic';
import { startFakeTranscription, type FakeTranscription } from '../../../test/fake-transcription';

/**
 * The work after a call with a transcription service configured (a fake OpenAI-compatible one):
 * the stored recording is what it hears, its confidence is kept, and a failure it reports ends in
 * a clear state on the call.
 */
let t: TestApp;
let service: FakeTranscription;
beforeAll(async () => {
  service = await startFakeTranscription({ apiKey: 'sk-test' });
  t = await createTestApp({
    TRANSCRIPTION_URL: service.url,
    TRANSCRIPTION_API_KEY: 'sk-test',
    TRANSCRIPTION_MODEL: 'whisper-1',
  });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

describe('calls with a transcription service', () => {
  it('sends the stored voicemail and keeps what the service heard, with its confidence', async () => {
    service.speak([
      { text: 'Buongiorno, sono Carla Conti.', seconds: 2, avgLogprob: -0.1 },
      { text: 'Vorrei disdire la visita di giovedì.', seconds: 3, avgLogprob: -0.3 },
    ]);
    const owner = await clinicOwner(t);
    const call = await simulatedCall(t, owner, { transcript: 'ignored by a real service' });
    const request = service.requests.at(-1)!;
    expect(request.file).toMatchObject({ name: expect.stringMatching(/\.wav$/), type: 'audio/wav' });
    expect(request.fields).toMatchObject({
      model: 'whisper-1',
      language: 'it',
      response_format: 'verbose_json',
    });
    expect(call.transcription).toMatchObject({
      state: 'done',
      text: 'Buongiorno, sono Carla Conti. Vorrei disdire la visita di giovedì.',
    });
    // Duration-weighted mean of exp(avg_logprob): (2·e^-0.1 + 3·e^-0.3) / 5.
    expect(call.transcription.confidence).toBeCloseTo((2 * Math.exp(-0.1) + 3 * Math.exp(-0.3)) / 5, 5);
    expect(call.triage.result).toMatchObject({ category: 'cancellation_or_change' });
  });

  it('a refusal that a retry cannot fix shows as failed on the call, which is still triaged to call back', async () => {
    service.replyOnce({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const owner = await clinicOwner(t);
    const call = await simulatedCall(t, owner);
    expect(call.transcription.state).toBe('failed');
    expect(call.transcription.error).toBeTruthy();
    // Without a transcript the call is still triaged: a voicemail nobody could read, to call back.
    expect(call.triage.state).toBe('done');
    expect(call.triage.result?.suggestedAction).toBe('call_back');
  });
});
