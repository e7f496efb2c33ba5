import { apiSend } from '../../../lib/api-client';

export interface PasswordSignIn {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Better Auth's answer: with two-factor on there is no session yet, only the second step. */
const SignInAnswer = {
  parse: (value: unknown): { twoFactorRedirect: boolean } => ({
    twoFactorRedirect:
      typeof value === 'object' &&
      value !== null &&
      (value as { twoFactorRedirect?: unknown }).twoFactorRedirect === true,
  }),
};

/**
 * 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED. `twoFactorRedirect` means the password was
 * right but the account asks for its authenticator code before the session starts.
 */
export function signInWithPassword(input: PasswordSignIn): Promise<{ twoFactorRedirect: boolean }> {
  return apiSend('/api/auth/sign-in/email', input, SignInAnswer);
}
