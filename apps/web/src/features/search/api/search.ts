import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchResults } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

/** Patients, doctors and services matching `q`, grouped by kind; nothing is asked for an empty box. */
export function useSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [...queryKeys.search, query],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/search?${new URLSearchParams({ q: query }).toString()}`, SearchResults, { signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}
