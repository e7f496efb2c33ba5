import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { errorMessageKey } from '../../../lib/error-message';
import { useOrganizationProfile } from '../api/get-organization';
import { useUpdateOrganizationSecurity } from '../api/update-organization';
import { LoadingStatus } from '../../../components/ui/loading-status';

/** Settings → Security (owners): every member must use two-factor authentication. */
export function RequireTwoFactorSection() {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const id = useId();
  const profile = useOrganizationProfile();
  const update = useUpdateOrganizationSecurity();

  let body;
  if (profile.isPending) {
    body = <LoadingStatus />;
  } else if (profile.isError) {
    body = (
      <Alert title={t('settings:requirement.loadFailed')}>
        <LoadErrorMessage error={profile.error} />
      </Alert>
    );
  } else {
    const checked = update.isPending
      ? (update.variables?.requireTwoFactor ?? profile.data.requireTwoFactor)
      : profile.data.requireTwoFactor;
    body = (
      <div className="space-y-4">
        {update.error ? <Alert>{t(errorMessageKey(update.error))}</Alert> : null}
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={checked}
            aria-checked={checked}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ requireTwoFactor: event.target.checked })}
            className="mt-0.5 h-5 w-5 rounded border-slate-300 accent-brand-700"
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            {t('settings:requirement.label')}
          </label>
        </div>
      </div>
    );
  }

  return (
    <Card title={t('settings:requirement.title')} description={t('settings:requirement.lead')}>
      {body}
    </Card>
  );
}
