import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateOrganizationForm } from '../features/organizations/components/create-organization-form';
import { landingAfterSignIn } from './sign-in-landing';

/** /setup: the new account's organization (its name is required). */
export default function SetupScreen() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('setup.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('setup.lead')}</p>
      </div>
      <CreateOrganizationForm
        onCreated={async () => {
          await navigate(await landingAfterSignIn(), { replace: true });
        }}
      />
    </div>
  );
}
