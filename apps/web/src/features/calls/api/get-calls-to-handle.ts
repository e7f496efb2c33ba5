import { useQuery } from '@tanstack/react-query';
import { CallsToHandle, CallsToHandleCount } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { callKeys } from './keys';

/** The badge asks again this often on every screen; on the calls screen the live updates refresh it at once. */
const COUNT_REFRESH_MS = 30_000;

/** 'Da gestire': the open requests, most urgent first (refreshed with the lists by live events and writes). */
export function useCallsToHandle() {
  return useQuery({
    queryKey: callKeys.toHandle,
    queryFn: ({ signal }) => apiRequest('/api/v1/calls/to-handle', CallsToHandle, { signal }),
  });
}

/** How many open requests there are, for the sidebar's badge; off when `enabled` is false. */
export function useCallsToHandleCount(enabled: boolean) {
  return useQuery({
    queryKey: callKeys.toHandleCount,
    queryFn: ({ signal }) => apiRequest('/api/v1/calls/to-handle/count', CallsToHandleCount, { signal }),
    enabled,
    refetchInterval: COUNT_REFRESH_MS,
    select: (data) => data.total,
  });
}
