import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, PasswordResetInput } from '@studiolo/contracts';
import { ContractFormRoot, SubmitButton, useContractForm } from '../../../components/form';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import { resetPassword } from '../api/reset-password';
import { FormPasswordField } from './form-password-field';

interface NewPasswordValues {
  newPassword: string;
  confirm: string;
}

/**
 * The reset link's form: a new password, twice, checked with the reset's contract; a bad or expired
 * link says so and offers a new one.
 */
export function UpdatePasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const kit = useContractForm<NewPasswordValues, PasswordResetInput>({
    schema: PasswordResetInput,
    defaultValues: { newPassword: '', confirm: '' },
    guard: false,
    toInput: ({ newPassword, confirm }, fail) => {
      if (confirm !== newPassword) fail('confirm', t('auth:register.passwordsMismatch'));
      return { newPassword, token };
    },
    save: (input) => resetPassword(input),
  });

  if (kit.saved) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{t('auth:update.done')}</Alert>
        <ButtonLink to="/login" className="w-full">
          {t('auth:update.goToLogin')}
        </ButtonLink>
      </div>
    );
  }

  const badLink = isApiError(kit.failure) && kit.failure.code === 'INVALID_TOKEN';
  return (
    <ContractFormRoot kit={kit} className="space-y-4">
      {kit.failure ? (
        <Alert>
          <p>{t(errorMessageKey(kit.failure))}</p>
          {badLink ? (
            <ButtonLink to="/reset-password" variant="secondary" className="mt-2">
              {t('auth:update.requestNew')}
            </ButtonLink>
          ) : null}
        </Alert>
      ) : null}
      <FormPasswordField
        name="newPassword"
        label={t('auth:update.newPassword')}
        autoComplete="new-password"
        hint={t('auth:register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <FormPasswordField name="confirm" label={t('auth:update.confirm')} autoComplete="new-password" />
      <SubmitButton kit={kit} className="w-full">
        {t('auth:update.submit')}
      </SubmitButton>
    </ContractFormRoot>
  );
}
