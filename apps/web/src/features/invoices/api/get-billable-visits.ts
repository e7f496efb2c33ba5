import { useQuery } from '@tanstack/react-query';
import { AppointmentPage } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

/** How far back the invoice form looks for a patient's completed visits (the API allows 62 days). */
const LOOK_BACK_DAYS = 60;

/** A patient's completed visits of the last 60 days that no standing invoice bills yet. */
export function useBillableVisits(patientId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.appointments, 'billable', patientId],
    queryFn: ({ signal }) => {
      const to = new Date(Date.now() + 86_400_000);
      const from = new Date(to.getTime() - LOOK_BACK_DAYS * 86_400_000);
      const params = new URLSearchParams({
        from: from.toISOString(),
        to: to.toISOString(),
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
