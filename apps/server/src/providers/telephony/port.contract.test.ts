import twilio from 'twilio';
import { notMobileReason, PhoneNumber } from '@studiolo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '../../../test/fake-twilio';
import { TelephonyError, type RecordingRef, type TelephonyPort } from './port';
import { simulatorTelephony, type SignedDelivery } from './simulator';
import { twilioTelephony } from './twilio';

const HOOKS = 'https://studiolo.example/api/v1/telephony';

let fake: FakeTwilio;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(() => fake.close());

interface Subject {
  port: TelephonyPort;
  token: string;
  recording(): RecordingRef;
}

const delivered: SignedDelivery[] = [];

const subjects: Record<string, () => Subject> = {
  simulator: () => {
    const token = 'simulator-token-for-the-contract-test';
    const port = simulatorTelephony({ authToken: token, hooksBase: HOOKS });
    port.connect(async (delivery) => void delivered.push(delivery));
    let n = 0;
    return {
      port,
      token,
      recording: () => ({
        providerRecordingId: `RE${String(++n).padStart(32, '0')}`,
        url: 'https://simulator.studiolo.invalid/x',
      }),
    };
  },
  twilio: () => ({
    port: twilioTelephony({
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      bundleSid: fake.bundleSid,
      addressSid: fake.addressSid,
      hooksBase: HOOKS,
      apiBase: fake.url,
    }),
    token: fake.authToken,
    recording: () => {
      const { sid, url } = fake.addRecording();
      return { providerRecordingId: sid, url };
    },
  }),
};

describe.each(Object.keys(subjects))('telephony port: %s', (name) => {
  let subject: Subject;
  beforeAll(() => {
    subject = subjects[name]!();
  });
  const url = `${HOOKS}/status?number=%2B390294750000`;
  const params = { CallSid: 'CA' + '1'.repeat(32), CallStatus: 'completed', From: '+393331112222' };

  it('accepts a webhook signed over its full URL and parameters, and nothing else', () => {
    const signature = twilio.getExpectedTwilioSignature(subject.token, url, params);
    expect(subject.port.verifySignature(url, params, signature)).toBe(true);
    expect(subject.port.verifySignature(url, params, undefined)).toBe(false);
    expect(subject.port.verifySignature(url, { ...params, CallStatus: 'busy' }, signature)).toBe(false);
    expect(subject.port.verifySignature(`${HOOKS}/status?number=%2B390294750001`, params, signature)).toBe(
      false,
    );
    const foreign = twilio.getExpectedTwilioSignature('another-token', url, params);
    expect(subject.port.verifySignature(url, params, foreign)).toBe(false);
  });

  it('downloads a recording as audio, and not after deleting it', async () => {
    const ref = subject.recording();
    const audio = await subject.port.fetchRecording(ref);
    expect(audio.contentType).toMatch(/^audio\/(x-)?wav$/);
    expect(new TextDecoder().decode(audio.body.subarray(0, 4))).toBe('RIFF');
    await subject.port.deleteRecording(ref);
    await subject.port.deleteRecording(ref); // deleting twice is not an error
    await expect(subject.port.fetchRecording(ref)).rejects.toBeInstanceOf(TelephonyError);
  });

  it('places a call-back and answers its call id', async () => {
    const placed = await subject.port.placeCallback({
      from: '+390294750000',
      agent: '+393339998877',
      callee: '+393331112222',
    });
    expect(placed.providerCallId).toMatch(/^CA[0-9a-f]{32}$/);
  });

  it('finds Milan (02) numbers, buys one and releases it', async () => {
    const found = await subject.port.searchLocalNumbers('02');
    expect(found.length).toBeGreaterThan(0);
    for (const e164 of found) expect(e164).toMatch(/^\+3902\d{8}$/);
    const bought = await subject.port.buyNumber(found[0]!);
    expect(bought).toEqual({ e164: found[0], providerNumberId: expect.stringMatching(/^PN[0-9a-f]{32}$/) });
    // A number bought is no longer for sale.
    await expect(subject.port.buyNumber(found[0]!)).rejects.toBeInstanceOf(TelephonyError);
    await subject.port.releaseNumber(bought.providerNumberId);
    await subject.port.releaseNumber(bought.providerNumberId); // releasing twice is not an error
  });

  it('finds nothing in a prefix the plan does not have', async () => {
    expect(await subject.port.searchLocalNumbers('03')).toEqual([]);
  });

  it('sends an SMS and answers its message id', async () => {
    const sent = await subject.port.sendSms({
      from: '+390294760000',
      to: '+393331112222',
      body: 'Codice 123456',
    });
    expect(sent.providerMessageId).toBeTruthy();
  });
});

