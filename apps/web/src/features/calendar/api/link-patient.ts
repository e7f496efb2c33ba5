import { useMutation } from '@tanstack/react-query';
import { Appointment } from '@studiolo/contracts';
import { apiRequest, apiSend, isApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';
import { appointmentPath, refreshCalendar } from './keys';

/**
 * Links a saved patient to a visit booked under a temporary name; 409 LINK_DOCUMENTS_MISSING when
 * the patient has not signed what check-in requires (the documents' state is asked again then).
 */
export function useLinkPatient() {
  return useMutation({
    mutationFn: ({ id, patientId }: { id: string; patientId: string }) =>
      apiSend(`${appointmentPath(id)}/patient`, { patientId }, Appointment, 'PUT'),
    onSuccess: refreshCalendar,
    onError: (error) => {
      if (isApiError(error) && error.code === 'LINK_DOCUMENTS_MISSING') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.documents });
      }
    },
  });
}

/** Unlinks the patient of a visit not yet taken place: it goes back to a temporary name. */
export function useUnlinkPatient() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${appointmentPath(id)}/patient`, Appointment, { method: 'DELETE' }),
    onSuccess: refreshCalendar,
  });
}
