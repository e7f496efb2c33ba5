import { useMutation, useQuery } from '@tanstack/react-query';
import { MobileSetup, SetupLink, TestCallResult, TestCallStart } from '@studiolo/contracts';
import { apiRequest, apiSend } from '../../../lib/api-client';

/**
 * Whose wizard it is: the signed-in member's organization, or the organization of the setup link a
 * phone opened from the QR code (no session).
 */
export type WizardAccess = { kind: 'session' } | { kind: 'link'; token: string };

const setupPath = (token: string) => `/api/v1/public/mobile-setup/${encodeURIComponent(token)}`;

const testCallPath = (access: WizardAccess) =>
  access.kind === 'session' ? '/api/v1/calls/number/test-call' : `${setupPath(access.token)}/test-call`;

/** A one-hour link that opens the wizard on a phone (owners and admins). */
export function useCreateSetupLink() {
  return useMutation({
    mutationFn: () => apiSend('/api/v1/calls/number/setup-links', {}, SetupLink),
  });
}

/** What a setup link opens: the number to forward to, its organization, the mobile's last digits. */
export function useMobileSetup(token: string) {
  return useQuery({
    queryKey: ['mobile-setup', token],
    queryFn: ({ signal }) => apiRequest(setupPath(token), MobileSetup, { signal }),
    retry: false,
  });
}

/** Starts the test call: calls the number receives from the server's `since` on count. */
export function useStartTestCall(access: WizardAccess) {
  return useMutation({ mutationFn: () => apiSend(testCallPath(access), {}, TestCallStart) });
}

/** How often the wizard asks whether the test call has come. */
export const TEST_CALL_POLL_MS = 2_000;

/** The test call, asked every 2 s from `since` until it has come. */
export function useTestCall(access: WizardAccess, since: string | undefined) {
  return useQuery({
    queryKey: ['test-call', access, since],
    queryFn: ({ signal }) =>
      apiRequest(`${testCallPath(access)}?since=${encodeURIComponent(since!)}`, TestCallResult, { signal }),
    enabled: since !== undefined,
    refetchInterval: (query) => (query.state.data?.call ? false : TEST_CALL_POLL_MS),
    refetchIntervalInBackground: true,
  });
}
