import { useMutation, useQuery } from '@tanstack/react-query';
import { Tablet, type CreateTabletInput, type ResetTabletPasswordInput } from '@studiolo/contracts';
import { anyBody, apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

const Tablets = { parse: (value: unknown) => Tablet.array().parse(value) };

/** The organization's tablet device accounts (for signing documents at the desk). */
export function useTablets() {
  return useQuery({
    queryKey: queryKeys.tablets,
    queryFn: ({ signal }) => apiRequest('/api/v1/tablets', Tablets, { signal }),
  });
}

function refreshTablets() {
  void queryClient.invalidateQueries({ queryKey: queryKeys.tablets });
  void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
}

/** 409 LOGIN_TAKEN when another tablet (of any organization) has the login. */
export function useCreateTablet() {
  return useMutation({
    mutationFn: (input: CreateTabletInput) => apiSend('/api/v1/tablets', input, Tablet),
    onSuccess: refreshTablets,
  });
}

/** 400 with a confirmPassword error when the two passwords differ. */
export function useResetTabletPassword() {
  return useMutation({
    mutationFn: ({ id, ...input }: ResetTabletPasswordInput & { id: string }) =>
      apiSend(`/api/v1/tablets/${encodeURIComponent(id)}/password`, input, anyBody),
    onSuccess: refreshTablets,
  });
}

export function useDeleteTablet() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/v1/tablets/${encodeURIComponent(id)}`, anyBody, { method: 'DELETE' }),
    onSuccess: refreshTablets,
  });
}
