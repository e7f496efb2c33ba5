import { useMutation } from '@tanstack/react-query';
import { anyBody, apiRequest } from '../../../lib/api-client';
import { refreshCalendar, waitingPath } from './keys';

/** Takes someone off the waiting list. */
export function useRemoveWaiting() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(waitingPath(id), anyBody, { method: 'DELETE' }),
    onSuccess: refreshCalendar,
  });
}
