import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthProviders } from '../api/get-auth-providers';
import { signInWithGoogle } from '../api/sign-in-with-google';

/** 'Sign in with Google', shown only when the server has Google configured. */
export function GoogleButton({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const { data } = useAuthProviders();
  const [busy, setBusy] = useState(false);
  if (!data?.google) return null;

  const start = async () => {
    setBusy(true);
    try {
      await signInWithGoogle();
    } catch {
      onError(t('login.googleFailed'));
      setBusy(false);
    }
  };

  return (
    <>
      <div className="flex items-center gap-3 text-xs text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        {t('login.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button variant="secondary" className="w-full" onClick={() => void start()} disabled={busy}>
        {busy ? (
          <Spinner className="h-4 w-4" />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
            <path
              fill="#4285F4"
              d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z"
            />
            <path
              fill="#34A853"
              d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
            />
            <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
            <path
              fill="#EA4335"
              d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z"
            />
          </svg>
        )}
        {t('login.google')}
      </Button>
    </>
  );
}
