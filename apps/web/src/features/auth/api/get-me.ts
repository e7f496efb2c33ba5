import { queryOptions, useQuery } from '@tanstack/react-query';
import { Me } from '@studiolo/contracts';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/** The signed-in user and their organizations, or null when signed out (the API answers 401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiRequest('/api/v1/me', Me, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 30_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** For route loaders: the cached answer at once (asked again in the background when stale), else a request. */
export function loadMe(): Promise<Me | null> {
  const cached = queryClient.getQueryData(meQueryOptions.queryKey);
  if (cached === undefined) return queryClient.query(meQueryOptions);
  // Fire and forget on purpose: the screen opens with the cached answer, and the cache (hence useMe) takes the
  // fresh one when it comes; `query` asks only when the answer is stale, and a failure leaves the cached one.
  queryClient.query(meQueryOptions).catch(() => undefined);
  return Promise.resolve(cached);
}

/** After signing in or out: forget the old answer and ask again. */
export async function refreshMe(): Promise<Me | null> {
  await queryClient.cancelQueries({ queryKey: queryKeys.me });
  return queryClient.query({ ...meQueryOptions, staleTime: 0 });
}

/** The organization the user works in, as /api/v1/me reports it. */
export function currentOrganization(me: Me) {
  return me.organizations.find((o) => o.id === me.currentOrganizationId) ?? me.organizations[0] ?? null;
}
