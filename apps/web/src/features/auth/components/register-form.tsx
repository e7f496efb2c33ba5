import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, SignUpInput } from '@studiolo/contracts';
import {
  ContractFormRoot,
  FormStatus,
  FormTextField,
  SubmitButton,
  useContractForm,
} from '../../../components/form';
import { signUp } from '../api/sign-up';
import { FormPasswordField } from './form-password-field';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

/**
 * Name, email and password (twice), checked with the sign-up contract; on success the server emails
 * the verification code. A refused submit puts the cursor in the first field in error, and what was
 * typed stays. Leaving is never asked about: a name and an address are no work to lose, and the way
 * out of this page ('Accedi') is a choice.
 */
export function RegisterForm({
  initial,
  onRegistered,
  lockedEmail,
  invitedName,
}: {
  /** What the form starts with (what was typed before going on to the code, when coming back). */
  initial: RegisterValues;
  onRegistered: (email: string, values: RegisterValues) => void;
  /** The invited address, filled in and not to be changed (an invitation is for that address). */
  lockedEmail?: string;
  /** The name the clinic wrote on the invitation, offered while the field is still empty. */
  invitedName?: string;
}) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const kit = useContractForm<RegisterValues, SignUpInput>({
    schema: SignUpInput,
    defaultValues: initial,
    guard: false,
    toInput: ({ passwordConfirm, ...values }, fail) => {
      if (passwordConfirm !== values.password) fail('passwordConfirm', t('auth:register.passwordsMismatch'));
      return values;
    },
    fieldOf: (path) => (path === 'newPassword' ? 'password' : path),
    save: (input) => signUp(input),
    onSaved: (_, input) => onRegistered(input.email, kit.form.getValues()),
  });
  const { setValue, getValues } = kit.form;
  useEffect(() => {
    if (lockedEmail) setValue('email', lockedEmail);
  }, [lockedEmail, setValue]);
  useEffect(() => {
    if (invitedName && !getValues('name')) setValue('name', invitedName);
  }, [invitedName, getValues, setValue]);

  return (
    <ContractFormRoot kit={kit} className="space-y-4">
      <FormStatus kit={kit} />
      <FormTextField name="name" label={t('auth:register.name')} autoComplete="name" />
      <FormTextField
        name="email"
        label={t('auth:register.email')}
        type="email"
        autoComplete="email"
        readOnly={Boolean(lockedEmail)}
      />
      <FormPasswordField
        name="password"
        label={t('auth:register.password')}
        autoComplete="new-password"
        hint={t('auth:register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <FormPasswordField
        name="passwordConfirm"
        label={t('auth:register.passwordConfirm')}
        autoComplete="new-password"
      />
      <SubmitButton kit={kit} className="w-full">
        {t('auth:register.submit')}
      </SubmitButton>
    </ContractFormRoot>
  );
}
