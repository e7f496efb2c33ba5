import { useTranslation } from 'react-i18next';
import { PasswordResetRequestInput } from '@studiolo/contracts';
import {
  ContractFormRoot,
  FormStatus,
  FormTextField,
  SubmitButton,
  useContractForm,
} from '../../../components/form';
import { requestPasswordReset } from '../api/request-password-reset';

/**
 * Asks for a reset link; the answer never says whether the account exists. The address is checked
 * with the request's contract (its message under the field, with the cursor); nothing to ask about
 * on leaving.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const kit = useContractForm<PasswordResetRequestInput, PasswordResetRequestInput>({
    schema: PasswordResetRequestInput,
    defaultValues: { email: '' },
    guard: false,
    save: ({ email }) => requestPasswordReset(email),
  });

  return (
    <ContractFormRoot kit={kit} className="space-y-4">
      <FormStatus kit={kit} savedMessage={t('auth:reset.sent')} />
      <FormTextField name="email" label={t('auth:reset.email')} type="email" autoComplete="email" />
      <SubmitButton kit={kit} className="w-full">
        {t('auth:reset.submit')}
      </SubmitButton>
    </ContractFormRoot>
  );
}
