import { useQuery } from '@tanstack/react-query';
import { WaitingListItem } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** Everyone waiting for a free slot, longest waiting first. */
export function useWaitingList() {
  return useQuery({
    queryKey: calendarKeys.waitingList,
    queryFn: ({ signal }) => apiRequest('/api/v1/waiting-list', WaitingListItem.array(), { signal }),
  });
}
