import type { SimulateCallInput, SimulatedCall } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { Tenant } from '../../http/session';
import { isSimulator, type SimulatorTelephony } from '../../providers/telephony/simulator';
import { requirePermission } from '../organizations/permissions';
import { callsRepo } from './repo';
import { receiveWebhook } from './webhooks';

/** The simulator's numbers: Milan (02) numbers in a block kept for it, handed out in order. */
const SIMULATOR_PREFIX = '+39029475';

export const simulatorOf = (app: AppContext): SimulatorTelephony | null =>
  isSimulator(app.telephony) ? app.telephony : null;

/** The organization's number; with the simulator, one from its pool is given at the first call. */
export async function numberFor(app: AppContext, organizationId: string) {
  const db = app.database.db;
  const existing = await callsRepo.numberOfOrganization(db, organizationId);
  if (existing || !simulatorOf(app)) return existing ?? null;
  for (;;) {
    const claimed = await callsRepo.claimFreeNumber(db, 'simulator', organizationId);
    if (claimed) return claimed;
    const count = await callsRepo.countNumbers(db, 'simulator');
    // A number another process added meanwhile is simply claimed on the next turn.
    await callsRepo.insertNumber(db, {
      e164: SIMULATOR_PREFIX + String(count).padStart(5, '0'),
      provider: 'simulator',
    });
  }
}

/**
 * A simulated call to the organization's number (outside production): the simulator's signed
 * webhooks, received exactly as a provider's are, so the call then goes through the same jobs.
 */
export async function simulateCall(
  app: AppContext,
  tenant: Tenant,
  input: SimulateCallInput,
): Promise<SimulatedCall> {
  requirePermission(tenant.role, 'calls:manage');
  const simulator = simulatorOf(app);
  if (app.config.isProduction || !simulator) throw new AppError('NOT_FOUND', 404);
  const number = (await numberFor(app, tenant.organizationId))!;
  const deliveries = simulator.script({
    number: number.e164,
    caller: input.caller,
    outcome: input.outcome,
    durationSeconds: input.durationSeconds,
    transcript: input.transcript ?? null,
    forwardTo: number.forwardTo,
    endsAt: new Date(),
  });
  for (const delivery of deliveries) await receiveWebhook(app, delivery);
  return { providerCallId: deliveries[0]!.params.CallSid!, number: number.e164 };
}
