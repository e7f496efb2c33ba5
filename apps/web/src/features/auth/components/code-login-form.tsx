import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Email, OtpCode } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey, errorMessageValues } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { sendSignInCode } from '../api/send-sign-in-code';
import { verifySignInCode } from '../api/verify-sign-in-code';

/** Sign in with a 6-digit emailed code: send it, type it (or resend it); then two-factor if on. */
export function CodeLoginForm({
  email,
  onEmailChange,
  onSignedIn,
  onTwoFactor,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => void;
  /** The code was right and two-factor is on: the authenticator's code is still needed. */
  onTwoFactor: () => void;
}) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [emailError, setEmailError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (resend: boolean) => {
    setError(undefined);
    setEmailError(undefined);
    setNotice(undefined);
    if (!email.trim()) return setError(t('auth:login.emailRequired'));
    const parsed = Email.safeParse(email);
    if (!parsed.success) return setEmailError(t('validation:email'));
    setBusy(true);
    try {
      await sendSignInCode(parsed.data, currentLocale());
      setSentTo(parsed.data);
      if (resend) setNotice(t('auth:login.resent'));
    } catch (cause) {
      setError(`${t('auth:login.sendCodeFailed')}: ${t(errorMessageKey(cause), errorMessageValues(cause))}`);
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    setError(undefined);
    setNotice(undefined);
    const parsedEmail = Email.safeParse(email);
    if (!parsedEmail.success || !code) return setError(t('auth:login.emailAndCodeRequired'));
    if (!OtpCode.safeParse(code).success) return setError(t('errors:INVALID_CODE'));
    setBusy(true);
    try {
      const { twoFactorRedirect } = await verifySignInCode(parsedEmail.data, code);
      if (twoFactorRedirect) onTwoFactor();
      else onSignedIn();
    } catch (cause) {
      setError(t(errorMessageKey(cause), errorMessageValues(cause)));
      setBusy(false);
    }
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void (sentTo ? verify() : send(false));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">{t('auth:login.codeLead')}</p>
      {error ? <Alert>{error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <TextField
        label={t('auth:login.email')}
        type="email"
        autoComplete="email"
        value={email}
        readOnly={Boolean(sentTo)}
        onChange={(event) => onEmailChange(event.target.value)}
        error={emailError}
      />
      {sentTo ? (
        <>
          <Alert tone="info">{t('auth:login.codeSent', { email: sentTo })}</Alert>
          <CodeField label={t('auth:login.code')} value={code} onValueChange={setCode} autoFocus />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? <Spinner className="h-4 w-4" /> : null}
            {t('auth:login.verifyCode')}
          </Button>
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              variant="ghost"
              onClick={() => {
                setSentTo(undefined);
                setCode('');
                setError(undefined);
                setNotice(undefined);
              }}
            >
              {t('auth:login.changeEmail')}
            </Button>
            <Button variant="ghost" onClick={() => void send(true)} disabled={busy}>
              {t('auth:login.resend')}
            </Button>
          </div>
        </>
      ) : (
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner className="h-4 w-4" /> : null}
          {t('auth:login.sendCode')}
        </Button>
      )}
    </form>
  );
}
