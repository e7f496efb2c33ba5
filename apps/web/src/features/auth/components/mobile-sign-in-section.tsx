import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileNumber, OtpCode } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CodeField } from '../../../components/ui/code-field';
import { TextField } from '../../../components/ui/field';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { issueMessage } from '../../../lib/form-errors';
import { useFormats } from '../../../lib/use-formats';
import { removeMobile, sendMobileCode, useSignInMobile, verifyMobile } from '../api/sign-in-mobile';

/**
 * Settings → Security: a mobile to sign in with, besides the email (SPEC §5). It is added with the
 * 6-digit code texted to it, and removed at any time.
 */
export function MobileSignInSection() {
  const { t } = useTranslation(['settings', 'errors']);
  const f = useFormats();
  const mobile = useSignInMobile();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  let body;
  if (mobile.isPending) body = <LoadingStatus />;
  else if (mobile.isError) body = <Alert>{t(errorMessageKey(mobile.error))}</Alert>;
  else if (mobile.data) {
    const remove = async () => {
      setBusy(true);
      setError(undefined);
      try {
        await removeMobile();
      } catch (cause) {
        setError(t(errorMessageKey(cause)));
      } finally {
        setBusy(false);
      }
    };
    body = (
      <div className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <Alert tone="success">{t('settings:mobileSignIn.on', { mobile: f.phone(mobile.data) })}</Alert>
        <Button variant="secondary" onClick={() => void remove()} disabled={busy}>
          {t('settings:mobileSignIn.remove')}
        </Button>
      </div>
    );
  } else body = <AddMobile />;

  return (
    <Card title={t('settings:mobileSignIn.title')} description={t('settings:mobileSignIn.lead')}>
      {body}
    </Card>
  );
}

function AddMobile() {
  const { t } = useTranslation(['settings', 'errors', 'validation', 'auth']);
  const [typed, setTyped] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (cause) {
      setError(t(errorMessageKey(cause)));
    } finally {
      setBusy(false);
    }
  };

  const send = (event: SubmitEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    const parsed = MobileNumber.safeParse(typed);
    if (!parsed.success) return setFieldError(issueMessage(parsed.error.issues[0]!));
    void run(async () => {
      await sendMobileCode(parsed.data);
      setSentTo(parsed.data);
    });
  };

  const confirm = (event: SubmitEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!OtpCode.safeParse(code).success) return setError(t('validation:verificationCode'));
    void run(() => verifyMobile(sentTo, code));
  };

  return (
    <div className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <form noValidate onSubmit={send} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('settings:mobileSignIn.mobile')}
          type="tel"
          autoComplete="tel"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={fieldError}
          containerClassName="w-full max-w-sm"
        />
        <Button type="submit" variant={sentTo ? 'secondary' : 'primary'} disabled={busy}>
          {busy && !sentTo ? <Spinner className="h-4 w-4" /> : null}
          {sentTo ? t('settings:mobileSignIn.resend') : t('settings:mobileSignIn.send')}
        </Button>
      </form>
      {sentTo ? (
        <form noValidate onSubmit={confirm} className="space-y-3">
          <p className="text-sm text-slate-600">{t('settings:mobileSignIn.sent')}</p>
          <CodeField
            label={t('auth:login.code')}
            value={code}
            onValueChange={setCode}
            containerClassName="max-w-xs"
          />
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner className="h-4 w-4" /> : null}
            {t('settings:mobileSignIn.confirm')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
