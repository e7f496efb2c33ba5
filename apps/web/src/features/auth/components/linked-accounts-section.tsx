import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useAuthProviders } from '../api/get-auth-providers';
import { LINK_FAILED_PARAM, linkGoogle, useLinkedAccounts, useUnlinkGoogle } from '../api/linked-accounts';
import { LoadingStatus } from '../../../components/ui/loading-status';

/** Settings → Security: the ways the user signs in (password, Google) and linking Google. */
export function LinkedAccountsSection() {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const accounts = useLinkedAccounts();
  const providers = useAuthProviders();
  const unlink = useUnlinkGoogle();
  const [linking, setLinking] = useState(false);
  const [params] = useSearchParams();
  // Back from Google without a link (another address, an account linked elsewhere, cancelled).
  const [linkError, setLinkError] = useState<string | undefined>(() =>
    params.get(LINK_FAILED_PARAM) === 'google' ? t('settings:accounts.linkFailed') : undefined,
  );

  const link = async () => {
    setLinking(true);
    setLinkError(undefined);
    try {
      await linkGoogle();
    } catch (cause) {
      setLinkError(t(errorMessageKey(cause)));
      setLinking(false);
    }
  };

  let body;
  if (accounts.isPending) {
    body = <LoadingStatus />;
  } else if (accounts.isError) {
    body = (
      <Alert title={t('settings:accounts.loadFailed')}>
        <p>{t(errorMessageKey(accounts.error))}</p>
      </Alert>
    );
  } else {
    const hasPassword = accounts.data.includes('credential');
    const hasGoogle = accounts.data.includes('google');
    const error = linkError ?? (unlink.error ? t(errorMessageKey(unlink.error)) : undefined);
    body = (
      <div className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <ul aria-label={t('settings:accounts.title')} className="divide-y divide-slate-100">
          <li className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="text-sm font-medium text-slate-900">{t('settings:accounts.password')}</span>
            <span className="text-sm text-slate-600">
              {hasPassword ? t('settings:accounts.linked') : t('settings:accounts.notLinked')}
            </span>
          </li>
          <li className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="text-sm font-medium text-slate-900">{t('settings:accounts.google')}</span>
            <span className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
              {hasGoogle ? t('settings:accounts.linked') : t('settings:accounts.notLinked')}
              {hasGoogle && accounts.data.length > 1 ? (
                <Button variant="secondary" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
                  {t('settings:accounts.unlink')}
                </Button>
              ) : null}
              {!hasGoogle && providers.data?.google ? (
                <Button variant="secondary" disabled={linking} onClick={() => void link()}>
                  {linking ? <Spinner className="h-4 w-4" /> : null}
                  {t('settings:accounts.link')}
                </Button>
              ) : null}
            </span>
          </li>
        </ul>
      </div>
    );
  }

  return (
    <Card title={t('settings:accounts.title')} description={t('settings:accounts.lead')}>
      {body}
    </Card>
  );
}
