import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

/** GET /api/v1/auth/providers answers `{ google: boolean }`; anything else means none. */
const AuthProviders = {
  parse: (value: unknown): { google: boolean } => ({
    google: typeof value === 'object' && value !== null && (value as { google?: unknown }).google === true,
  }),
};

/** Which external identity providers are configured (the Google button shows only when it is). */
export function useAuthProviders() {
  return useQuery({
    queryKey: queryKeys.authProviders,
    queryFn: ({ signal }) => apiRequest('/api/v1/auth/providers', AuthProviders, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}
