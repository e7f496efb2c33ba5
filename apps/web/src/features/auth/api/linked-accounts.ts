import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { anyBody, apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

interface LinkedAccount {
  /** Better Auth's id of the account row: what unlink-account names. */
  id: string;
  /** How the user signs in with it: 'credential' (password) or 'google'. */
  providerId: string;
}

/** Better Auth's list-accounts answer: the ways the user can sign in. */
const LinkedAccounts = {
  parse: (value: unknown): LinkedAccount[] => {
    const items = Array.isArray(value) ? (value as unknown[]) : [];
    return items.flatMap((item) => {
      const { id, providerId } = (typeof item === 'object' && item !== null ? item : {}) as Record<
        string,
        unknown
      >;
      return typeof id === 'string' && typeof providerId === 'string' ? [{ id, providerId }] : [];
    });
  },
};

const linkedAccountsQuery = queryOptions({
  queryKey: queryKeys.accounts,
  queryFn: ({ signal }) => apiRequest('/api/auth/list-accounts', LinkedAccounts, { signal }),
});

/** The providers the user can sign in with ('credential', 'google'). */
export function useLinkedAccounts() {
  return useQuery({
    ...linkedAccountsQuery,
    select: (accounts) => accounts.map((account) => account.providerId),
  });
}

const RedirectUrl = {
  parse: (value: unknown): string => {
    const url = typeof value === 'object' && value !== null ? (value as { url?: unknown }).url : undefined;
    if (typeof url !== 'string') throw new Error('The answer has no URL');
    return url;
  },
};

/** The query Settings → Security is opened with when Google could not be linked. */
export const LINK_FAILED_PARAM = 'linkFailed';

/** Links a Google account: Google's consent page, then back to Settings → Security (with a flag on failure). */
export async function linkGoogle(): Promise<void> {
  const url = await apiSend(
    '/api/auth/link-social',
    {
      provider: 'google',
      callbackURL: '/settings?tab=security',
      errorCallbackURL: `/settings?tab=security&${LINK_FAILED_PARAM}=google`,
    },
    RedirectUrl,
  );
  window.location.assign(url);
}

export function useUnlinkGoogle() {
  return useMutation({
    mutationFn: async () => {
      const accounts = await queryClient.query(linkedAccountsQuery);
      const google = accounts.find((account) => account.providerId === 'google');
      if (!google) return null; // already unlinked (another tab): the list refreshes below
      return apiSend('/api/auth/unlink-account', { accountId: google.id }, anyBody);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
  });
}