describe('twilio adapter', () => {
  it('asks Twilio to ring the professional, then connect the caller, reporting to our hooks', async () => {
    const port = twilioTelephony({ ...fake, hooksBase: HOOKS, apiBase: fake.url });
    await port.placeCallback({ from: '+390294750000', agent: '+393339998877', callee: '+393331112222' });
    const posted = fake.calls.at(-1)!;
    expect(posted.get('To')).toBe('+393339998877');
    expect(posted.get('From')).toBe('+390294750000');
    expect(posted.get('Url')).toBe(`${HOOKS}/connect?number=%2B390294750000&callee=%2B393331112222`);
    expect(posted.get('StatusCallback')).toBe(
      `${HOOKS}/status?number=%2B390294750000&callee=%2B393331112222`,
    );
    expect(posted.getAll('StatusCallbackEvent')).toEqual(['initiated', 'ringing', 'answered', 'completed']);
  });

  it('sends an SMS through the Messages API, and a refusal is not worth retrying', async () => {
    const port = twilioTelephony({ ...fake, hooksBase: HOOKS, apiBase: fake.url });
    const sent = await port.sendSms({ from: 'Studiolo', to: '+393331112222', body: 'Il Suo codice: 123456' });
    expect(sent.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    const posted = fake.messages.at(-1)!;
    expect(Object.fromEntries(posted)).toEqual({
      To: '+393331112222',
      From: 'Studiolo',
      Body: 'Il Suo codice: 123456',
    });
    const refused = await port
      .sendSms({ from: 'Studiolo', to: '+393331112222', body: '' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'TelephonyError', retryable: false });
  });

  it("downloads from the account's API by the recording's id, whatever URL an event named", async () => {
    const port = twilioTelephony({ ...fake, hooksBase: HOOKS, apiBase: fake.url });
    const { sid } = fake.addRecording();
    const audio = await port.fetchRecording({
      providerRecordingId: sid,
      url: 'https://attacker.example/steal',
    });
    expect(new TextDecoder().decode(audio.body.subarray(0, 4))).toBe('RIFF');
  });

  it('reports wrong credentials as not worth retrying, and an unreachable Twilio as worth it', async () => {
    const wrong = twilioTelephony({ ...fake, authToken: 'wrong', hooksBase: HOOKS, apiBase: fake.url });
    const { sid, url } = fake.addRecording();
    const refused = await wrong
      .fetchRecording({ providerRecordingId: sid, url })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'TelephonyError', retryable: false });
    const down = twilioTelephony({
      ...fake,
      hooksBase: HOOKS,
      apiBase: 'http://127.0.0.1:1',
      timeoutMs: 2000,
    });
    const unreachable = await down
      .placeCallback({ from: '+390294750000', agent: '+393339998877', callee: '+393331112222' })
      .catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ name: 'TelephonyError', retryable: true });
  });
});

