import { can, type CallsNumberState } from '@studiolo/contracts';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { useLiveCalls, type LiveState } from '../features/calls/api/use-live-calls';
import { useDevToolsAvailable } from '../features/dev/api/use-dev-tools-available';

/**
 * Whether the user may make simulated calls: owners and admins, on a server outside production
 * (the development tools answer there; in production the simulation answers 404 anyway).
 */
export function useCanSimulateCalls(): boolean {
  const { data: me } = useMe();
  const devTools = useDevToolsAvailable();
  const organization = me ? currentOrganization(me) : null;
  return devTools && organization !== null && can(organization.role, 'calls:manage');
}

/** The live updates of the organization the user works in: switching organization follows the new one. */
export function useLiveCallsOfCurrentOrganization(): LiveState {
  const { data: me } = useMe();
  return useLiveCalls(me ? currentOrganization(me)?.id : undefined);
}

/** hasCallsNumber and callsNumberStatus of the organization the user works in, from /api/v1/me. */
export function useCallsNumberState(): CallsNumberState | undefined {
  const { data: me } = useMe();
  return me ? { hasCallsNumber: me.hasCallsNumber, callsNumberStatus: me.callsNumberStatus } : undefined;
}

/** Whether the user may pay the subscription (step 4 of 4), hence choose the number: the owner. */
export function useCanPay(): boolean {
  const { data: me } = useMe();
  const organization = me ? currentOrganization(me) : null;
  return organization !== null && can(organization.role, 'billing:manage');
}
