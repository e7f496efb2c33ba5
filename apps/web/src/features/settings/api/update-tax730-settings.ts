import { useMutation } from '@tanstack/react-query';
import { Tax730Settings, type Tax730SettingsInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';
import { tax730SettingsKey } from './get-tax730-settings';

export function updateTax730Settings(input: Tax730SettingsInput) {
  return apiSend('/api/v1/tax730-settings', input, Tax730Settings, 'PUT');
}

/** Saves the Sistema TS configuration; the answer (without secrets) becomes the cached copy. */
export function useUpdateTax730Settings() {
  return useMutation({
    mutationFn: updateTax730Settings,
    onSuccess: (settings) => {
      queryClient.setQueryData(tax730SettingsKey, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
    },
  });
}
