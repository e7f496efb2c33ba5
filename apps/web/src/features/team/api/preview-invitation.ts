import { useQuery } from '@tanstack/react-query';
import { InvitationPreview } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';

/** What an invitation link offers (clinic, role, invited address); 404 INVITATION_INVALID once used or withdrawn. */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/invitations/preview?token=${encodeURIComponent(token ?? '')}`, InvitationPreview, {
        signal,
      }),
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });
}
