import { useQuery } from '@tanstack/react-query';
import { PatientHistory } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './keys';

/** A patient's visits, invoices and calls, the latest of each (GET /api/v1/patients/{id}/history). */
export function usePatientHistory(id: string) {
  return useQuery({
    queryKey: patientKeys.history(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/patients/${encodeURIComponent(id)}/history`, PatientHistory, { signal }),
  });
}
