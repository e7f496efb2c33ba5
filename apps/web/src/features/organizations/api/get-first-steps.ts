import { useQuery } from '@tanstack/react-query';
import { FirstSteps } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

/** A new clinic's first steps, each done or not (owners and admins: `enabled` for them only). */
export function useFirstSteps(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.dashboard, 'first-steps'],
    queryFn: ({ signal }) => apiRequest('/api/v1/organization/first-steps', FirstSteps, { signal }),
    enabled,
  });
}
