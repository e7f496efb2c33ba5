import { useMutation } from '@tanstack/react-query';
import {
  OrganizationProfile,
  type OrganizationProfileInput,
  type OrganizationSecurityInput,
} from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

export function useUpdateOrganization() {
  return useMutation({
    mutationFn: (input: OrganizationProfileInput) =>
      apiSend('/api/v1/organization', input, OrganizationProfile, 'PUT'),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.organization, profile);
      // The name shows in the top bar and the dashboard, which read /api/v1/me.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
    },
  });
}

/** Owner only: whether every member must use two-factor authentication. */
export function useUpdateOrganizationSecurity() {
  return useMutation({
    mutationFn: (input: OrganizationSecurityInput) =>
      apiSend('/api/v1/organization/security', input, OrganizationProfile, 'PUT'),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.organization, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
    },
  });
}
