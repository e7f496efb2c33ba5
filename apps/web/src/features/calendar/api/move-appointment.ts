import { useMutation } from '@tanstack/react-query';
import { AppointmentChange, type MoveAppointmentInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { appointmentPath, refreshCalendar } from './keys';

/**
 * Moves a visit to another time, doctor or day; 422 OUTSIDE_AVAILABILITY outside the doctor's slots,
 * 409 APPOINTMENT_OVERLAP when the time is taken (the visit then stays where it was).
 */
export function useMoveAppointment() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: MoveAppointmentInput }) =>
      apiSend(`${appointmentPath(id)}/move`, input, AppointmentChange),
    onSuccess: refreshCalendar,
  });
}
