import { useMutation } from '@tanstack/react-query';
import { SimulatedCall, type SimulateCallInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshCalls } from './keys';

/**
 * A simulated call to the organization's number (outside production, owners and admins): the
 * server then records, transcribes and triages it; the live updates bring it to the list.
 */
export function useSimulateCall() {
  return useMutation({
    mutationFn: (input: SimulateCallInput) => apiSend('/api/v1/calls/simulate', input, SimulatedCall),
    onSuccess: () => refreshCalls(),
  });
}
