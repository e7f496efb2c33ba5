import { apiSend } from '../../../lib/api-client';

const Redirect = {
  parse(value: unknown): { url: string } {
    const url = typeof value === 'object' && value !== null ? (value as { url?: unknown }).url : undefined;
    if (typeof url !== 'string') throw new Error('The sign-in answer has no redirect address');
    return { url };
  },
};

/** Starts the Google sign-in: the server answers with the provider's page, opened by a full load. */
export async function signInWithGoogle(): Promise<void> {
  const { url } = await apiSend(
    '/api/auth/sign-in/social',
    { provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/login?error=google' },
    Redirect,
  );
  window.location.assign(url);
}
