import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * A 401 outside /api/v1/me means the session ended (expired, signed out in another tab): the
 * page starts again from /login, where the redirect rules take over.
 */
function onSessionEnded(error: unknown): void {
  if (isApiError(error) && error.status === 401 && error.code === 'UNAUTHENTICATED') {
    window.location.assign('/login');
  }
}

/** The one QueryClient of the app. Client errors (4xx) are answers, not hiccups: no retry. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onSessionEnded }),
  mutationCache: new MutationCache({ onError: onSessionEnded }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});
