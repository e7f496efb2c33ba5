import type { SimulateCallInput, SimulatedCall } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { isSimulator } from '../../providers/telephony/simulator';
import { requirePermission } from '../organizations/permissions';
import { numberFor } from './numbers';
import { receiveWebhook } from './webhooks';

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
  const simulator = app.telephony;
  if (app.config.isProduction || !isSimulator(simulator)) throw new AppError('NOT_FOUND', 404);
  const number = (await numberFor(app, tenant.organizationId))!;
  const deliveries = await simulator.playCall(
    {
      number: number.e164,
      caller: input.caller,
      outcome: input.outcome,
      durationSeconds: input.durationSeconds,
      transcript: input.transcript ?? null,
      forwardTo: number.forwardTo,
      forwardedFrom: input.forwardedFrom ?? null,
      endsAt: new Date(),
      refusesRecording: input.refusesRecording,
    },
    (delivery) => receiveWebhook(app, delivery),
  );
  return { providerCallId: deliveries[0]!.params.CallSid!, number: number.e164 };
}
