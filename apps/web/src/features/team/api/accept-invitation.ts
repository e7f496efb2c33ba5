import { APP_SETTINGS_COOKIE, MyOrganization } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { deleteCookie } from '../../../lib/cookies';
import { queryClient } from '../../../lib/query-client';

/**
 * Joins the invitation's organization (404 INVITATION_INVALID, 403 INVITATION_EMAIL_MISMATCH).
 * The server selects it, so whatever was cached belonged to another organization.
 */
export async function acceptInvitation(token: string) {
  const organization = await apiSend('/api/v1/invitations/accept', { token }, MyOrganization);
  deleteCookie(APP_SETTINGS_COOKIE);
  await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  return organization;
}
