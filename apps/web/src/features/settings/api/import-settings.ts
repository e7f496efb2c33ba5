import { useMutation } from '@tanstack/react-query';
import { APP_SETTINGS_COOKIE, SettingsImportResult } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { deleteCookie } from '../../../lib/cookies';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/** Sends an export file's content as it is: the server validates it and answers what changed. */
export function importSettings(content: unknown) {
  return apiSend('/api/v1/settings/import', content, SettingsImportResult);
}

export function useImportSettings() {
  return useMutation({
    mutationFn: importSettings,
    onSuccess: async () => {
      deleteCookie(APP_SETTINGS_COOKIE);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.organization }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity }),
      ]);
    },
  });
}
