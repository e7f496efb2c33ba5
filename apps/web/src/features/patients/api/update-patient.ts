import { useMutation } from '@tanstack/react-query';
import { Patient, type PatientInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshPatients } from './keys';

/** Replaces the patient and their guardians; 409 TAX_CODE_DUPLICATE as on create. */
export function useUpdatePatient(id: string) {
  return useMutation({
    mutationFn: (input: PatientInput) =>
      apiSend(`/api/v1/patients/${encodeURIComponent(id)}`, input, Patient, 'PUT'),
    onSuccess: refreshPatients,
  });
}
