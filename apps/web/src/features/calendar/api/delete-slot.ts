import { useMutation } from '@tanstack/react-query';
import { anyBody, apiRequest } from '../../../lib/api-client';
import { refreshCalendar, slotPath } from './keys';

/** Marks the slot deleted (shown with 'Show deleted'); 409 IN_USE while it holds appointments. */
export function useDeleteSlot() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(slotPath(id), anyBody, { method: 'DELETE' }),
    onSuccess: refreshCalendar,
  });
}
