import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { refreshMe, useMe } from '../features/auth/api/get-me';
import { homeFor } from '../features/auth/redirect-rules';
import { acceptInvitation } from '../features/team/api/accept-invitation';
import { errorMessageKey } from '../lib/error-message';

/**
 * /invite?token=…: where the invitation email's link lands. Signed in, the person accepts and
 * enters the organization; signed out, they are told to sign in (or register) with the invited
 * address first.
 */
export default function InviteScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const { data: me } = useMe();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
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

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth:invite.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('auth:invite.lead')}</p>
      </div>
      {!token ? (
        <Alert>{t('errors:INVITATION_INVALID')}</Alert>
      ) : me ? (
        <div className="space-y-4">
          {error ? <Alert>{t(errorMessageKey(error))}</Alert> : null}
          <p className="text-sm text-slate-700">{t('auth:invite.signedInAs', { email: me.user.email })}</p>
          <Button className="w-full" onClick={() => void accept()} disabled={busy}>
            {busy ? <Spinner className="h-4 w-4" /> : null}
            {t('auth:invite.accept')}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <Alert tone="info">{t('auth:invite.signedOut')}</Alert>
          <ButtonLink to="/login" className="w-full">
            {t('auth:invite.login')}
          </ButtonLink>
          <p className="text-center text-sm text-slate-600">
            {t('auth:invite.noAccount')}{' '}
            <Link to="/register" className="font-medium text-brand-800 hover:underline">
              {t('auth:invite.register')}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
