import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Stethoscope, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { can, formatCount } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { PageHeader } from '../components/ui/page-header';
import { Spinner } from '../components/ui/spinner';
import { ActivityList } from '../features/activity/components/activity-list';
import { DayAppointmentsCard } from '../features/calendar/components/day-appointments-card';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { FirstStepsCard } from '../features/organizations/components/first-steps';
import { LoadErrorMessage } from '../components/ui/load-error-message';
import { useDashboardStats } from '../features/search/api/dashboard-stats';
import { isApiError } from '../lib/api-client';
import { queryKeys } from '../lib/queries';
import { timeOfDay } from './greeting';

function Figure({
  label,
  value,
  icon,
  to,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  to: string;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="rounded-xl bg-brand-50 p-3 text-brand-700">{icon}</span>
      <span>
        <span className="block text-sm text-slate-600">{label}</span>
        <span className="block text-2xl font-bold text-slate-900">{value}</span>
      </span>
    </Link>
  );
}

/** /dashboard: greeting by time of day, the practice's figures, and (owners, admins) the activity log. */
export default function DashboardScreen() {
  const { t, i18n } = useTranslation('dashboard');
  const { data: me } = useMe();
  const [params] = useSearchParams();
  const stats = useDashboardStats();
  const queryClient = useQueryClient();
  if (!me) return null;
  const twoFactorMissing = isApiError(stats.error) && stats.error.code === 'TWO_FACTOR_REQUIRED';
  const organization = currentOrganization(me);
  const name = me.user.name.trim() || me.user.email;
  const number = (value: number | undefined) =>
    value === undefined ? <Spinner className="h-5 w-5" /> : formatCount(value, i18n.language);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      queryClient.invalidateQueries({ queryKey: queryKeys.activity }),
      queryClient.invalidateQueries({ queryKey: queryKeys.appointments }),
    ]);

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageHeader
        title={t(`greeting.${timeOfDay(new Date())}`, { name })}
        lead={organization ? t('organization', { name: organization.name }) : undefined}
        actions={
          <Button variant="secondary" onClick={() => void refresh()} disabled={stats.isFetching}>
            <RefreshCw aria-hidden="true" className={stats.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
            {t('refresh')}
          </Button>
        }
      />
      {params.get('paymentError') === 'true' && (
        <Alert title={t('paymentError.title')}>
          <p>{t('paymentError.body')}</p>
        </Alert>
      )}
      {organization ? <FirstStepsCard enabled={can(organization.role, 'settings:update')} /> : null}
      {stats.isError ? (
        <Alert title={t('stats.failed')}>
          <LoadErrorMessage error={stats.error} />
        </Alert>
      ) : (
        <section aria-label={t('stats.title')} className="grid gap-4 sm:grid-cols-2">
          <Figure
            to="/doctors"
            label={t('stats.activeDoctors')}
            value={number(stats.data?.activeDoctors)}
            icon={<Stethoscope aria-hidden="true" className="h-6 w-6" />}
          />
          <Figure
            to="/patients"
            label={t('stats.uniquePatients')}
            value={number(stats.data?.uniquePatients)}
            icon={<Users aria-hidden="true" className="h-6 w-6" />}
          />
        </section>
      )}
      {/* Until two-factor is on, the figures' alert says why and where; nothing else would load. */}
      {twoFactorMissing ? null : <DayAppointmentsCard />}
      {organization && can(organization.role, 'activity:read') ? (
        <Card
          title={t('activity.title')}
          actions={
            <Link to="/activity" className="text-sm font-medium text-brand-800 underline underline-offset-2">
              {t('activity.fullHistory')}
            </Link>
          }
        >
          <ActivityList currentUserId={me.user.id} />
        </Card>
      ) : null}
    </div>
  );
}
