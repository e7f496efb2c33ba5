import { useInfiniteQuery } from '@tanstack/react-query';
import { ActivityPage } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

export const ACTIVITY_PAGE_SIZE = 20;

/** The organization's activity log, newest first, one page of 20 at a time. */
export function useActivity() {
  return useInfiniteQuery({
    queryKey: queryKeys.activity,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/api/v1/activity?${params.toString()}`, ActivityPage, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
