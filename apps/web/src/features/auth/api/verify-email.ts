import { apiSend, anyBody } from '../../../lib/api-client';

/** Confirms the address with the emailed code; the server then signs the user in. */
export async function verifyEmail(input: { email: string; otp: string }): Promise<void> {
  await apiSend('/api/auth/email-otp/verify-email', input, anyBody);
}
