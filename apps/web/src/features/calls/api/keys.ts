import type { AnalyticsRange, CallListQuery } from '@studiolo/contracts';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

export const callKeys = {
  all: queryKeys.calls,
  lists: [...queryKeys.calls, 'list'] as const,
  list: (query: Partial<CallListQuery>) => [...queryKeys.calls, 'list', query] as const,
  /** 'Da gestire' and its count: under the lists, so whatever refreshes the lists refreshes them. */
  toHandle: [...queryKeys.calls, 'list', 'to-handle'] as const,
  toHandleCount: [...queryKeys.calls, 'list', 'to-handle', 'count'] as const,
  details: [...queryKeys.calls, 'detail'] as const,
  detail: (id: string) => [...queryKeys.calls, 'detail', id] as const,
  analyticsAll: [...queryKeys.calls, 'analytics'] as const,
  analytics: (range: AnalyticsRange) => [...queryKeys.calls, 'analytics', range] as const,
};

export const callPath = (id: string) => `/api/v1/calls/${encodeURIComponent(id)}`;

/** The recording's address: played by an <audio> element, or saved with `download`. */
export const recordingHref = (id: string, download = false) =>
  `${callPath(id)}/recording${download ? '?download=true' : ''}`;

/** After a call changed: the lists (its request status, priority), the analytics and that call's page. */
export function refreshCalls(id?: string): void {
  void queryClient.invalidateQueries({ queryKey: callKeys.lists });
  void queryClient.invalidateQueries({ queryKey: callKeys.analyticsAll });
  void queryClient.invalidateQueries({ queryKey: id ? callKeys.detail(id) : callKeys.details });
}
