import { useMutation } from '@tanstack/react-query';
import { Appointment, type AppointmentInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshCalendar } from './keys';

/** Books a visit; 409 APPOINTMENT_OVERLAP when the doctor is already booked then. */
export function useCreateAppointment() {
  return useMutation({
    mutationFn: (input: AppointmentInput) => apiSend('/api/v1/appointments', input, Appointment),
    onSuccess: refreshCalendar,
  });
}
