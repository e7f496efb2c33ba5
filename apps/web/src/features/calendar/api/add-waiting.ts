import { useMutation } from '@tanstack/react-query';
import { WaitingListItem, type WaitingListInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshCalendar } from './keys';

/** Puts a patient, or a name, on the waiting list. */
export function useAddWaiting() {
  return useMutation({
    mutationFn: (input: WaitingListInput) => apiSend('/api/v1/waiting-list', input, WaitingListItem),
    onSuccess: refreshCalendar,
  });
}
