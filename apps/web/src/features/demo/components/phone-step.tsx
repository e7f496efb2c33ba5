import { useTranslation } from 'react-i18next';
import {
  DemoPhone,
  DemoRegistrationInput,
  type DemoRegistration,
  type DemoRegistrationInput as DemoRegistrationValues,
} from '@studiolo/contracts';
import { ContractFormRoot, PhoneField, displayPhone, useContractForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale } from '../../../lib/i18n';
import { useRegisterForDemo } from '../api/demo-api';
import { demoError } from '../demo-errors';
import { DemoErrorAlert } from './demo-error-alert';

/** Whether the contract refuses `phone` as a number that cannot receive an SMS (a landline…). */
const notMobile = (phone: string) =>
  DemoPhone.safeParse(phone).error?.issues[0]?.message.startsWith('mobile') ?? false;

/**
 * Step 1, Add Number: the visitor's mobile, +39 offered when the field is entered and added to a
 * number typed without a country code ('333 1234567'); a code is sent to it by SMS. A number that
 * is not one says so with its country code ('Please enter a valid phone number with country code'),
 * one that cannot receive an SMS says that.
 */
export function PhoneStep({
  initialPhone,
  onRegistered,
}: {
  initialPhone: string;
  onRegistered: (registration: DemoRegistration) => void;
}) {
  const { t } = useTranslation('marketing');
  const register = useRegisterForDemo();
  // A public page and one number: nothing to lose by leaving it.
  const kit = useContractForm<{ phone: string }, DemoRegistrationValues, DemoRegistration>({
    schema: DemoRegistrationInput,
    defaultValues: { phone: initialPhone },
    guard: false,
    // The contract wants the country code: a number typed without one is read as the field shows
    // it once left, with +39, even when sent with Enter from inside the field.
    toInput: (values, fail) => {
      const phone = displayPhone(values.phone);
      if (notMobile(phone)) fail('phone', t('demo.errors.notMobile'));
      return { phone, locale: currentLocale() };
    },
    save: (input) => {
      register.reset();
      return register.mutateAsync(input);
    },
    onSaved: onRegistered,
  });

  return (
    <ContractFormRoot kit={kit} className="space-y-4">
      <PhoneField name="phone" label={t('demo.phone.label')} hint={t('demo.phone.hint')} inputMode="tel" />
      {register.error ? <DemoErrorAlert error={demoError(register.error, 'register')} /> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={kit.busy}>
        {kit.busy ? <Spinner className="h-4 w-4" /> : null}
        {kit.busy ? t('demo.phone.sending') : t('demo.phone.submit')}
      </Button>
      <p className="text-sm text-slate-500">{t('demo.phone.privacy')}</p>
    </ContractFormRoot>
  );
}
