import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { UpdatePasswordForm } from '../features/auth/components/update-password-form';

/** /update-password?token=…: where the reset email's link lands (?error=INVALID_TOKEN if it is bad). */
export default function UpdatePasswordScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error') !== null || !token;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth:update.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('auth:update.lead')}</p>
      </div>
      {linkError || !token ? (
        <Alert>
          <p>{t('errors:INVALID_TOKEN')}</p>
          <ButtonLink to="/reset-password" variant="secondary" className="mt-2">
            {t('auth:update.requestNew')}
          </ButtonLink>
        </Alert>
      ) : (
        <UpdatePasswordForm token={token} />
      )}
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand-800 hover:underline">
          {t('auth:reset.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
