import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DemoRegistration,
  DemoStatus,
  type DemoRegistrationInput,
  type DemoSimulateInput,
} from '@studiolo/contracts';
import { apiRequest, apiSend } from '../../../lib/api-client';

/** How often the page asks for the call's state (docs/decisions/015): every 1.5 s until completed. */
export const DEMO_POLL_MS = 1500;

const statusKey = (id: string | null) => ['demo', 'status', id] as const;
const registrationPath = (id: string) => `/api/v1/demo/registrations/${encodeURIComponent(id)}`;

/** Step 1: a code by SMS to the visitor's mobile (also "send a new code", which replaces the old one). */
export function useRegisterForDemo() {
  return useMutation({
    mutationFn: (input: DemoRegistrationInput) =>
      apiSend('/api/v1/demo/registrations', input, DemoRegistration),
  });
}

/** Step 2: the SMS's code; the answer is the first status (the demo line to call). */
export function useVerifyDemoCode() {
  return useMutation({
    mutationFn: ({ id, code }: { id: string; code: string }) =>
      apiSend(`${registrationPath(id)}/verify`, { code }, DemoStatus),
  });
}

/** Step 3 with the simulator: a call from the verified number to the demo line, played by the server. */
export function useSimulateDemoCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: DemoSimulateInput & { id: string }) =>
      apiSend(`${registrationPath(id)}/simulate`, input, DemoStatus),
    onSuccess: (status) => queryClient.setQueryData(statusKey(status.id), status),
  });
}

/**
 * Steps 3 and 4: the call's state, polled every 1.5 s (also while a poll fails: the network may come
 * back) and no more once completed, when the results are in.
 */
export function useDemoStatus(id: string | null, initial?: DemoStatus) {
  return useQuery({
    queryKey: statusKey(id),
    queryFn: ({ signal }) => apiRequest(`${registrationPath(id ?? '')}/call`, DemoStatus, { signal }),
    enabled: id !== null,
    initialData: initial?.id === id ? initial : undefined,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.state === 'completed' ? false : DEMO_POLL_MS),
    refetchIntervalInBackground: true,
  });
}
