import { VerifyOtpResponse, type VerifyOtpInput } from '@studiolo/contracts';
import { apiSend, isApiError } from '../../../lib/api-client';

/**
 * Signs in with the emailed code: INVALID_CODE, CODE_EXPIRED or TOO_MANY_ATTEMPTS otherwise.
 * `twoFactorRedirect`: the code was right but two-factor is on, so there is no session yet; the
 * authenticator's code (or a backup code) completes the sign-in.
 */
export async function verifySignInCode(
  email: string,
  token: string,
): Promise<{ twoFactorRedirect: boolean }> {
  const body: VerifyOtpInput = { email, token, type: 'email' };
  try {
    await apiSend('/api/auth/verify-otp', body, VerifyOtpResponse);
    return { twoFactorRedirect: false };
  } catch (cause) {
    if (isApiError(cause) && cause.code === 'TWO_FACTOR_PENDING') return { twoFactorRedirect: true };
    throw cause;
  }
}
