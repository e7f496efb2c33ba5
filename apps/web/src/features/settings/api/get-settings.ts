import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  APP_SETTINGS_COOKIE,
  APP_SETTINGS_COOKIE_MAX_AGE_SECONDS,
  AppSettings,
  type AppSettings as AppSettingsType,
} from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { deleteCookie, readCookie, writeCookie } from '../../../lib/cookies';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/** The settings cached in the app_settings cookie (SPEC §4), if it holds valid ones. */
export function readSettingsCookie(): AppSettingsType | undefined {
  const raw = readCookie(APP_SETTINGS_COOKIE);
  if (!raw) return undefined;
  try {
    const parsed = AppSettings.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeSettingsCookie(settings: AppSettingsType): void {
  writeCookie(APP_SETTINGS_COOKIE, JSON.stringify(settings), APP_SETTINGS_COOKIE_MAX_AGE_SECONDS);
}

export async function getSettings(signal?: AbortSignal): Promise<AppSettingsType> {
  const settings = await apiRequest('/api/v1/settings', AppSettings, { signal });
  writeSettingsCookie(settings);
  return settings;
}

/**
 * The cookie's copy shows at once (marked as old, so the server is asked in the background);
 * the server's answer replaces it and rewrites the cookie.
 */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => getSettings(signal),
    initialData: readSettingsCookie,
    initialDataUpdatedAt: 0,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** SPEC §4's forced reload: forget the cookie and the cached copy, then ask the server. */
export async function reloadSettings(): Promise<void> {
  deleteCookie(APP_SETTINGS_COOKIE);
  queryClient.removeQueries({ queryKey: queryKeys.settings });
  await queryClient.query({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => getSettings(signal),
  });
}
