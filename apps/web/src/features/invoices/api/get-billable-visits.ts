import { useQuery } from '@tanstack/react-query';
import { AppointmentPage } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

/**
 * A patient's completed visits that no standing invoice bills yet, whenever they took place (a visit
 * completed long ago, or early today, is invoiced all the same).
 */
export function useBillableVisits(patientId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.appointments, 'billable', patientId],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        patientId: patientId!,
        status: 'completed',
        invoiced: 'false',
        limit: '200',
      });
      return apiRequest(`/api/v1/appointments?${params.toString()}`, AppointmentPage, { signal });
    },
    enabled: Boolean(patientId),
  });
}
