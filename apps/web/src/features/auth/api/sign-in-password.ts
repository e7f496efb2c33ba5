import { apiSend } from '../../../lib/api-client';

/** By email, or by a verified mobile in E.164 (SPEC §5: email or phone plus a password). */
export type PasswordSignIn = ({ email: string } | { phoneNumber: string }) & {
  password: string;
  rememberMe: boolean;
};

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
 * 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED or PASSWORD_NOT_ALLOWED (an account made with
 * Google). `twoFactorRedirect` means the password was
 * right but the account asks for its authenticator code before the session starts.
 */
export function signInWithPassword(input: PasswordSignIn): Promise<{ twoFactorRedirect: boolean }> {
  return apiSend(
    'email' in input ? '/api/auth/sign-in/email' : '/api/auth/sign-in/phone-number',
    input,
    SignInAnswer,
  );
}
