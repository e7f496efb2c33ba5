import { apiSend, anyBody } from '../../../lib/api-client';

export interface PasswordSignIn {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED. */
export async function signInWithPassword(input: PasswordSignIn): Promise<void> {
  await apiSend('/api/auth/sign-in/email', input, anyBody);
}
