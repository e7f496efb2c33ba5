import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { refreshMe } from '../features/auth/api/get-me';
import { RegisterForm, type RegisterValues } from '../features/auth/components/register-form';
import { VerifyEmailStep } from '../features/auth/components/verify-email-step';

/** /register: the account, then the emailed code; a new user then sets up the organization. */
export default function RegisterScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>({
    name: '',
    email: '',
    password: '',
    passwordConfirm: '',
  });
  const [verifying, setVerifying] = useState<string>();

  if (verifying) {
    return (
      <VerifyEmailStep
        email={verifying}
        onBack={() => setVerifying(undefined)}
        onVerified={async () => {
          const me = await refreshMe();
          await navigate(me && me.organizations.length > 0 ? '/auth/callback' : '/setup', { replace: true });
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('register.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('register.lead')}</p>
      </div>
      <RegisterForm values={values} onChange={setValues} onRegistered={setVerifying} />
      <p className="text-center text-sm text-slate-600">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-brand-800 hover:underline">
          {t('register.login')}
        </Link>
      </p>
    </div>
  );
}
