import type { CallDetail, SimulateCallInput, SimulatedCall } from '@studiolo/contracts';
import type {
  SignedDelivery,
  SimulatedScenario,
  SimulatorTelephony,
} from '../src/providers/telephony/simulator';
import { eq } from 'drizzle-orm';
import { calls, phoneNumbers } from '../src/db/schema';
import { withTenant } from '../src/db/tenancy';
import { numberFor } from '../src/modules/calls/numbers';
import type { TestApp } from './app';
import { callAs, type SignedInMember } from './clinic';

export const simulatorOf = (t: TestApp) => t.ctx.telephony as SimulatorTelephony;

/** Posts one webhook as the provider does: form-encoded, with its signature header. */
export function deliver(t: TestApp, delivery: SignedDelivery, signature: string | null = delivery.signature) {
  const path = delivery.url.slice(t.ctx.config.publicUrl.length);
  return t.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    body: new URLSearchParams(delivery.params).toString(),
  });
}

/** Runs the queued jobs until none is due (each step enqueues the next). */
export async function settle(t: TestApp) {
  while ((await t.ctx.jobs.runDue()) > 0);
}

/** A simulated call through the API, with every job after it run. */
export async function simulatedCall(
  t: TestApp,
  who: SignedInMember,
  input: Partial<SimulateCallInput> = {},
): Promise<CallDetail> {
  const simulated = await callAs<SimulatedCall>(
    t,
    who,
    'POST',
    '/api/v1/calls/simulate',
    { caller: '+393331234567', outcome: 'voicemail', ...input },
    201,
  );
  await settle(t);
  // By the provider's id: the newest in the list may be an earlier call (a voicemail is listed by
  // when it started, which the simulator sets back by its length).
  const [call] = await withTenant(
    t.ctx.database.db,
    { organizationId: who.organizationId, userId: null },
    (tx) => tx.select({ id: calls.id }).from(calls).where(eq(calls.providerCallId, simulated.providerCallId)),
  );
  if (!call) throw new Error('the simulated call was not recorded');
  return callAs<CallDetail>(t, who, 'GET', `/api/v1/calls/${call.id}`);
}

/** A scenario for the simulator's script, for tests that deliver webhooks themselves. */
export const scenario = (number: string, overrides: Partial<SimulatedScenario> = {}): SimulatedScenario => ({
  number,
  caller: '+393471112233',
  outcome: 'voicemail',
  durationSeconds: 40,
  transcript: 'Buongiorno, sono Anna Verdi, vorrei prenotare una visita di controllo. Grazie.',
  forwardTo: null,
  endsAt: new Date(),
  ...overrides,
});

/** The organization's number, ringing the professional's phone `forwardTo` (as the wizard will set). */
export async function forwardCallsTo(t: TestApp, organizationId: string, forwardTo: string) {
  const number = (await numberFor(t.ctx, organizationId))!;
  await withTenant(t.ctx.database.db, { organizationId, userId: null }, (tx) =>
    tx.update(phoneNumbers).set({ forwardTo }).where(eq(phoneNumbers.id, number.id)),
  );
  return number;
}
