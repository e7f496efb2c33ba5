import { apiSend, anyBody } from '../../../lib/api-client';

/** Sets the new password of the reset link's account; 400 INVALID_TOKEN for a bad link. */
export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await apiSend('/api/auth/reset-password', input, anyBody);
}
