import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutboxEmailList, type OutboxEmail } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';

export const OUTBOX_REFETCH_MS = 5000;

export function getOutbox(signal?: AbortSignal): Promise<OutboxEmail[]> {
  return apiRequest('/api/dev/outbox', OutboxEmailList, { signal });
}

export const outboxQueryOptions = queryOptions({
  queryKey: ['dev', 'outbox'],
  queryFn: ({ signal }) => getOutbox(signal),
});

/** The local email adapter's outbox, newest first, refreshed every 5 seconds. */
export function useOutbox() {
  return useQuery({ ...outboxQueryOptions, refetchInterval: OUTBOX_REFETCH_MS });
}
