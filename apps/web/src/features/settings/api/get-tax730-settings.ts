import { queryOptions, useQuery } from '@tanstack/react-query';
import { Tax730Settings } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

export const tax730SettingsKey = [...queryKeys.settings, 'tax730'] as const;

export const tax730SettingsQueryOptions = () =>
  queryOptions({
    queryKey: tax730SettingsKey,
    queryFn: ({ signal }) => apiRequest('/api/v1/tax730-settings', Tax730Settings, { signal }),
  });

/** The Sistema TS configuration, without the password and the PIN (only whether they are set). */
export function useTax730Settings() {
  return useQuery(tax730SettingsQueryOptions());
}
