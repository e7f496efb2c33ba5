import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CALL_LIST_DAYS_STEP,
  CallList,
  type CallPriority,
  type CallTab,
  type RequestStatus,
} from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { callKeys } from './keys';

export interface CallFilters {
  tab: CallTab;
  requestStatus?: RequestStatus;
  priority?: CallPriority;
}

/**
 * The calls of the last days up to today, newest first. The window starts with 3 days and
 * `loadMore` widens it by 3 more (SPEC §9); the calls already shown stay while the wider window loads.
 * Give the component a `key` of the filters to start again from 3 days when they change.
 */
export function useCalls(filters: CallFilters) {
  const [days, setDays] = useState(CALL_LIST_DAYS_STEP);
  const query = useQuery({
    queryKey: callKeys.list({ ...filters, days }),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ tab: filters.tab, days: String(days) });
      if (filters.requestStatus) params.set('requestStatus', filters.requestStatus);
      if (filters.priority) params.set('priority', filters.priority);
      return apiRequest(`/api/v1/calls?${params.toString()}`, CallList, { signal });
    },
    placeholderData: keepPreviousData,
  });
  const loadMore = () => setDays((current) => current + CALL_LIST_DAYS_STEP);
  return { ...query, days, loadMore, loadingMore: query.isPlaceholderData && query.isFetching };
}
