import { APP_SETTINGS_COOKIE } from '@studiolo/contracts';
import { apiSend, anyBody } from '../../../lib/api-client';
import { deleteCookie } from '../../../lib/cookies';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/**
 * Signs out (SPEC §4): the server clears the session cookie, the browser forgets the user, the
 * organization and the settings. The caller then goes to /login.
 */
export async function signOut(): Promise<void> {
  try {
    await apiSend('/api/auth/sign-out', {}, anyBody);
  } finally {
    deleteCookie(APP_SETTINGS_COOKIE);
    queryClient.clear();
    queryClient.setQueryData(queryKeys.me, null);
  }
}
