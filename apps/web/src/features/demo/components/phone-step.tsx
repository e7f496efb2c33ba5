import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPhone, type DemoRegistration } from '@studiolo/contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale } from '../../../lib/i18n';
import { issueMessage } from '../../../lib/form-errors';
import { useRegisterForDemo } from '../api/demo-api';
import { demoError } from '../demo-errors';
import { DemoErrorAlert } from './demo-error-alert';

/**
 * The reason a typed number is refused, in the visitor's words: not a number with its country code
 * ('Please enter a valid phone number with country code'), or a number that cannot receive an SMS.
 */
function phoneProblem(value: string): string | null {
  const parsed = DemoPhone.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue?.message.startsWith('mobile')) return 'notMobile';
  return issue ? issueMessage(issue) : null;
}

/** Step 1, Add Number: the visitor's mobile with its country code; a code is sent to it by SMS. */
export function PhoneStep({
  initialPhone,
  onRegistered,
}: {
  initialPhone: string;
  onRegistered: (registration: DemoRegistration) => void;
}) {
  const { t } = useTranslation('marketing');
  const [phone, setPhone] = useState(initialPhone);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const register = useRegisterForDemo();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    register.reset();
    const problem = phoneProblem(phone);
    if (problem) {
      setFieldError(problem === 'notMobile' ? t('demo.errors.notMobile') : problem);
      return;
    }
    setFieldError(null);
    register.mutate({ phone, locale: currentLocale() }, { onSuccess: onRegistered });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={t('demo.phone.label')}
        hint={t('demo.phone.hint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+39 333 123 4567"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={fieldError ?? undefined}
      />
      {register.error ? <DemoErrorAlert error={demoError(register.error, 'register')} /> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={register.isPending}>
        {register.isPending ? <Spinner className="h-4 w-4" /> : null}
        {register.isPending ? t('demo.phone.sending') : t('demo.phone.submit')}
      </Button>
      <p className="text-sm text-slate-500">{t('demo.phone.privacy')}</p>
    </form>
  );
}
