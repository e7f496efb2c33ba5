import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Email } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey, errorMessageValues } from '../../../lib/error-message';
import { requestPasswordReset } from '../api/request-password-reset';

/** Asks for a reset link; the answer never says whether the account exists. */
export function ResetPasswordForm() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(undefined);
    setSent(false);
    if (!email.trim()) return setEmailError(t('auth:login.emailRequired'));
    const parsed = Email.safeParse(email);
    if (!parsed.success) return setEmailError(t('validation:email'));
    setEmailError(undefined);
    setBusy(true);
    try {
      await requestPasswordReset(parsed.data);
      setSent(true);
    } catch (cause) {
      setError(t(errorMessageKey(cause), errorMessageValues(cause)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      {sent ? <Alert tone="success">{t('auth:reset.sent')}</Alert> : null}
      <TextField
        label={t('auth:reset.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" /> : null}
        {t('auth:reset.submit')}
      </Button>
    </form>
  );
}