describe('twilio adapter: numbers', () => {
  const port = (overrides: { bundleSid?: string; addressSid?: string } = {}) =>
    twilioTelephony({
      ...fake,
      bundleSid: fake.bundleSid,
      addressSid: fake.addressSid,
      ...overrides,
      hooksBase: HOOKS,
      apiBase: fake.url,
    });

  it('buys with the bundle and address of the configuration, its calls reported to our webhooks', async () => {
    fake.available.push('+390611122233');
    const bought = await port().buyNumber('+390611122233');
    const posted = fake.owned.get(bought.providerNumberId)!;
    expect(posted.get('BundleSid')).toBe(fake.bundleSid);
    expect(posted.get('AddressSid')).toBe(fake.addressSid);
    expect(posted.get('VoiceUrl')).toBe(`${HOOKS}/voice`);
    expect(posted.get('VoiceMethod')).toBe('POST');
    expect(posted.get('StatusCallback')).toBe(`${HOOKS}/status?number=%2B390611122233`);
  });

  it("keeps only the prefix's numbers of a search ('Contains' matches anywhere)", async () => {
    fake.available.push('+390699902123', '+390102060000');
    const found = await port().searchLocalNumbers('06');
    expect(found).toContain('+390699902123');
    expect(found.every((n) => n.startsWith('+3906'))).toBe(true);
  });

  it("tells a missing bundle, an address mismatch and a number not for sale by Twilio's codes", async () => {
    fake.available.push('+390811234567');
    const failure = (p: ReturnType<typeof port>, e164 = '+390811234567') =>
      p.buyNumber(e164).catch((error: unknown) => error);
    expect(await failure(port({ bundleSid: 'BU' + '0'.repeat(32) }))).toMatchObject({
      name: 'TelephonyError',
      failure: 'bundle_missing',
      retryable: false,
    });
    expect(await failure(port({ addressSid: 'AD' + '0'.repeat(32) }))).toMatchObject({
      failure: 'address_mismatch',
    });
    expect(await failure(port(), '+390819999999')).toMatchObject({ failure: 'no_numbers' });
    // Without a bundle configured, Twilio is not even asked.
    const before = fake.owned.size;
    expect(await failure(port({ bundleSid: '' }))).toMatchObject({ failure: 'bundle_missing' });
    expect(fake.owned.size).toBe(before);
  });
});

describe('simulator', () => {
  it('draws ten-digit numbers in the chosen prefix, valid Italian landlines', async () => {
    const port = simulatorTelephony({ authToken: 'token', hooksBase: HOOKS });
    for (const prefix of ['02', '011', '0121']) {
      const found = await port.searchLocalNumbers(prefix);
      expect(found).toHaveLength(5);
      for (const e164 of found) {
        expect(e164.startsWith(`+39${prefix}`)).toBe(true);
        expect(e164).toHaveLength(13);
        expect(PhoneNumber.parse(e164)).toBe(e164); // a valid number
        expect(notMobileReason(e164)).toBe('mobileLandline'); // and a landline
      }
    }
  });

  it('keeps each SMS where it is told (the outbox)', async () => {
    const kept: unknown[] = [];
    const port = simulatorTelephony({
      authToken: 'token',
      hooksBase: HOOKS,
      keepSms: async (sms) => {
        kept.push(sms);
        return { id: 'outbox-1' };
      },
    });
    const sent = await port.sendSms({ from: '+390294760000', to: '+393331112222', body: 'Codice 123456' });
    expect(sent.providerMessageId).toBe('outbox-1');
    expect(kept).toEqual([{ from: '+390294760000', to: '+393331112222', body: 'Codice 123456' }]);
  });

  it('plays a call to the demo line ringing, answered, recorded with what the caller says, ended', async () => {
    const port = simulatorTelephony({ authToken: 'token', hooksBase: HOOKS });
    const seen: SignedDelivery[] = [];
    port.connect(async (delivery) => void seen.push(delivery));
    const script = port.demoScript({
      number: '+390294760000',
      caller: '+393331112222',
      transcript: 'Vorrei prenotare una visita.',
      ringMs: 5,
      talkMs: 10,
    });
    expect(script.map((d) => [d.afterMs, d.delivery.hook])).toEqual([
      [0, 'voice'],
      [5, 'status'],
      [15, 'recording'],
      [15, 'status'],
    ]);
    port.play(script);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen.map((d) => d.params.CallStatus ?? d.params.RecordingStatus)).toEqual([
      'ringing',
      'in-progress',
      'completed',
      'completed',
    ]);
    expect(seen[2]!.params.StudioloTranscript).toBe('Vorrei prenotare una visita.');
    for (const d of seen) expect(port.verifySignature(d.url, d.params, d.signature)).toBe(true);
    await port.close();
  });

  it("plays a call-back as the outbound call's signed webhooks", async () => {
    const port = simulatorTelephony({ authToken: 'token', hooksBase: HOOKS });
    const seen: SignedDelivery[] = [];
    port.connect(async (delivery) => void seen.push(delivery));
    const { providerCallId } = await port.placeCallback({
      from: '+390294750000',
      agent: '+393339998877',
      callee: '+393331112222',
    });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen.map((d) => d.hook)).toEqual(['status', 'connect', 'status']);
    for (const d of seen) {
      expect(d.params.CallSid).toBe(providerCallId);
      expect(port.verifySignature(d.url, d.params, d.signature)).toBe(true);
    }
  });
});
