import { RedirectRules, type RedirectRule } from '@studiolo/contracts';
import { apiRequest } from './api-client';
import { queryClient } from './query-client';

/**
 * The server's redirect rules (SPEC §2), asked once per page load: a path the router does not know
 * may be an old one the server moved. Unreachable, there are none to follow.
 */
export async function serverRedirects(): Promise<readonly RedirectRule[]> {
  try {
    return await queryClient.query({
      queryKey: ['public', 'redirects'],
      queryFn: ({ signal }) => apiRequest('/api/v1/public/redirects', RedirectRules, { signal }),
      staleTime: 'static',
    });
  } catch {
    return [];
  }
}
