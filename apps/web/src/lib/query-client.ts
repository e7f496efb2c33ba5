import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** The one QueryClient of the app. Client errors (4xx) are answers, not hiccups: no retry. */
export const queryClient = new QueryClient({
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
