import { useQuery } from '@tanstack/react-query';
import { OutboxSmsList, type OutboxSms } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { OUTBOX_REFETCH_MS } from './get-outbox';

export function getSmsOutbox(signal?: AbortSignal): Promise<OutboxSms[]> {
  return apiRequest('/api/dev/outbox/sms', OutboxSmsList, { signal });
}

/** The telephony simulator's SMS (the live demo's codes), newest first, refreshed every 5 seconds. */
export function useSmsOutbox() {
  return useQuery({
    queryKey: ['dev', 'outbox', 'sms'],
    queryFn: ({ signal }) => getSmsOutbox(signal),
    refetchInterval: OUTBOX_REFETCH_MS,
  });
}
