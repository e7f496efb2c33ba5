import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Password, PASSWORD_MIN_LENGTH } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { resetPassword } from '../api/reset-password';

/** The reset link's form: a new password, twice. */
export function UpdatePasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(undefined);
    const found: FieldErrors = {};
    const parsed = Password.safeParse(password);
    if (!password) found.newPassword = t('validation:required');
    else if (!parsed.success) found.newPassword = fieldErrorsFromIssues(parsed.error.issues)[''] ?? '';
    if (confirm !== password) found.confirm = t('auth:register.passwordsMismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await resetPassword({ newPassword: password, token });
      setDone(true);
    } catch (cause) {
      const fromServer = fieldErrorsFromProblem(cause);
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setError(cause);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{t('auth:update.done')}</Alert>
        <ButtonLink to="/login" className="w-full">
          {t('auth:update.goToLogin')}
        </ButtonLink>
      </div>
    );
  }

  const badLink = isApiError(error) && error.code === 'INVALID_TOKEN';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {error ? (
        <Alert>
          <p>{t(errorMessageKey(error))}</p>
          {badLink ? (
            <ButtonLink to="/reset-password" variant="secondary" className="mt-2">
              {t('auth:update.requestNew')}
            </ButtonLink>
          ) : null}
        </Alert>
      ) : null}
      <PasswordField
        label={t('auth:update.newPassword')}
        autoComplete="new-password"
        hint={t('auth:register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.newPassword}
      />
      <PasswordField
        label={t('auth:update.confirm')}
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" /> : null}
        {t('auth:update.submit')}
      </Button>
    </form>
  );
}
