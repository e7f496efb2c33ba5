import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpCode } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import { verifyBackupCode, verifyTotp } from '../api/two-factor';

/** Sign-in's second step: the authenticator app's 6-digit code, or one of the backup codes. */
export function TwoFactorStep({
  onVerified,
  onBack,
}: {
  onVerified: () => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(undefined);
    const value = code.trim();
    if (!value) return setError(t(backup ? 'auth:twoFactor.backupRequired' : 'auth:twoFactor.codeRequired'));
    if (!backup && !OtpCode.safeParse(value).success) return setError(t('errors:INVALID_CODE'));
    setBusy(true);
    try {
      await (backup ? verifyBackupCode(value) : verifyTotp(value));
      await onVerified();
    } catch (cause) {
      // A wrong backup code answers a bare 401 (Better Auth's INVALID_BACKUP_CODE).
      const wrongBackup = backup && isApiError(cause) && cause.status === 401;
      setError(wrongBackup ? t('errors:INVALID_CODE') : t(errorMessageKey(cause)));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth:twoFactor.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t(backup ? 'auth:twoFactor.backupLead' : 'auth:twoFactor.lead')}
        </p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        {backup ? (
          <TextField
            label={t('auth:twoFactor.backupCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoFocus
          />
        ) : (
          <CodeField label={t('auth:twoFactor.code')} value={code} onValueChange={setCode} autoFocus />
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner className="h-4 w-4" /> : null}
          {t('auth:twoFactor.submit')}
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          {t('auth:twoFactor.back')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setBackup(!backup);
            setCode('');
            setError(undefined);
          }}
        >
          {t(backup ? 'auth:twoFactor.useApp' : 'auth:twoFactor.useBackup')}
        </Button>
      </div>
    </div>
  );
}
