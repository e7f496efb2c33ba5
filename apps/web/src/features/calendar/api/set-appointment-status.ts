import { useMutation } from '@tanstack/react-query';
import { Appointment, type AppointmentStatus } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { appointmentPath, refreshCalendar } from './keys';

/** Changes the status; 409 INVALID_STATUS_TRANSITION when APPOINTMENT_TRANSITIONS does not allow it. */
export function useSetAppointmentStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AppointmentStatus }) =>
      apiSend(`${appointmentPath(id)}/status`, { status }, Appointment, 'PUT'),
    onSuccess: refreshCalendar,
  });
}
