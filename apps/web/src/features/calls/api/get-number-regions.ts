import { useQuery } from '@tanstack/react-query';
import { NumberRegions } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { callKeys } from './keys';

/** The regions and their area prefixes a number can have (step 3 of 4). */
export function useNumberRegions() {
  return useQuery({
    queryKey: [...callKeys.all, 'number', 'regions'],
    queryFn: ({ signal }) => apiRequest('/api/v1/calls/number/regions', NumberRegions, { signal }),
    staleTime: Infinity,
  });
}
