import { useMutation, useQuery } from '@tanstack/react-query';
import { anyBody, apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/** Better Auth's list-accounts answer: the providers the user can sign in with ('credential', 'google'). */
const LinkedProviders = {
  parse: (value: unknown): string[] => {
    const items = Array.isArray(value) ? (value as unknown[]) : [];
    return items.flatMap((item) => {
      const providerId =
        typeof item === 'object' && item !== null ? (item as { providerId?: unknown }).providerId : undefined;
      return typeof providerId === 'string' ? [providerId] : [];
    });
  },
};

export function useLinkedAccounts() {
  return useQuery({
    queryKey: queryKeys.accounts,
    queryFn: ({ signal }) => apiRequest('/api/auth/list-accounts', LinkedProviders, { signal }),
  });
}

const RedirectUrl = {
  parse: (value: unknown): string => {
    const url = typeof value === 'object' && value !== null ? (value as { url?: unknown }).url : undefined;
    if (typeof url !== 'string') throw new Error('The answer has no URL');
    return url;
  },
};

/** Links a Google account: Google's consent page, then back to Settings → Security. */
export async function linkGoogle(): Promise<void> {
  const url = await apiSend(
    '/api/auth/link-social',
    { provider: 'google', callbackURL: '/settings?tab=security' },
    RedirectUrl,
  );
  window.location.assign(url);
}

export function useUnlinkGoogle() {
  return useMutation({
    mutationFn: () => apiSend('/api/auth/unlink-account', { providerId: 'google' }, anyBody),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
  });
}
