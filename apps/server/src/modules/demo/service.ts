import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale, DemoCallState, DemoRegistration, DemoStatus } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../domain/errors';
import { translator } from '../../i18n';
import { isSimulator } from '../../providers/telephony/simulator';
import { hitRateLimit } from '../auth/rate-limit';
import { demoExpiryJob } from './expiry';
import { demoRepo, type DemoCallRow, type DemoRegistrationRow } from './repo';

/** Everything of a registration (number, code, call, recording, transcript) is deleted after this. */
export const DEMO_TTL_MS = 24 * 60 * 60_000;
/** How long an SMS code may be entered, and how many wrong codes spend it. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/**
 * The rate limits (docs/decisions/015), counted in the shared rate_limits table: codes sent per
 * number and registrations per address in an hour; codes checked per address in 15 minutes.
 */
export const DEMO_LIMITS = {
  registrationsPerIp: { windowMs: 60 * 60_000, max: 10 },
  codesPerNumber: { windowMs: 60 * 60_000, max: 3 },
  verificationsPerIp: { windowMs: 15 * 60_000, max: 30 },
} as const;
/** A call that ended without a recording yet: the provider's recording may still come this long. */
const RECORDING_GRACE_MS = 30_000;
/** The simulated demo call: rings, then the caller speaks. */
export const SIMULATED_RING_MS = 2_000;
export const SIMULATED_TALK_MS = 4_000;

type Limit = (typeof DEMO_LIMITS)[keyof typeof DEMO_LIMITS];
async function limit(app: AppContext, key: string, { windowMs, max }: Limit) {
  if (!(await hitRateLimit(app.database.db, `demo:${key}`, windowMs, max))) {
    throw new AppError('RATE_LIMITED', 429);
  }
}

function demoLine(app: AppContext): { number: string; smsFrom: string } {
  const { number, smsFrom } = app.config.demo;
  if (!number || !smsFrom) throw new AppError('DEMO_UNAVAILABLE', 503);
  return { number, smsFrom };
}

