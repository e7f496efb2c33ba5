import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Email, Password, PASSWORD_MIN_LENGTH } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey, errorMessageValues } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { signUp } from '../api/sign-up';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

const MAX_NAME_LENGTH = 100;

/** Name, email and password (twice); on success the server emails the verification code. */
export function RegisterForm({
  values,
  onChange,
  onRegistered,
  emailLocked = false,
}: {
  values: RegisterValues;
  onChange: (values: RegisterValues) => void;
  onRegistered: (email: string) => void;
  /** The invited address, filled in and not to be changed (an invitation is for that address). */
  emailLocked?: boolean;
}) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof RegisterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    const name = values.name.trim();
    if (!name) found.name = t('validation:required');
    else if (name.length > MAX_NAME_LENGTH) found.name = t('validation:maxLength', { max: MAX_NAME_LENGTH });
    const email = Email.safeParse(values.email);
    if (!values.email.trim()) found.email = t('validation:required');
    else if (!email.success) found.email = t('validation:email');
    const password = Password.safeParse(values.password);
    if (!values.password) found.password = t('validation:required');
    else if (!password.success) found.password = fieldErrorsFromIssues(password.error.issues)[''] ?? '';
    if (values.passwordConfirm !== values.password)
      found.passwordConfirm = t('auth:register.passwordsMismatch');
    return found;
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(undefined);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const email = Email.parse(values.email);
      await signUp({ name: values.name.trim(), email, password: values.password });
      onRegistered(email);
    } catch (cause) {
      const fromServer = fieldErrorsFromProblem(cause);
      setErrors(fromServer);
      if (!isApiError(cause) || Object.keys(fromServer).length === 0)
        setError(t(errorMessageKey(cause), errorMessageValues(cause)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <TextField
        label={t('auth:register.name')}
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label={t('auth:register.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        readOnly={emailLocked}
        error={errors.email}
      />
      <PasswordField
        label={t('auth:register.password')}
        autoComplete="new-password"
        hint={t('auth:register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={set('password')}
        error={errors.password ?? errors.newPassword}
      />
      <PasswordField
        label={t('auth:register.passwordConfirm')}
        autoComplete="new-password"
        value={values.passwordConfirm}
        onChange={set('passwordConfirm')}
        error={errors.passwordConfirm}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" /> : null}
        {t('auth:register.submit')}
      </Button>
    </form>
  );
}
