import { useQuery } from '@tanstack/react-query';
import { anyBody, apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/**
 * Better Auth's session answer, of which the web reads only whether two-factor is on and this
 * session's token (to mark it among the active sessions).
 */
const SessionTwoFactor = {
  parse: (value: unknown): { twoFactorEnabled: boolean; token: string | null } => {
    const body = (typeof value === 'object' && value !== null ? value : {}) as {
      user?: unknown;
      session?: unknown;
    };
    const { user, session } = body;
    const token =
      typeof session === 'object' && session !== null ? (session as { token?: unknown }).token : undefined;
    return {
      twoFactorEnabled:
        typeof user === 'object' &&
        user !== null &&
        (user as { twoFactorEnabled?: unknown }).twoFactorEnabled === true,
      token: typeof token === 'string' ? token : null,
    };
  },
};

/** Whether the signed-in user has two-factor authentication on (/api/v1/me does not say). */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => apiRequest('/api/auth/get-session', SessionTwoFactor, { signal }),
  });
}

const TwoFactorSetup = {
  parse: (value: unknown): { totpURI: string; backupCodes: string[] } => {
    const body = (typeof value === 'object' && value !== null ? value : {}) as {
      totpURI?: unknown;
      backupCodes?: unknown;
    };
    if (typeof body.totpURI !== 'string') throw new Error('The answer has no otpauth URI');
    const codes = Array.isArray(body.backupCodes) ? body.backupCodes : [];
    return { totpURI: body.totpURI, backupCodes: codes.filter((c): c is string => typeof c === 'string') };
  },
};

/** The secret of an otpauth:// URI, for typing into an authenticator app by hand. */
export function totpSecret(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Step one of turning two-factor on (the password again): the secret and the backup codes. */
export function enableTwoFactor(password: string) {
  return apiSend('/api/auth/two-factor/enable', { password }, TwoFactorSetup);
}

/**
 * The authenticator's current code. Signed in, it confirms the setup (two-factor is on from
 * then); at sign-in's second step, it starts the session. 401 INVALID_CODE when wrong.
 */
export async function verifyTotp(code: string): Promise<void> {
  await apiSend('/api/auth/two-factor/verify-totp', { code }, anyBody);
  await queryClient.invalidateQueries({ queryKey: queryKeys.session });
}

/** Sign-in's second step with one of the backup codes instead (each works once). */
export async function verifyBackupCode(code: string): Promise<void> {
  await apiSend('/api/auth/two-factor/verify-backup-code', { code }, anyBody);
}

export async function disableTwoFactor(password: string): Promise<void> {
  await apiSend('/api/auth/two-factor/disable', { password }, anyBody);
  await queryClient.invalidateQueries({ queryKey: queryKeys.session });
}
