import { VerifyOtpResponse, type VerifyOtpInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';

/** Signs in with the emailed code: INVALID_CODE, CODE_EXPIRED or TOO_MANY_ATTEMPTS otherwise. */
export async function verifySignInCode(email: string, token: string): Promise<void> {
  const body: VerifyOtpInput = { email, token, type: 'email' };
  await apiSend('/api/auth/verify-otp', body, VerifyOtpResponse);
}
