import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useFormats } from '../../../lib/use-formats';
import { acceptMyInvitation, useMyInvitations } from '../api/accept-invitation';

/**
 * The clinics that invited the signed-in address, for whoever registered without the email's link:
 * joining one is offered before creating a clinic of their own. Nothing shows when there is none.
 */
export function MyInvitations({ onJoined }: { onJoined: () => Promise<void> }) {
  const { t } = useTranslation(['auth', 'organizations', 'errors']);
  const f = useFormats();
  const invitations = useMyInvitations();
  const [joining, setJoining] = useState<string>();
  const [error, setError] = useState<unknown>();

  if (!invitations.data?.length) return null;

  const join = async (invitationId: string) => {
    setJoining(invitationId);
    setError(undefined);
    try {
      await acceptMyInvitation(invitationId);
      await onJoined();
    } catch (cause) {
      setError(cause);
      setJoining(undefined);
      void invitations.refetch();
    }
  };

  return (
    <Card title={t('auth:invite.pendingTitle')} description={t('auth:invite.pendingLead')}>
      {error ? <Alert className="mb-4">{t(errorMessageKey(error))}</Alert> : null}
      <ul aria-label={t('auth:invite.pendingTitle')} className="divide-y divide-slate-100">
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-slate-900">{invitation.organizationName}</p>
              <p className="text-sm text-slate-600">
                {t('auth:invite.pendingRole', {
                  role: t(`organizations:roles.${invitation.role}`),
                  date: f.date(invitation.expiresAt),
                })}
              </p>
            </div>
            <Button onClick={() => void join(invitation.id)} disabled={joining !== undefined}>
              {joining === invitation.id ? <Spinner className="h-4 w-4" /> : null}
              {t('auth:invite.join', { organization: invitation.organizationName })}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
