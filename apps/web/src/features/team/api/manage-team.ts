import { useMutation } from '@tanstack/react-query';
import { PendingInvitation, type InviteInput, type MemberRole } from '@studiolo/contracts';
import { anyBody, apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

function refreshTeam() {
  void queryClient.invalidateQueries({ queryKey: queryKeys.team });
  void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
}

/** Emails an invitation link; 409 ALREADY_MEMBER, 403 FORBIDDEN (an owner invited by a non-owner). */
export function useInviteMember() {
  return useMutation({
    mutationFn: (input: InviteInput) => apiSend('/api/v1/team/invitations', input, PendingInvitation),
    onSuccess: refreshTeam,
  });
}

/** Withdraws a pending invitation: its link stops working. */
export function useRevokeInvitation() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/v1/team/invitations/${encodeURIComponent(id)}`, anyBody, { method: 'DELETE' }),
    onSuccess: refreshTeam,
  });
}

/** 409 LAST_OWNER when the organization would be left without an owner. */
export function useChangeRole() {
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: MemberRole }) =>
      apiSend(`/api/v1/team/members/${encodeURIComponent(userId)}/role`, { role }, anyBody, 'PUT'),
    onSuccess: refreshTeam,
  });
}

/** 409 LAST_OWNER for the only owner. */
export function useRemoveMember() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/api/v1/team/members/${encodeURIComponent(userId)}`, anyBody, { method: 'DELETE' }),
    onSuccess: refreshTeam,
  });
}
