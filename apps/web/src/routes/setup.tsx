import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshMe } from '../features/auth/api/get-me';
import { homeFor } from '../features/auth/redirect-rules';
import { CreateOrganizationForm } from '../features/organizations/components/create-organization-form';
import { MyInvitations } from '../features/team/components/my-invitations';
import { landingAfterSignIn } from './sign-in-landing';

/** /setup: the new account's organization (its name is required), or a clinic that invited them. */
export default function SetupScreen() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('setup.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('setup.lead')}</p>
      </div>
      <MyInvitations
        onJoined={async () => {
          const me = await refreshMe();
          await navigate(me ? homeFor(me) : '/login', { replace: true });
        }}
      />
      <CreateOrganizationForm
        onCreated={async () => {
          await navigate(await landingAfterSignIn(), { replace: true });
        }}
      />
    </div>
  );
}
