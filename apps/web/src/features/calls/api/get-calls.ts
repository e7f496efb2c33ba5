import { useInfiniteQuery } from '@tanstack/react-query';
import {
  CALL_LIST_DAYS_STEP,
  CALLS_EPOCH,
  CallList,
  type CallPriority,
  type CallTab,
  type RequestStatus,
} from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { previousDay } from '../../../lib/format-date';
import { callKeys } from './keys';

export interface CallFilters {
  tab: CallTab;
  requestStatus?: RequestStatus;
  priority?: CallPriority;
}

/**
 * The last day of the page after `page`: the day before the one it started from, while older calls
 * exist (SPEC §9: 3 more days per step); none after the last.
 */
export function nextPageUntil(page: CallList): string | undefined {
  if (!page.hasMore) return undefined;
  const until = previousDay(page.from);
  return until >= CALLS_EPOCH ? until : undefined;
}

/** The list's address for the 3 days ending with `until` (the server's today when not given). */
export function callListPath(filters: CallFilters, until: string | undefined): string {
  const params = new URLSearchParams({ tab: filters.tab, days: String(CALL_LIST_DAYS_STEP) });
  if (until) params.set('until', until);
  if (filters.requestStatus) params.set('requestStatus', filters.requestStatus);
  if (filters.priority) params.set('priority', filters.priority);
  return `/api/v1/calls?${params.toString()}`;
}

/**
 * The calls by pages of 3 days, newest first: the first page ends today, each `fetchNextPage` asks
 * for the 3 days before the last page's (SPEC §9), and the pages stay as they are while the next
 * one loads. A live event or a write refetches the pages already shown.
 */
export function useCalls(filters: CallFilters) {
  return useInfiniteQuery({
    queryKey: callKeys.list(filters),
    queryFn: ({ pageParam, signal }) => apiRequest(callListPath(filters, pageParam), CallList, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageUntil,
  });
}
