import { useMutation } from '@tanstack/react-query';
import { anyBody, apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/** Provisions (buys in the requested prefix) or resets (releases) an organization's number. */
export function useNumberAction() {
  return useMutation({
    mutationFn: ({ organizationId, action }: { organizationId: string; action: 'provision' | 'reset' }) =>
      apiRequest(
        `/api/v1/admin/organizations/${encodeURIComponent(organizationId)}/number/${action}`,
        anyBody,
        {
          method: 'POST',
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOrganizations }),
  });
}
