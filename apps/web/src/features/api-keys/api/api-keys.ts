import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiKey, CreatedApiKey, type ApiKeyInput } from '@studiolo/contracts';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

const apiKeysKey = ['api-keys'] as const;
const ApiKeys = { parse: (value: unknown) => ApiKey.array().parse(value) };

/** The organization's keys for the public calls API (owners and admins). */
export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: apiKeysKey,
    queryFn: ({ signal }) => apiRequest('/api/v1/api-keys', ApiKeys, { signal }),
    enabled,
  });
}

function refreshApiKeys() {
  void queryClient.invalidateQueries({ queryKey: apiKeysKey });
  void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
}

/** The answer carries the whole key: the only time it is shown. */
export function useCreateApiKey() {
  return useMutation({
    mutationFn: (input: ApiKeyInput) => apiSend('/api/v1/api-keys', input, CreatedApiKey),
    onSuccess: refreshApiKeys,
  });
}

export function useRevokeApiKey() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/v1/api-keys/${encodeURIComponent(id)}`, ApiKey, { method: 'DELETE' }),
    onSuccess: refreshApiKeys,
  });
}
