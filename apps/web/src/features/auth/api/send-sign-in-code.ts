import { SendOtpResponse, type Locale, type SendOtpInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';

/** Sends, or resends, a 6-digit sign-in code (the same answer whether or not the account exists). */
export async function sendSignInCode(email: string, locale: Locale): Promise<void> {
  const body: SendOtpInput = { email, locale };
  await apiSend('/api/auth/send-otp', body, SendOtpResponse);
}
