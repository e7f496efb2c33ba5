import { apiSend, anyBody } from '../../../lib/api-client';

export const UPDATE_PASSWORD_PATH = '/update-password';

/** Emails a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiSend('/api/auth/request-password-reset', { email, redirectTo: UPDATE_PASSWORD_PATH }, anyBody);
}
