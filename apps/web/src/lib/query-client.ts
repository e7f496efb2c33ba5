import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isSigningOut } from './api-client';
import { signInAgainUrl } from './session-refresh';

/**
 * A 401 outside /api/v1/me that a refresh could not cure means the session ended (signed out, in
 * another tab too): the page starts again from /login, which comes back here after signing in.
 */
function onSessionEnded(error: unknown): void {
  if (isApiError(error) && error.status === 401 && error.code === 'UNAUTHENTICATED') {
    // A request still on its way when the user signs out fails so too: they are going to /login already.
    if (isSigningOut() || window.location.pathname === '/login') return;
    window.location.assign(signInAgainUrl(window.location));
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