/** The code as kept: an HMAC under a key of its own derived from the server's secret, bound to the row. */
function codeHash(app: AppContext, registrationId: string, code: string): string {
  const key = Buffer.from(hkdfSync('sha256', app.serverSecret, 'studiolo/demo', 'demo-code/v1', 32));
  return createHmac('sha256', key).update(`${registrationId}:${code}`).digest('hex');
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * Step 1: a 6-digit code by SMS to the visitor's mobile. A number verified within the last 24 hours
 * (its registration not yet expired) is 'already registered'; one that was sent a code but never
 * entered it gets a new code, which replaces the old.
 */
export async function registerForDemo(
  app: AppContext,
  input: { phone: string; locale: Locale },
  ip: string | undefined,
): Promise<DemoRegistration> {
  const line = demoLine(app);
  if (ip) await limit(app, `register-ip:${ip}`, DEMO_LIMITS.registrationsPerIp);
  const db = app.database.db;
  if (await demoRepo.verifiedRegistrationOf(db, input.phone)) {
    throw new AppError('DEMO_NUMBER_REGISTERED', 409);
  }
  await limit(app, `code-number:${input.phone}`, DEMO_LIMITS.codesPerNumber);
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const now = Date.now();
  const registration = await db.transaction(async (tx) => {
    await demoRepo.deleteUnverified(tx, input.phone);
    const id = crypto.randomUUID();
    const row = await demoRepo.insertRegistration(tx, {
      id,
      phone: input.phone,
      locale: input.locale,
      codeHash: codeHash(app, id, code),
      codeExpiresAt: new Date(now + CODE_TTL_MS),
      expiresAt: new Date(now + DEMO_TTL_MS),
    });
    await app.jobs.enqueue(demoExpiryJob, {}, { executor: tx, runAt: row.expiresAt });
    return row;
  });
  const t = translator(input.locale);
  try {
    await app.telephony.sendSms({
      from: line.smsFrom,
      to: input.phone,
      body: t('marketing:demo.sms', { code, minutes: CODE_TTL_MS / 60_000 }),
    });
  } catch (error) {
    // Nothing is registered that the visitor could not finish: they simply try again.
    await demoRepo.deleteRegistration(db, registration.id);
    app.logger.warn({ err: error }, 'demo verification SMS not sent');
    throw new AppError('SMS_FAILED', 502);
  }
  return {
    id: registration.id,
    phone: registration.phone,
    codeExpiresAt: registration.codeExpiresAt.toISOString(),
  };
}

async function liveRegistration(app: AppContext, id: string): Promise<DemoRegistrationRow> {
  const registration = await demoRepo.registration(app.database.db, id);
  if (!registration) throw new AppError('NOT_FOUND', 404);
  return registration;
}

/**
 * Step 2: the code of the SMS. Wrong: INVALID_CODE with the attempts left; the fifth wrong one spends
 * the code (TOO_MANY_ATTEMPTS), as does its expiry (CODE_EXPIRED): the visitor asks a new one.
 */
export async function verifyDemoCode(
  app: AppContext,
  id: string,
  code: string,
  ip: string | undefined,
): Promise<DemoStatus> {
  if (ip) await limit(app, `verify-ip:${ip}`, DEMO_LIMITS.verificationsPerIp);
  const registration = await liveRegistration(app, id);
  if (registration.verifiedAt) return demoStatus(app, id);
  if (registration.codeAttempts >= MAX_CODE_ATTEMPTS) throw new AppError('TOO_MANY_ATTEMPTS', 429);
  if (registration.codeExpiresAt <= new Date()) throw new AppError('CODE_EXPIRED', 400);
  const db = app.database.db;
  if (!sameHash(codeHash(app, id, code), registration.codeHash)) {
    const attempts = await demoRepo.countWrongCode(db, id);
    if (attempts >= MAX_CODE_ATTEMPTS) throw new AppError('TOO_MANY_ATTEMPTS', 429);
    throw new AppError('INVALID_CODE', 400, { attemptsLeft: MAX_CODE_ATTEMPTS - attempts });
  }
  // Another registration of the number verified meanwhile (two tabs): that one stands.
  if (await demoRepo.verifiedRegistrationOf(db, registration.phone)) {
    throw new AppError('DEMO_NUMBER_REGISTERED', 409);
  }
  await demoRepo.markVerified(db, id, new Date());
  return demoStatus(app, id);
}

/** SPEC §4's demo call state, from what the call's events and jobs have established. */
export function demoCallState(call: DemoCallRow | undefined, now = new Date()): DemoCallState {
  if (!call) return 'waiting';
  if (!call.endedAt) {
    if (call.answeredAt) return 'in_progress';
    return 'ringing';
  }
  if (call.triageState === 'done' || call.triageState === 'failed') return 'completed';
  // Ended without a message: the provider's recording may still be on its way, for a while.
  const waitingForRecording = now.getTime() - call.endedAt.getTime() < RECORDING_GRACE_MS;
  if (!call.recordingProviderId && call.triageState === 'none' && !waitingForRecording) return 'completed';
  return 'transcribing';
}

/** What the page shows (polled): the state of the call and, once triaged, its results. */
export async function demoStatus(app: AppContext, id: string): Promise<DemoStatus> {
  const registration = await liveRegistration(app, id);
  if (!registration.verifiedAt) throw new AppError('DEMO_NOT_VERIFIED', 409);
  const line = demoLine(app);
  const call = await demoRepo.callOf(app.database.db, id);
  const state = demoCallState(call);
  const done = state === 'completed';
  return {
    id,
    phone: registration.phone,
    demoNumber: line.number,
    state,
    expiresAt: registration.expiresAt.toISOString(),
    canSimulate: canSimulate(app),
    call: call
      ? {
          startedAt: call.startedAt.toISOString(),
          durationSeconds: call.durationSeconds,
          transcript: done ? call.transcript : null,
          transcriptConfidence: done ? call.transcriptConfidence : null,
          priority: done ? call.priority : null,
          category: done ? call.category : null,
          summary: done ? call.summary : null,
          suggestedAction: done ? call.suggestedAction : null,
          draftReply: done ? call.draftReply : null,
        }
      : null,
  };
}

const canSimulate = (app: AppContext) => !app.config.isProduction && isSimulator(app.telephony);

/**
 * Outside production, with the simulator: a call from the verified number to the demo line, played
 * as the network would (ringing, answered, the caller speaks, it ends), through the same webhooks.
 */
export async function simulateDemoCall(
  app: AppContext,
  id: string,
  input: { transcript?: string | null | undefined },
): Promise<DemoStatus> {
  const simulator = app.telephony;
  if (app.config.isProduction || !isSimulator(simulator)) throw new AppError('NOT_FOUND', 404);
  const registration = await liveRegistration(app, id);
  if (!registration.verifiedAt) throw new AppError('DEMO_NOT_VERIFIED', 409);
  if (await demoRepo.callOf(app.database.db, id)) throw new AppError('DEMO_CALL_MADE', 409);
  const line = demoLine(app);
  const t = translator(registration.locale);
  simulator.play(
    simulator.demoScript({
      number: line.number,
      caller: registration.phone,
      transcript: input.transcript ?? t('marketing:demo.simulatedTranscript'),
      ringMs: SIMULATED_RING_MS,
      talkMs: SIMULATED_TALK_MS,
    }),
  );
  return demoStatus(app, id);
}
