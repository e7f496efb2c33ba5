import { useQuery } from '@tanstack/react-query';
import { APP_SETTINGS_COOKIE, MyInvitation, MyOrganization } from '@studiolo/contracts';
import { z } from 'zod';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { deleteCookie } from '../../../lib/cookies';
import { queryClient } from '../../../lib/query-client';

/** The server selects the joined organization, so whatever was cached belonged to another one. */
async function forgetPreviousOrganization(organization: MyOrganization) {
  deleteCookie(APP_SETTINGS_COOKIE);
  await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  return organization;
}

/** Joins the invitation link's organization (404 INVITATION_INVALID, 403 INVITATION_EMAIL_MISMATCH). */
export async function acceptInvitation(token: string) {
  return forgetPreviousOrganization(await apiSend('/api/v1/invitations/accept', { token }, MyOrganization));
}

/** Joins through an invitation to the user's own address (404 INVITATION_INVALID once used or withdrawn). */
export async function acceptMyInvitation(invitationId: string) {
  return forgetPreviousOrganization(
    await apiSend(`/api/v1/invitations/${invitationId}/accept`, {}, MyOrganization),
  );
}

/** The open invitations to the signed-in user's own address, for whoever registered without the link. */
export function useMyInvitations() {
  return useQuery({
    queryKey: ['my-invitations'],
    queryFn: ({ signal }) => apiRequest('/api/v1/invitations/mine', z.array(MyInvitation), { signal }),
    retry: false,
  });
}
