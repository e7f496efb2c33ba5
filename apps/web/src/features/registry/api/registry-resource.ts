import { useMutation, useQuery } from '@tanstack/react-query';
import { anyBody, apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/** The four registry collections of the API (`/api/v1/<resource>`). */
export type RegistryResource = 'doctors' | 'services' | 'service-types' | 'doctor-services';

interface Schema<T> {
  parse(value: unknown): T;
}

export type ListFilters = Record<string, string | boolean | undefined>;

function listPath(resource: RegistryResource, filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== false && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return `/api/v1/${resource}${query ? `?${query}` : ''}`;
}

const itemPath = (resource: RegistryResource, id: string) => `/api/v1/${resource}/${encodeURIComponent(id)}`;

/** A list of one collection; `includeInactive` adds the deactivated rows. */
export function useRegistryList<T>(resource: RegistryResource, item: Schema<T>, filters: ListFilters = {}) {
  const schema = { parse: (value: unknown) => (Array.isArray(value) ? value : []).map((v) => item.parse(v)) };
  return useQuery({
    queryKey: [...queryKeys.registry, resource, filters],
    queryFn: ({ signal }) => apiRequest(listPath(resource, filters), schema, { signal }),
  });
}

/**
 * A write changes what the other lists show (a doctor's pairings, a service's default price), the
 * activity log, the dashboard's figures (active doctors) and the global search's results.
 */
function refreshRegistry() {
  for (const queryKey of [queryKeys.registry, queryKeys.activity, queryKeys.dashboard, queryKeys.search]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** Creates (POST, no id) or replaces (PUT, full body): 409 NAME_TAKEN, 400 with field errors. */
export function useRegistrySave<I, T>(resource: RegistryResource, schema: Schema<T>) {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: I }) =>
      id
        ? apiSend(itemPath(resource, id), input, schema, 'PUT')
        : apiSend(`/api/v1/${resource}`, input, schema),
    onSuccess: refreshRegistry,
  });
}

/** Deletes a row: 409 IN_USE while other records point at it (then deactivate instead). */
export function useRegistryDelete(resource: RegistryResource) {
  return useMutation({
    mutationFn: (id: string) => apiRequest(itemPath(resource, id), anyBody, { method: 'DELETE' }),
    onSuccess: refreshRegistry,
  });
}
