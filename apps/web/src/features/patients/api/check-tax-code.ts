import { useMutation } from '@tanstack/react-query';
import { TaxCodeCheck } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The other patients who already have this tax code (`excludeId`: the patient being edited). */
export function useCheckTaxCode() {
  return useMutation({
    mutationFn: ({ taxCode, excludeId }: { taxCode: string; excludeId?: string }) => {
      const params = new URLSearchParams({ taxCode });
      if (excludeId) params.set('excludeId', excludeId);
      return apiRequest(`/api/v1/patients/tax-code-check?${params.toString()}`, TaxCodeCheck);
    },
  });
}
