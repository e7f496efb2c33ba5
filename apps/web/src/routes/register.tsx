import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { refreshMe } from '../features/auth/api/get-me';
import { RegisterForm, type RegisterValues } from '../features/auth/components/register-form';
import { VerifyEmailStep } from '../features/auth/components/verify-email-step';
import { useInvitationPreview } from '../features/team/api/preview-invitation';
import { SIGNUP_CALLBACK_TYPE } from './sign-in-landing';

/**
 * /register: the account, then the emailed code; a new user then sets up the organization. From an
 * invitation (?invite=token) the invited address is filled in and fixed, the clinic and role are
 * named, and once confirmed the person lands back on the invitation to accept it, never on setup.
 */
export default function RegisterScreen() {
  const { t } = useTranslation(['auth', 'organizations']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const invitation = useInvitationPreview(invite).data;
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
          // The invitation page reads who is signed in: it must see the new session, not the signed-out one.
          await refreshMe();
          // SPEC §2: a verified code goes to /auth/callback, which routes on (to /setup without an organization).
          const next = invite
            ? `/invite?token=${encodeURIComponent(invite)}`
            : `/auth/callback?type=${SIGNUP_CALLBACK_TYPE}`;
          await navigate(next, { replace: true });
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth:register.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('auth:register.lead')}</p>
      </div>
      {invitation ? (
        <Alert tone="info">
          {t('auth:register.invited', {
            organization: invitation.organizationName,
            role: t(`organizations:roles.${invitation.role}`),
          })}
        </Alert>
      ) : null}
      <RegisterForm
        initial={values}
        onRegistered={(email, typed) => {
          setValues(typed);
          setVerifying(email);
        }}
        lockedEmail={invitation?.email}
        invitedName={[invitation?.firstName, invitation?.lastName].filter(Boolean).join(' ') || undefined}
      />
      <p className="text-center text-sm text-slate-600">
        {t('auth:register.haveAccount')}{' '}
        <Link
          to={invite ? `/login?next=${encodeURIComponent(`/invite?token=${invite}`)}` : '/login'}
          className="font-medium text-brand-800 hover:underline"
        >
          {t('auth:register.login')}
        </Link>
      </p>
    </div>
  );
}
