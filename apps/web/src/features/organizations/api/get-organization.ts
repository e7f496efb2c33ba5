import { useQuery } from '@tanstack/react-query';
import { OrganizationProfile } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

export function useOrganizationProfile() {
  return useQuery({
    queryKey: queryKeys.organization,
    queryFn: ({ signal }) => apiRequest('/api/v1/organization', OrganizationProfile, { signal }),
  });
}
