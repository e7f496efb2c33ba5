import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import {
  revokeAllSessions,
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
  type ActiveSession,
} from '../api/sessions';
import { useTwoFactorStatus } from '../api/two-factor';
import { describeUserAgent } from '../user-agent';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFormats } from '../../../lib/use-formats';

/** Settings → Security: where the user is signed in, and signing those sessions out. */
export function SessionsSection() {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const f = useFormats();
  const navigate = useNavigate();
  const sessions = useSessions();
  const current = useTwoFactorStatus();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const [busyAll, setBusyAll] = useState(false);
  const [errorAll, setErrorAll] = useState<string>();

  const signOutEverywhere = async () => {
    setBusyAll(true);
    setErrorAll(undefined);
    try {
      await revokeAllSessions();
    } catch (cause) {
      setErrorAll(t(errorMessageKey(cause)));
      setBusyAll(false);
      return;
    }
    await navigate('/login', { replace: true });
  };

  const device = (session: ActiveSession) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (!browser && !os) return t('settings:sessions.unknownDevice');
    return t('settings:sessions.device', {
      browser: browser ?? t('settings:sessions.unknownBrowser'),
      os: os ?? t('settings:sessions.unknownOs'),
    });
  };

  let body;
  if (sessions.isPending) {
    body = <LoadingStatus />;
  } else if (sessions.isError) {
    body = (
      <Alert title={t('settings:sessions.loadFailed')}>
        <p>{t(errorMessageKey(sessions.error))}</p>
      </Alert>
    );
  } else {
    const currentToken = current.data?.token ?? null;
    const others = sessions.data.filter((session) => session.token !== currentToken);
    const mutationError = revoke.error ?? revokeOthers.error;
    body = (
      <div className="space-y-4">
        {mutationError ? <Alert>{t(errorMessageKey(mutationError))}</Alert> : null}
        <ul aria-label={t('settings:sessions.title')} className="divide-y divide-slate-100">
          {sessions.data.map((session) => {
            const isCurrent = session.token === currentToken;
            return (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                    {device(session)}
                    {isCurrent ? (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                        {t('settings:sessions.current')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-slate-600">
                    {t('settings:sessions.ip', {
                      ip: session.ipAddress ?? t('settings:sessions.unknownIp'),
                    })}
                    {' · '}
                    {t('settings:sessions.lastActive', {
                      when: f.dateTime(session.updatedAt),
                    })}
                  </p>
                </div>
                {isCurrent ? null : (
                  <Button
                    variant="secondary"
                    disabled={revoke.isPending && revoke.variables === session.token}
                    onClick={() => revoke.mutate(session.token)}
                  >
                    {t('settings:sessions.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap gap-2">
          {others.length > 0 ? (
            <Button
              variant="secondary"
              disabled={revokeOthers.isPending}
              onClick={() => revokeOthers.mutate()}
            >
              {revokeOthers.isPending ? <Spinner className="h-4 w-4" /> : null}
              {t('settings:sessions.revokeOthers')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('settings:sessions.revokeAll')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card title={t('settings:sessions.title')} description={t('settings:sessions.lead')}>
      {body}
      {confirming ? (
        <ConfirmDialog
          title={t('settings:sessions.revokeAllTitle')}
          description={t('settings:sessions.revokeAllLead')}
          confirmLabel={t('settings:sessions.revokeAllConfirm')}
          busy={busyAll}
          error={errorAll}
          onClose={() => setConfirming(false)}
          onConfirm={() => void signOutEverywhere()}
        />
      ) : null}
    </Card>
  );
}
