import { useMutation } from '@tanstack/react-query';
import { Patient, type PatientInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshPatients } from './keys';

/** 409 TAX_CODE_DUPLICATE (with `matches`) until both acknowledgements are ticked. */
export function useCreatePatient() {
  return useMutation({
    mutationFn: (input: PatientInput) => apiSend('/api/v1/patients', input, Patient),
    onSuccess: refreshPatients,
  });
}
