import { useQuery } from '@tanstack/react-query';
import { Slot } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys, slotPath } from './keys';

/** One slot; 404 NOT_FOUND for another organization's. */
export function useSlot(id: string) {
  return useQuery({
    queryKey: calendarKeys.slot(id),
    queryFn: ({ signal }) => apiRequest(slotPath(id), Slot, { signal }),
  });
}
