import { useQuery } from '@tanstack/react-query';
import { Patient } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './keys';

/** One patient with guardians and dependents; 404 NOT_FOUND for another organization's. */
export function usePatient(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: patientKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/api/v1/patients/${encodeURIComponent(id)}`, Patient, { signal }),
    enabled: options.enabled ?? true,
  });
}
