import { useTranslation } from 'react-i18next';
import { can } from '@studiolo/contracts';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Card } from '../components/ui/card';
import { PageHeader } from '../components/ui/page-header';
import { ActivityList } from '../features/activity/components/activity-list';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { timeOfDay } from './greeting';

/** /dashboard: greeting by time of day, the organization, and its activity log. */
export default function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const { data: me } = useMe();
  const [params] = useSearchParams();
  if (!me) return null;
  const organization = currentOrganization(me);
  const name = me.user.name.trim() || me.user.email;
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageHeader
        title={t(`greeting.${timeOfDay(new Date())}`, { name })}
        lead={organization ? t('organization', { name: organization.name }) : undefined}
      />
      {params.get('paymentError') === 'true' && (
        <Alert title={t('paymentError.title')}>
          <p>{t('paymentError.body')}</p>
        </Alert>
      )}
      {organization && can(organization.role, 'activity:read') ? (
        <Card title={t('activity.title')}>
          <ActivityList currentUserId={me.user.id} />
        </Card>
      ) : null}
    </div>
  );
}
