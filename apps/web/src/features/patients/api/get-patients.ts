import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PatientPage, type PatientListQuery } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './keys';

function searchParams(query: PatientListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** A page of patients: search (typos tolerated), sort, limit/offset; the total for paging. */
export const patientsQueryOptions = (query: PatientListQuery) =>
  queryOptions({
    queryKey: patientKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`/api/v1/patients?${searchParams(query)}`, PatientPage, { signal }),
    placeholderData: keepPreviousData,
  });

export function usePatients(query: PatientListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...patientsQueryOptions(query), enabled: options.enabled ?? true });
}
