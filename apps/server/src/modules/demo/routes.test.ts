import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCallState, DemoRegistration, DemoStatus } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { deliver, settle, simulatorOf } from '../../../test/calls';
import { randomClientIp, send } from '../../../test/http';
import { SIMULATOR_DEMO_NUMBER } from '../../config';
import { calls, demoCalls, demoRegistrations, outboxSms } from '../../db/schema';
import { deleteExpiredDemoData } from './expiry';
import { DEMO_LIMITS, MAX_CODE_ATTEMPTS, SIMULATED_RING_MS, SIMULATED_TALK_MS } from './service';

/**
 * The live demo through the API: a visitor's mobile, its SMS code (read from the simulator's outbox),
 * the call to the demo line through the same webhooks and jobs as an organization's call, and 24 hours
 * later nothing left of it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
let nextMobile = 1_000_000;
/** A fresh Italian mobile for each test: the limits per number are then the test's own. */
const mobile = () => `+39333${String(nextMobile++).padStart(7, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function register(phone: string, ip = randomClientIp()) {
  return send(
    t,
    'POST',
    '/api/v1/demo/registrations',
    { phone, locale: 'it' },
    { 'x-studiolo-client-ip': ip },
  );
}

/** The code of the last SMS to `phone`, as the visitor reads it (from the development outbox). */
async function codeSentTo(phone: string): Promise<string> {
  const res = await t.app.request('/api/dev/outbox/sms', {}, local);
  expect(res.status).toBe(200);
  const sms = (await res.json()) as { to: string; body: string; from: string }[];
  const last = sms.find((message) => message.to === phone);
  expect(last?.from).toBe(SIMULATOR_DEMO_NUMBER);
  return last!.body.match(/\b(\d{6})\b/)![1]!;
}

const verify = (id: string, code: string, ip = randomClientIp()) =>
  send(t, 'POST', `/api/v1/demo/registrations/${id}/verify`, { code }, { 'x-studiolo-client-ip': ip });

async function verified(phone = mobile()) {
  const res = await register(phone);
  expect(res.status).toBe(201);
  const registration = (await res.json()) as DemoRegistration;
  const ok = await verify(registration.id, await codeSentTo(phone));
  expect(ok.status).toBe(200);
  return { phone, registration, status: (await ok.json()) as DemoStatus };
}

const status = async (id: string) => send(t, 'GET', `/api/v1/demo/registrations/${id}/call`);
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('step 1: the number', () => {
  it('sends a 6-digit code by SMS in the visitor language, and keeps only its hash', async () => {
    const phone = mobile();
    const res = await register(' +39 333 ' + phone.slice(6));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const registration = (await res.json()) as DemoRegistration;
    expect(registration.phone).toBe(phone);
    const code = await codeSentTo(phone);
    const [sms] = await t.ctx.database.db.select().from(outboxSms).where(eq(outboxSms.to, phone));
    expect(sms!.body).toBe(`Studiolo: il Suo codice per la demo è ${code}. Scade tra 10 minuti.`);
    const [row] = await t.ctx.database.db
      .select()
      .from(demoRegistrations)
      .where(eq(demoRegistrations.id, registration.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(24 * 60 * 60_000, -4);
  });

  it.each([
    ['3331234567', 'Please enter a valid phone number with country code'],
    ['+39 333', 'Please enter a valid phone number with country code'],
    ['ciao', 'Please enter a valid phone number with country code'],
    ['', 'Please enter a valid phone number with country code'],
    ['+39 02 1234 5678', 'This is a landline number: enter a mobile number'],
  ])("refuses '%s': '%s'", async (phone, message) => {
    const res = await send(t, 'POST', '/api/v1/demo/registrations', { phone }, { 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'phone', message }],
    });
  });

  it('says it in Italian by default, as the visitor is addressed (Lei)', async () => {
    const res = await register('333 1234567');
    expect(await res.json()).toMatchObject({
      errors: [
        {
          path: 'phone',
          message: expect.stringMatching(
            /^Inserisca un numero di telefono valido con il prefisso internazionale/,
          ),
        },
      ],
    });
  });

  it("answers 'This phone number is already registered.' for a number verified in the last 24 hours", async () => {
    const { phone, registration } = await verified();
    const again = await send(t, 'POST', '/api/v1/demo/registrations', { phone }, { 'accept-language': 'en' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'DEMO_NUMBER_REGISTERED',
      status: 409,
      detail: 'This phone number is already registered.',
    });
    // Once its 24 hours are over the number may try the demo again.
    await t.ctx.database.db
      .update(demoRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(demoRegistrations.id, registration.id));
    expect((await register(phone)).status).toBe(201);
  });

  it('a number sent a code but never verified gets a new one, which replaces the old', async () => {
    const phone = mobile();
    const first = (await (await register(phone)).json()) as DemoRegistration;
    const oldCode = await codeSentTo(phone);
    const second = (await (await register(phone)).json()) as DemoRegistration;
    expect(second.id).not.toBe(first.id);
    expect((await verify(first.id, oldCode)).status).toBe(404);
    expect((await verify(second.id, await codeSentTo(phone))).status).toBe(200);
  });

  it(`sends at most ${DEMO_LIMITS.codesPerNumber.max} codes an hour to a number (429)`, async () => {
    const phone = mobile();
    for (let i = 0; i < DEMO_LIMITS.codesPerNumber.max; i++) expect((await register(phone)).status).toBe(201);
    const limited = await register(phone);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it(`takes at most ${DEMO_LIMITS.registrationsPerIp.max} registrations an hour from an address (429)`, async () => {
    const ip = randomClientIp();
    for (let i = 0; i < DEMO_LIMITS.registrationsPerIp.max; i++) {
      expect((await register(mobile(), ip)).status).toBe(201);
    }
    const limited = await register(mobile(), ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await register(mobile())).status).toBe(201); // another address is not held back
  });
});

describe('step 2: the code', () => {
  it(`says how many tries are left, and the ${MAX_CODE_ATTEMPTS}th wrong code spends it`, async () => {
    const phone = mobile();
    const registration = (await (await register(phone)).json()) as DemoRegistration;
    const code = await codeSentTo(phone);
    for (let left = MAX_CODE_ATTEMPTS - 1; left > 0; left--) {
      const wrong = await verify(registration.id, wrongCodeFor(code));
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    }
    const last = await verify(registration.id, wrongCodeFor(code));
    expect(last.status).toBe(429);
    expect(await last.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // Even the right code no longer works: a new one is needed.
    expect((await verify(registration.id, code)).status).toBe(429);
    expect((await register(phone)).status).toBe(201);
  });

  it('tells the attempts left with a wrong code', async () => {
    const phone = mobile();
    const registration = (await (await register(phone)).json()) as DemoRegistration;
    const wrong = await verify(registration.id, wrongCodeFor(await codeSentTo(phone)));
    const problem = (await wrong.json()) as { detail: string };
    expect(problem).toMatchObject({ code: 'INVALID_CODE' });
    expect(JSON.stringify(problem)).toContain(`"attemptsLeft":${MAX_CODE_ATTEMPTS - 1}`);
  });

  it('refuses an expired code', async () => {
    const phone = mobile();
    const registration = (await (await register(phone)).json()) as DemoRegistration;
    await t.ctx.database.db
      .update(demoRegistrations)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(demoRegistrations.id, registration.id));
    const res = await verify(registration.id, await codeSentTo(phone));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('refuses a malformed code and an unknown registration', async () => {
    const phone = mobile();
    const registration = (await (await register(phone)).json()) as DemoRegistration;
    const malformed = await verify(registration.id, '12ab');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      errors: [{ path: 'code', message: 'Il codice è di 6 cifre' }],
    });
    expect((await verify('00000000-0000-4000-8000-000000000000', '123456')).status).toBe(404);
  });

  it('limits the codes checked from one address', async () => {
    const ip = randomClientIp();
    const phone = mobile();
    const registration = (await (await register(phone)).json()) as DemoRegistration;
    for (let i = 0; i < DEMO_LIMITS.verificationsPerIp.max; i++) {
      await verify('00000000-0000-4000-8000-000000000000', '123456', ip);
    }
    const limited = await verify(registration.id, await codeSentTo(phone), ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('with the right code the visitor is told the demo line to call, and the call is awaited', async () => {
    const { phone, status: shown } = await verified();
    expect(shown).toMatchObject({
      phone,
      demoNumber: SIMULATOR_DEMO_NUMBER,
      state: 'waiting',
      canSimulate: true,
      call: null,
    });
  });

  it('shows no call status before the number is verified', async () => {
    const phone = mobile();
    const registration = (await (await register(phone)).json()) as DemoRegistration;
    const res = await status(registration.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'DEMO_NOT_VERIFIED' });
    const simulate = await send(t, 'POST', `/api/v1/demo/registrations/${registration.id}/simulate`, {});
    expect(simulate.status).toBe(409);
  });
});

describe('steps 3 and 4: the call and its results', () => {
  it('a simulated call goes ringing, in progress, completed, then shows transcript and triage', async () => {
    const { registration } = await verified();
    const started = await send(t, 'POST', `/api/v1/demo/registrations/${registration.id}/simulate`, {});
    expect(started.status).toBe(202);
    const seen: DemoCallState[] = [];
    const look = async () => {
      const res = await status(registration.id);
      expect(res.status).toBe(200);
      const body = (await res.json()) as DemoStatus;
      if (seen.at(-1) !== body.state) seen.push(body.state);
      return body;
    };
    const deadline = Date.now() + SIMULATED_RING_MS + SIMULATED_TALK_MS + 10_000;
    let shown = await look();
    while (shown.state !== 'completed' && Date.now() < deadline) {
      await sleep(250);
      await t.ctx.jobs.runDue();
      shown = await look();
    }
    // Every state in SPEC §4's order; 'transcribing' passes between two polls with the simulator's
    // instant transcription (service.test.ts covers it).
    expect(seen.filter((state) => state !== 'transcribing')).toEqual([
      'waiting',
      'ringing',
      'in_progress',
      'completed',
    ]);
    expect(shown.call).toMatchObject({
      transcript: expect.stringContaining('Vorrei prenotare una visita di controllo'),
      category: 'appointment_booking',
      priority: expect.stringMatching(/^(high|normal|low)$/),
      draftReply: expect.any(String),
    });
    expect(shown.call!.durationSeconds).toBe((SIMULATED_RING_MS + SIMULATED_TALK_MS) / 1000);
    // The demo's call is not any organization's.
    const [organizationCalls] = await t.ctx.database.db.select({ n: count() }).from(calls);
    expect(organizationCalls!.n).toBe(0);
    const again = await send(t, 'POST', `/api/v1/demo/registrations/${registration.id}/simulate`, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'DEMO_CALL_MADE' });
  }, 30_000);

  it('the demo line records a verified number, and turns away any other', async () => {
    const { phone } = await verified();
    const [voice] = simulatorOf(t).demoScript({
      number: SIMULATOR_DEMO_NUMBER,
      caller: phone,
      transcript: 'x',
      ringMs: 0,
      talkMs: 0,
    });
    const welcome = await deliver(t, voice!.delivery);
    expect(welcome.status).toBe(200);
    const twiml = await welcome.text();
    expect(twiml).toContain('<Record');
    expect(twiml).toContain('Le diamo il benvenuto');
    const [stranger] = simulatorOf(t).demoScript({
      number: SIMULATOR_DEMO_NUMBER,
      caller: mobile(),
      transcript: 'x',
      ringMs: 0,
      talkMs: 0,
    });
    const refused = await (await deliver(t, stranger!.delivery)).text();
    expect(refused).not.toContain('<Record');
    expect(refused).toContain('<Hangup/>');
  });
});

describe('after 24 hours', () => {
  it('reads ignore an expired registration, and the job deletes it with its call and recording', async () => {
    const { registration, phone } = await verified();
    const script = simulatorOf(t).demoScript({
      number: SIMULATOR_DEMO_NUMBER,
      caller: phone,
      transcript: 'Vorrei spostare la visita di domani.',
      ringMs: 0,
      talkMs: 0,
    });
    for (const { delivery } of script) expect((await deliver(t, delivery)).status).toBe(200);
    await settle(t);
    const done = (await (await status(registration.id)).json()) as DemoStatus;
    expect(done.state).toBe('completed');
    const [call] = await t.ctx.database.db
      .select()
      .from(demoCalls)
      .where(eq(demoCalls.registrationId, registration.id));
    expect(call!.recordingKey).toMatch(/^demo\/calls\//);
    expect(await t.ctx.storage.get(call!.recordingKey!)).not.toBeNull();

    const later = new Date(Date.now() + 24 * 60 * 60_000 + 60_000);
    await t.ctx.database.db
      .update(demoRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(demoRegistrations.id, registration.id));
    expect((await status(registration.id)).status).toBe(404);
    await deleteExpiredDemoData(t.ctx, later);
    expect(await t.ctx.storage.get(call!.recordingKey!)).toBeNull();
    const left = await t.ctx.database.db
      .select({ n: count() })
      .from(demoRegistrations)
      .where(eq(demoRegistrations.id, registration.id));
    expect(left[0]!.n).toBe(0);
    const calls = await t.ctx.database.db.select().from(demoCalls).where(eq(demoCalls.id, call!.id));
    expect(calls).toEqual([]);
  });

  it('each registration enqueues the deletion for when it expires', async () => {
    const phone = mobile();
    const registration = (await (await register(phone)).json()) as DemoRegistration;
    const { rows } = (await t.ctx.database.db.execute(
      `select run_at from jobs where queue = 'demo.expire' order by run_at desc limit 1`,
    )) as unknown as { rows: { run_at: string }[] };
    const [row] = await t.ctx.database.db
      .select()
      .from(demoRegistrations)
      .where(eq(demoRegistrations.id, registration.id));
    expect(new Date(rows[0]!.run_at).getTime()).toBe(row!.expiresAt.getTime());
  });
});

describe('in production', () => {
  it('plays no simulated call: only a real call reaches the demo line', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', ALLOW_LOCAL_STORAGE: 'true' });
    try {
      const [registration] = await production.ctx.database.db
        .insert(demoRegistrations)
        .values({
          phone: mobile(),
          codeHash: '0'.repeat(64),
          codeExpiresAt: new Date(Date.now() + 60_000),
          verifiedAt: new Date(),
          expiresAt: new Date(Date.now() + 60_000),
        })
        .returning();
      const shown = await send(production, 'GET', `/api/v1/demo/registrations/${registration!.id}/call`);
      expect(await shown.json()).toMatchObject({ state: 'waiting', canSimulate: false });
      const simulate = await send(
        production,
        'POST',
        `/api/v1/demo/registrations/${registration!.id}/simulate`,
        {},
      );
      expect(simulate.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('without a demo line', () => {
  it('answers DEMO_UNAVAILABLE with Twilio and no DEMO_NUMBER', async () => {
    const twilio = await createTestApp({
      TWILIO_ACCOUNT_SID: 'AC' + '0'.repeat(32),
      TWILIO_AUTH_TOKEN: 'token',
    });
    try {
      const res = await send(twilio, 'POST', '/api/v1/demo/registrations', { phone: mobile() });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'DEMO_UNAVAILABLE' });
    } finally {
      await twilio.close();
    }
  });
});
