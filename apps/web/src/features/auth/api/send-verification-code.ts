import { apiSend, anyBody } from '../../../lib/api-client';

/** Sends (again) the code that confirms an email address. */
export async function sendVerificationCode(email: string): Promise<void> {
  await apiSend('/api/auth/email-otp/send-verification-otp', { email, type: 'email-verification' }, anyBody);
}
