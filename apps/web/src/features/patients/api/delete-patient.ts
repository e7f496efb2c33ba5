import { useMutation } from '@tanstack/react-query';
import { anyBody, apiRequest } from '../../../lib/api-client';
import { refreshPatients } from './keys';

/** 409 GUARDIAN_OF_MINORS (with `dependents`) while the patient guards minors; 403 below admin. */
export function useDeletePatient() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/v1/patients/${encodeURIComponent(id)}`, anyBody, { method: 'DELETE' }),
    onSuccess: refreshPatients,
  });
}
