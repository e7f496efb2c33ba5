import { useMutation, useQuery } from '@tanstack/react-query';
import { CallsNumber, type ForwardToInput } from '@studiolo/contracts';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';
import { callKeys } from './keys';

const numberKey = [...callKeys.all, 'number'] as const;

/** The organization's calls number: none, requested (and when it is expected), or provisioned. */
export function useCallsNumber(enabled = true) {
  return useQuery({
    queryKey: numberKey,
    queryFn: ({ signal }) => apiRequest('/api/v1/calls/number', CallsNumber, { signal }),
    enabled,
  });
}

/** The answer kept for the screens, and the auth state's hasCallsNumber and callsNumberStatus asked again. */
const remember = (number: CallsNumber) => {
  queryClient.setQueryData(numberKey, number);
  void queryClient.invalidateQueries({ queryKey: queryKeys.me });
};

/** The professional's own phone, which the number and call-backs ring (owners and admins). */
export function useSetForwardTo() {
  return useMutation({
    mutationFn: (input: ForwardToInput) =>
      apiSend('/api/v1/calls/number/forward-to', input, CallsNumber, 'PUT'),
    onSuccess: remember,
  });
}
