import { useMutation } from '@tanstack/react-query';
import { Appointment, type AppointmentStatus } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { appointmentPath, refreshCalendar } from './keys';

/**
 * Changes the status; 409 INVALID_STATUS_TRANSITION (or VISIT_NOT_STARTED, VISIT_NOT_TODAY) when the
 * visit state machine (VISIT_MOVES) does not allow it now.
 */
export function useSetAppointmentStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AppointmentStatus }) =>
      apiSend(`${appointmentPath(id)}/status`, { status }, Appointment, 'PUT'),
    onSuccess: refreshCalendar,
  });
}
