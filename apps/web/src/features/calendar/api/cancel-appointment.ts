import { useMutation } from '@tanstack/react-query';
import { AppointmentChange } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { appointmentPath, refreshCalendar } from './keys';

/** Cancels a visit (asked first), optionally emailing the patient. */
export function useCancelAppointment() {
  return useMutation({
    mutationFn: ({ id, notifyPatient }: { id: string; notifyPatient: boolean }) =>
      apiSend(`${appointmentPath(id)}/cancel`, { notifyPatient }, AppointmentChange),
    onSuccess: refreshCalendar,
  });
}

/** Undoes a cancellation; 409 APPOINTMENT_OVERLAP once another visit took the time. */
export function useRestoreAppointment() {
  return useMutation({
    mutationFn: (id: string) => apiSend(`${appointmentPath(id)}/restore`, {}, AppointmentChange),
    onSuccess: refreshCalendar,
  });
}
