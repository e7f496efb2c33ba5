import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { CodeLoginForm } from '../features/auth/components/code-login-form';
import { GoogleButton } from '../features/auth/components/google-button';
import { PasswordLoginForm } from '../features/auth/components/password-login-form';
import { TwoFactorStep } from '../features/auth/components/two-factor-step';
import { VerifyEmailStep } from '../features/auth/components/verify-email-step';
import { safeNext } from '../lib/session-refresh';
import { landingAfterSignIn } from './sign-in-landing';

type Mode = 'password' | 'code' | 'verify' | 'two-factor';

/**
 * /login: password (remember me), a 6-digit emailed code, Google when configured; each followed by
 * the authenticator code when two-factor is on.
 */
export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Google's callback sends a user with two-factor on here (?twoFactor=1), the session still pending.
  const [mode, setMode] = useState<Mode>(params.has('twoFactor') ? 'two-factor' : 'password');
  const [email, setEmail] = useState('');
  const [providerError, setProviderError] = useState<string | undefined>(
    params.get('error') === 'google' ? t('login.googleFailed') : undefined,
  );

  // Where the user was when their session ended, to go back to once signed in again.
  const next = safeNext(params.get('next'));
  const signedIn = async () => {
    const landing = await landingAfterSignIn();
    await navigate(next && landing !== '/login' ? next : landing, { replace: true });
  };

  if (mode === 'verify') {
    return <VerifyEmailStep email={email} onVerified={signedIn} onBack={() => setMode('password')} />;
  }
  if (mode === 'two-factor') {
    const back = () => {
      setParams({}, { replace: true });
      setMode('password');
    };
    return <TwoFactorStep onVerified={signedIn} onBack={back} />;
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('login.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('login.lead')}</p>
      </div>
      {providerError ? <Alert>{providerError}</Alert> : null}
      {mode === 'password' ? (
        <PasswordLoginForm
          email={email}
          onEmailChange={setEmail}
          onSignedIn={signedIn}
          onVerifyEmail={() => setMode('verify')}
          onTwoFactor={() => setMode('two-factor')}
        />
      ) : (
        <CodeLoginForm
          email={email}
          onEmailChange={setEmail}
          onSignedIn={() =>
            void navigate(next ? `/auth/callback?next=${encodeURIComponent(next)}` : '/auth/callback', {
              replace: true,
            })
          }
          onTwoFactor={() => setMode('two-factor')}
        />
      )}
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => setMode(mode === 'password' ? 'code' : 'password')}
      >
        {mode === 'password' ? t('login.modeCode') : t('login.modePassword')}
      </Button>
      <GoogleButton onError={setProviderError} />
      <p className="text-center text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link to="/register" className="font-medium text-brand-800 hover:underline">
          {t('login.register')}
        </Link>
      </p>
    </div>
  );
}
