import { useMutation, useQuery } from '@tanstack/react-query';
import { anyBody, apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';
import { signOut } from './sign-out';

export interface ActiveSession {
  id: string;
  token: string;
  updatedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Better Auth's list-sessions answer: the fields the web shows, newest activity first. */
const ActiveSessions = {
  parse: (value: unknown): ActiveSession[] => {
    const items = Array.isArray(value) ? (value as unknown[]) : [];
    return items
      .map((item) => {
        const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
        return {
          id: text(row.id) ?? '',
          token: text(row.token) ?? '',
          updatedAt: text(row.updatedAt) ?? text(row.createdAt) ?? '',
          ipAddress: text(row.ipAddress),
          userAgent: text(row.userAgent),
        };
      })
      .filter((session) => session.token !== '')
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  },
};

/** The signed-in user's active sessions (every browser or device signed in). */
export function useSessions() {
  return useQuery({
    queryKey: queryKeys.sessions,
    queryFn: ({ signal }) => apiRequest('/api/auth/list-sessions', ActiveSessions, { signal }),
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions });

/** Signs one other session out. */
export function useRevokeSession() {
  return useMutation({
    mutationFn: (token: string) => apiSend('/api/auth/revoke-session', { token }, anyBody),
    onSettled: refresh,
  });
}

/** Signs out every session but this one. */
export function useRevokeOtherSessions() {
  return useMutation({
    mutationFn: () => apiSend('/api/auth/revoke-other-sessions', {}, anyBody),
    onSettled: refresh,
  });
}

/** Signs out everywhere, this session included; the caller then goes to /login (as after signing out). */
export async function revokeAllSessions(): Promise<void> {
  await apiSend('/api/auth/revoke-sessions', {}, anyBody);
  try {
    await signOut();
  } catch {
    // The session is already gone: signOut has forgotten the user all the same.
  }
}
