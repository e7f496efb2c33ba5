import { useQuery } from '@tanstack/react-query';
import { Team } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

/** The organization's members and its pending invitations. */
export function useTeam() {
  return useQuery({
    queryKey: queryKeys.team,
    queryFn: ({ signal }) => apiRequest('/api/v1/team', Team, { signal }),
  });
}
