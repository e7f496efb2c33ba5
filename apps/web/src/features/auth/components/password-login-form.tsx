import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Email, MobileNumber } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox, TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey, errorMessageValues } from '../../../lib/error-message';
import { sendVerificationCode } from '../api/send-verification-code';
import { signInWithPassword } from '../api/sign-in-password';

/** An email, or else a mobile as people type it ('333 123 4567', '+39…'): which door to knock at. */
function signInIdentity(typed: string): { email: string } | { phoneNumber: string } | null {
  if (typed.includes('@')) {
    const email = Email.safeParse(typed);
    return email.success ? { email: email.data } : null;
  }
  const mobile = MobileNumber.safeParse(typed);
  return mobile.success ? { phoneNumber: mobile.data } : null;
}

/**
 * Email (or the verified mobile) and password with 'Remember me'; an unconfirmed address is offered
 * the code step, an account with two-factor on the authenticator step.
 */
export function PasswordLoginForm({
  email,
  onEmailChange,
  onSignedIn,
  onVerifyEmail,
  onTwoFactor,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => Promise<void>;
  onVerifyEmail: () => void;
  onTwoFactor: () => void;
}) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [error, setError] = useState<string>();
  const [emailError, setEmailError] = useState<string>();
  const [notVerified, setNotVerified] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(undefined);
    setEmailError(undefined);
    setNotVerified(false);
    if (!email.trim()) return setError(t('auth:login.emailRequired'));
    if (!password) return setError(t('auth:login.passwordRequired'));
    const identity = signInIdentity(email);
    if (!identity) return setEmailError(t('validation:email'));
    setBusy(true);
    try {
      const { twoFactorRedirect } = await signInWithPassword({ ...identity, password, rememberMe });
      if (twoFactorRedirect) onTwoFactor();
      else await onSignedIn();
    } catch (cause) {
      if (isApiError(cause) && cause.code === 'EMAIL_NOT_VERIFIED') setNotVerified(true);
      else setError(t(errorMessageKey(cause), errorMessageValues(cause)));
    } finally {
      setBusy(false);
    }
  };

  const confirmEmail = async () => {
    setBusy(true);
    try {
      await sendVerificationCode(Email.parse(email));
      onVerifyEmail();
    } catch (cause) {
      setError(t(errorMessageKey(cause), errorMessageValues(cause)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      {notVerified ? (
        <Alert title={t('auth:login.notVerified')}>
          <p>{t('errors:EMAIL_NOT_VERIFIED')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void confirmEmail()} disabled={busy}>
            {t('auth:login.confirmEmail')}
          </Button>
        </Alert>
      ) : null}
      <TextField
        label={t('auth:login.emailOrMobile')}
        type="text"
        inputMode="email"
        autoComplete="username"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={emailError}
      />
      <PasswordField
        label={t('auth:login.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox
          label={t('auth:login.rememberMe')}
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <Link to="/reset-password" className="text-sm font-medium text-brand-800 hover:underline">
          {t('auth:login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" /> : null}
        {t('auth:login.submit')}
      </Button>
    </form>
  );
}
