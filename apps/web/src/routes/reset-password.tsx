import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

/** /reset-password: an email address, then "if an account exists we sent a link". */
export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('reset.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('reset.lead')}</p>
      </div>
      <ResetPasswordForm />
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand-800 hover:underline">
          {t('reset.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
