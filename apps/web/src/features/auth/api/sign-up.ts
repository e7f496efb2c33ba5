import { apiSend, anyBody } from '../../../lib/api-client';

export interface SignUp {
  name: string;
  email: string;
  password: string;
}

/** Creates the account and emails a verification code; no session until the code is entered. */
export async function signUp(input: SignUp): Promise<void> {
  await apiSend('/api/auth/sign-up/email', input, anyBody);
}
