import { useQuery } from '@tanstack/react-query';
import { DuplicateCheckQuery, TaxCodeCheck } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './keys';

/**
 * The patients who may be the person being typed (same name and birth date, or name and mobile); asked
 * only once the name and a valid birth date or mobile are there. `excludeId`: the patient being edited.
 */
export function useSamePersonCheck(person: {
  firstName: string;
  lastName: string;
  birthDate: string;
  mobile: string;
  excludeId?: string;
}) {
  const birthDate = DuplicateCheckQuery.shape.birthDate.safeParse(person.birthDate).data;
  const mobile = DuplicateCheckQuery.shape.mobile.safeParse(person.mobile).data;
  const query = DuplicateCheckQuery.safeParse({ ...person, birthDate, mobile }).data;
  return useQuery({
    queryKey: [...patientKeys.all, 'same-person', query ?? null],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
      return apiRequest(`/api/v1/patients/duplicate-check?${params.toString()}`, TaxCodeCheck, { signal });
    },
    enabled: query !== undefined,
    staleTime: 30_000,
  });
}
