import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { InvitationPreview } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { refreshMe, useMe } from '../features/auth/api/get-me';
import { homeFor } from '../features/auth/redirect-rules';
import { acceptInvitation } from '../features/team/api/accept-invitation';
import { useInvitationPreview } from '../features/team/api/preview-invitation';
import { errorMessageKey } from '../lib/error-message';

/** The invitation's clinic and role, and the address it was sent to. */
function InvitationOffer({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation(['auth', 'organizations']);
  return (
    <p className="rounded-md border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
      {t('auth:invite.offer', {
        organization: invitation.organizationName,
        role: t(`organizations:roles.${invitation.role}`),
        email: invitation.email,
      })}
    </p>
  );
}

/**
 * /invite?token=…: where the invitation email's link lands. It names the clinic, the role and the
 * invited address. Signed in, the person accepts and enters the organization; signed out, they create
 * their account with that address (back here once confirmed) or sign in.
 */
export default function InviteScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const { data: me } = useMe();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const preview = useInvitationPreview(token);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    if (!token) return;
    setBusy(true);
    setError(undefined);
    try {
      await acceptInvitation(token);
      const next = await refreshMe();
      await navigate(next ? homeFor(next) : '/login', { replace: true });
    } catch (cause) {
      setError(cause);
      setBusy(false);
    }
  };

  const here = `/invite?token=${encodeURIComponent(token ?? '')}`;
  const invitation = preview.data;
  const otherAddress = me && invitation && me.user.email.toLowerCase() !== invitation.email.toLowerCase();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth:invite.title')}</h1>
        {invitation ? null : <p className="mt-2 text-sm text-slate-600">{t('auth:invite.lead')}</p>}
      </div>
      {!token ? (
        <Alert>{t('errors:INVITATION_INVALID')}</Alert>
      ) : preview.isPending ? (
        <Spinner className="mx-auto h-6 w-6" />
      ) : preview.isError ? (
        <Alert>{t(errorMessageKey(preview.error))}</Alert>
      ) : me ? (
        <div className="space-y-4">
          <InvitationOffer invitation={preview.data} />
          {error ? <Alert>{t(errorMessageKey(error))}</Alert> : null}
          <p className="text-sm text-slate-700">{t('auth:invite.signedInAs', { email: me.user.email })}</p>
          {otherAddress ? (
            <Alert tone="info">{t('auth:invite.otherAddress', { email: preview.data.email })}</Alert>
          ) : null}
          <Button className="w-full" onClick={() => void accept()} disabled={busy}>
            {busy ? <Spinner className="h-4 w-4" /> : null}
            {t('auth:invite.accept')}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <InvitationOffer invitation={preview.data} />
          <p className="text-sm text-slate-700">
            {t('auth:invite.signedOut', { email: preview.data.email })}
          </p>
          <ButtonLink to={`/register?invite=${encodeURIComponent(token)}`} className="w-full">
            {t('auth:invite.register')}
          </ButtonLink>
          <ButtonLink to={`/login?next=${encodeURIComponent(here)}`} variant="secondary" className="w-full">
            {t('auth:invite.login')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
