import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ActivityActors, ActivityPage, type ActivityArea } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

export const ACTIVITY_PAGE_SIZE = 20;

/** The full history's filters ('Chi', 'Cosa', 'Dal', 'Al'); empty shows everything. */
export interface ActivityFilter {
  actorUserId?: string;
  area?: ActivityArea;
  from?: string;
  until?: string;
}

/** The organization's activity log, newest first, one page of 20 at a time, narrowed by `filter`. */
export function useActivity(filter: ActivityFilter = {}) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.activity, filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE) });
      for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/api/v1/activity?${params.toString()}`, ActivityPage, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Who appears in the log, for the 'Chi' filter. */
export function useActivityActors() {
  return useQuery({
    queryKey: [...queryKeys.activity, 'actors'],
    queryFn: ({ signal }) => apiRequest('/api/v1/activity/actors', ActivityActors, { signal }),
  });
}
