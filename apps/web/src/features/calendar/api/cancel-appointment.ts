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

/**
 * Undoes a cancellation, optionally telling the patient the visit is confirmed again; 409
 * APPOINTMENT_OVERLAP once another visit took the time, 422 OUTSIDE_AVAILABILITY once it is no
 * longer inside the doctor's availability.
 */
export function useRestoreAppointment() {
  return useMutation({
    mutationFn: ({ id, notifyPatient }: { id: string; notifyPatient: boolean }) =>
      apiSend(`${appointmentPath(id)}/restore`, { notifyPatient }, AppointmentChange),
    onSuccess: refreshCalendar,
  });
}
