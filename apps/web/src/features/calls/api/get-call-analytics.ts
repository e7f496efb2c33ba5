import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CallAnalytics, type AnalyticsRange } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { callKeys } from './keys';

/** Totals, daily volume, types and peak hours of the last 7, 30 or 90 days. */
export function useCallAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: callKeys.analytics(range),
    queryFn: ({ signal }) => apiRequest(`/api/v1/calls/analytics?range=${range}`, CallAnalytics, { signal }),
    placeholderData: keepPreviousData,
  });
}
