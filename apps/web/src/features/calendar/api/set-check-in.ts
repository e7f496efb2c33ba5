import { useMutation } from '@tanstack/react-query';
import { Appointment } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { appointmentPath, refreshCalendar } from './keys';

/** Checked In / Not Checked In. */
export function useSetCheckIn() {
  return useMutation({
    mutationFn: ({ id, checkedIn }: { id: string; checkedIn: boolean }) =>
      apiSend(`${appointmentPath(id)}/check-in`, { checkedIn }, Appointment, 'PUT'),
    onSuccess: refreshCalendar,
  });
}
