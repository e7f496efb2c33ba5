import { useMutation } from '@tanstack/react-query';
import { AppSettings, type AppSettingsPatch } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';
import { writeSettingsCookie } from './get-settings';

export function updateSettings(patch: AppSettingsPatch) {
  return apiSend('/api/v1/settings', patch, AppSettings, 'PUT');
}

/** Saves part of the settings; the answer becomes the cached copy (query and cookie). */
export function useUpdateSettings() {
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      writeSettingsCookie(settings);
      queryClient.setQueryData(queryKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
    },
  });
}
