import { useMutation } from '@tanstack/react-query';
import { Appointment, type PromoteWaitingInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshCalendar, waitingPath } from './keys';

/** Books the waiting person into a slot; they leave the list. 409 APPOINTMENT_OVERLAP when taken. */
export function usePromoteWaiting() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PromoteWaitingInput }) =>
      apiSend(`${waitingPath(id)}/promote`, input, Appointment),
    onSuccess: refreshCalendar,
  });
}
