import { useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoVerifyInput, formatPhone, type DemoRegistration, type DemoStatus } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale } from '../../../lib/i18n';
import { issueMessage } from '../../../lib/form-errors';
import { useRegisterForDemo, useVerifyDemoCode } from '../api/demo-api';
import { demoError } from '../demo-errors';
import { DemoErrorAlert } from './demo-error-alert';

/**
 * Step 2, Verify: the 6-digit code of the SMS. A spent or expired code asks for a new one (which
 * replaces the registration); the number can still be changed. `hint` says where a test environment
 * keeps the SMS.
 */
export function CodeStep({
  registration,
  onRegistered,
  onVerified,
  onChangeNumber,
  hint,
}: {
  registration: DemoRegistration;
  onRegistered: (registration: DemoRegistration) => void;
  onVerified: (status: DemoStatus) => void;
  onChangeNumber: () => void;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('marketing');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verify = useVerifyDemoCode();
  const resend = useRegisterForDemo();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    resend.reset();
    const parsed = DemoVerifyInput.safeParse({ code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0] ? issueMessage(parsed.error.issues[0]) : null);
      return;
    }
    setFieldError(null);
    verify.mutate({ id: registration.id, code: parsed.data.code }, { onSuccess: onVerified });
  };

  const sendAgain = () => {
    verify.reset();
    setCode('');
    resend.mutate(
      { phone: registration.phone, locale: currentLocale() },
      { onSuccess: (next) => onRegistered(next) },
    );
  };

  const busy = verify.isPending || resend.isPending;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-700">{t('demo.code.sentTo', { phone: formatPhone(registration.phone) })}</p>
      {hint}
      <CodeField
        label={t('demo.code.label')}
        value={code}
        onValueChange={setCode}
        error={fieldError ?? undefined}
        autoFocus
      />
      {verify.error ? <DemoErrorAlert error={demoError(verify.error, 'register')} /> : null}
      {resend.error ? <DemoErrorAlert error={demoError(resend.error, 'register')} /> : null}
      {resend.isSuccess ? <Alert tone="success">{t('demo.code.resent')}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" size="lg" disabled={busy}>
          {verify.isPending ? <Spinner className="h-4 w-4" /> : null}
          {verify.isPending ? t('demo.code.verifying') : t('demo.code.submit')}
        </Button>
        <Button variant="secondary" size="lg" onClick={sendAgain} disabled={busy}>
          {resend.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('demo.code.resend')}
        </Button>
        <Button variant="ghost" size="lg" onClick={onChangeNumber} disabled={busy}>
          {t('demo.code.changeNumber')}
        </Button>
      </div>
    </form>
  );
}
