import { useMutation } from '@tanstack/react-query';
import { Appointment } from '@studiolo/contracts';
import { apiSend, isApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';
import { appointmentPath, refreshCalendar } from './keys';

/**
 * Checked In / Not Checked In; 409 CHECK_IN_DOCUMENTS_MISSING when the patient has not signed what
 * check-in requires (the documents' state is asked again then).
 */
export function useSetCheckIn() {
  return useMutation({
    mutationFn: ({ id, checkedIn }: { id: string; checkedIn: boolean }) =>
      apiSend(`${appointmentPath(id)}/check-in`, { checkedIn }, Appointment, 'PUT'),
    onSuccess: refreshCalendar,
    onError: (error) => {
      if (isApiError(error) && error.code === 'CHECK_IN_DOCUMENTS_MISSING') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.documents });
      }
    },
  });
}
