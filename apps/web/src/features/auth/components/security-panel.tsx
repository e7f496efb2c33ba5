import { useState, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpCode } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CodeField } from '../../../components/ui/code-field';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import {
  disableTwoFactor,
  enableTwoFactor,
  totpSecret,
  useTwoFactorStatus,
  verifyTotp,
} from '../api/two-factor';
import { LinkedAccountsSection } from './linked-accounts-section';
import { MobileSignInSection } from './mobile-sign-in-section';
import { SessionsSection } from './sessions-section';
import { LoadingStatus } from '../../../components/ui/loading-status';

/**
 * Settings → Security: two-factor authentication, then `children` (the screen puts the owner's
 * team-wide requirement there), the active sessions and the linked accounts. It uses only
 * /api/auth/*, so it works for a member whom the organization keeps out until two-factor is on.
 */
export function SecurityPanel({ children }: { children?: ReactNode }) {
  return (
    <div className="space-y-6">
      <TwoFactorSection />
      <MobileSignInSection />
      {children}
      <SessionsSection />
      <LinkedAccountsSection />
    </div>
  );
}

/** The user's own two-factor authentication (an authenticator app). */
function TwoFactorSection() {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const { data, error, isPending } = useTwoFactorStatus();
  if (isPending) {
    return <LoadingStatus />;
  }
  if (error) {
    return (
      <Alert title={t('settings:security.loadFailed')}>
        <p>{t(errorMessageKey(error))}</p>
      </Alert>
    );
  }
  return (
    <Card title={t('settings:security.title')} description={t('settings:security.lead')}>
      {data.twoFactorEnabled ? <DisableTwoFactor /> : <EnableTwoFactor />}
    </Card>
  );
}

interface Setup {
  secret: string;
  backupCodes: string[];
}

function EnableTwoFactor() {
  const { t } = useTranslation(['settings', 'auth', 'errors']);
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<Setup>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const start = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!password) return setError(t('auth:login.passwordRequired'));
    setBusy(true);
    try {
      const answer = await enableTwoFactor(password);
      setSetup({ secret: totpSecret(answer.totpURI), backupCodes: answer.backupCodes });
      setPassword('');
    } catch (cause) {
      setError(t(errorMessageKey(cause)));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!OtpCode.safeParse(code).success) return setError(t('errors:INVALID_CODE'));
    setBusy(true);
    try {
      await verifyTotp(code);
    } catch (cause) {
      setError(t(errorMessageKey(cause)));
      setBusy(false);
    }
  };

  if (!setup) {
    return (
      <form noValidate onSubmit={(event) => void start(event)} className="space-y-4">
        <Alert tone="info">{t('settings:security.off')}</Alert>
        {error ? <Alert>{error}</Alert> : null}
        <PasswordField
          label={t('settings:security.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          containerClassName="max-w-sm"
        />
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="h-4 w-4" /> : null}
          {t('settings:security.enable')}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void confirm(event)} className="space-y-5">
      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-900">{t('settings:security.secretTitle')}</h3>
        <p className="text-sm text-slate-600">{t('settings:security.secretLead')}</p>
        <code className="block rounded-lg bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900">
          {setup.secret}
        </code>
      </div>
      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-900">{t('settings:security.backupTitle')}</h3>
        <p className="text-sm text-slate-600">{t('settings:security.backupLead')}</p>
        <ul
          aria-label={t('settings:security.backupTitle')}
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900 sm:grid-cols-3"
        >
          {setup.backupCodes.map((backupCode) => (
            <li key={backupCode}>{backupCode}</li>
          ))}
        </ul>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <CodeField
        label={t('auth:twoFactor.code')}
        value={code}
        onValueChange={setCode}
        containerClassName="max-w-xs"
      />
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" /> : null}
        {t('settings:security.confirm')}
      </Button>
    </form>
  );
}

function DisableTwoFactor() {
  const { t } = useTranslation(['settings', 'auth', 'errors']);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!password) return setError(t('auth:login.passwordRequired'));
    setBusy(true);
    try {
      await disableTwoFactor(password);
    } catch (cause) {
      setError(t(errorMessageKey(cause)));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <Alert tone="success">{t('settings:security.on')}</Alert>
      {error ? <Alert>{error}</Alert> : null}
      <PasswordField
        label={t('settings:security.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        containerClassName="max-w-sm"
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" /> : null}
        {t('settings:security.disable')}
      </Button>
    </form>
  );
}
