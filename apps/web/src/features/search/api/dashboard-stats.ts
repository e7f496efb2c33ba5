import { useQuery } from '@tanstack/react-query';
import { DashboardStats } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

/** Active doctors and patients on file, for the dashboard. */
export function useDashboardStats() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => apiRequest('/api/v1/dashboard', DashboardStats, { signal }),
  });
}
