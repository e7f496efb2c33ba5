import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpCode } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey, errorMessageValues } from '../../../lib/error-message';
import { sendVerificationCode } from '../api/send-verification-code';
import { verifyEmail } from '../api/verify-email';

/**
 * The second step of registration (also offered when a password sign-in finds the address
 * unconfirmed): the emailed 6-digit code, with resend. A right code signs the user in.
 */
export function VerifyEmailStep({
  email,
  onVerified,
  onBack,
}: {
  email: string;
  onVerified: () => Promise<void> | void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(undefined);
    setNotice(undefined);
    if (!OtpCode.safeParse(code).success) {
      setFieldError(t('auth:verify.codeRequired'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await verifyEmail({ email, otp: code });
      await onVerified();
    } catch (cause) {
      setError(t(errorMessageKey(cause), errorMessageValues(cause)));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(undefined);
    setNotice(undefined);
    setResending(true);
    try {
      await sendVerificationCode(email);
      setNotice(t('auth:verify.resent'));
    } catch (cause) {
      setError(`${t('auth:verify.resendFailed')}: ${t(errorMessageKey(cause), errorMessageValues(cause))}`);
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth:verify.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('auth:verify.lead', { email })}</p>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <CodeField
        label={t('auth:verify.code')}
        hint={t('auth:verify.codeHint')}
        value={code}
        onValueChange={setCode}
        error={fieldError}
        autoFocus
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" /> : null}
        {t('auth:verify.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="ghost" onClick={onBack}>
          {t('auth:verify.back')}
        </Button>
        <Button variant="ghost" onClick={() => void resend()} disabled={resending}>
          {resending ? <Spinner className="h-4 w-4" /> : null}
          {t('auth:verify.resend')}
        </Button>
      </div>
    </form>
  );
}
