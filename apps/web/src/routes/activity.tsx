import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ActivityArea, can } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { DateField } from '../components/ui/date-field';
import { SelectField } from '../components/ui/field';
import { PageHeader } from '../components/ui/page-header';
import { useActivityActors, type ActivityFilter } from '../features/activity/api/get-activity';
import { ActivityList } from '../features/activity/components/activity-list';
import { currentOrganization, useMe } from '../features/auth/api/get-me';

const FILTER_KEYS = ['actorUserId', 'area', 'from', 'until'] as const;

/** The filter as the address keeps it (?actorUserId=…&area=…&from=…&until=…), so a reload or a link shows the same. */
function filterOf(params: URLSearchParams): ActivityFilter {
  const area = ActivityArea.safeParse(params.get('area'));
  return {
    actorUserId: params.get('actorUserId') || undefined,
    area: area.success ? area.data : undefined,
    from: params.get('from') || undefined,
    until: params.get('until') || undefined,
  };
}

/** /activity: the activity log's full history (SPEC §2 dashboard), by who, what and when (owners, admins). */
export default function ActivityScreen() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const organization = me ? currentOrganization(me) : null;
  const allowed = Boolean(organization && can(organization.role, 'activity:read'));
  const actors = useActivityActors();
  if (!me) return null;
  const filter = filterOf(params);
  const set = (key: (typeof FILTER_KEYS)[number], value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const untilBeforeFrom = Boolean(filter.from && filter.until && filter.until < filter.from);

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={
          <Link to="/dashboard" className="hover:underline">
            {t('common:pageTitles.dashboard')}
          </Link>
        }
        title={t('dashboard:activity.historyTitle')}
        lead={t('dashboard:activity.historyLead')}
      />
      {!allowed ? (
        <Alert tone="info">{t('dashboard:activity.notAllowed')}</Alert>
      ) : (
        <>
          <Card>
            <form
              role="search"
              aria-label={t('dashboard:activity.filters')}
              className="grid gap-4 md:grid-cols-[1fr_1fr_auto_auto_auto] md:items-end"
              onSubmit={(event) => event.preventDefault()}
            >
              <SelectField
                label={t('dashboard:activity.who')}
                value={filter.actorUserId ?? ''}
                onChange={(event) => set('actorUserId', event.target.value)}
                options={[
                  { value: '', label: t('dashboard:activity.everyone') },
                  ...(actors.data?.items ?? []).map((actor) => ({
                    value: actor.userId,
                    label:
                      actor.userId === me.user.id
                        ? `${actor.name} (${t('dashboard:activity.you')})`
                        : actor.name,
                  })),
                ]}
              />
              <SelectField
                label={t('dashboard:activity.what')}
                value={filter.area ?? ''}
                onChange={(event) => set('area', event.target.value)}
                options={[
                  { value: '', label: t('dashboard:activity.everything') },
                  ...ActivityArea.options.map((area) => ({
                    value: area,
                    label: t(`dashboard:activity.areas.${area}`),
                  })),
                ]}
              />
              <DateField
                label={t('dashboard:activity.from')}
                value={filter.from ?? ''}
                max={filter.until}
                onChange={(value) => set('from', value)}
              />
              <DateField
                label={t('dashboard:activity.until')}
                value={filter.until ?? ''}
                min={filter.from}
                onChange={(value) => set('until', value)}
              />
              <Button
                type="button"
                variant="secondary"
                disabled={!FILTER_KEYS.some((key) => params.get(key))}
                onClick={() => setParams({}, { replace: true })}
              >
                {t('dashboard:activity.clearFilters')}
              </Button>
            </form>
          </Card>
          <Card title={t('dashboard:activity.historyListTitle')}>
            {untilBeforeFrom ? null : <ActivityList currentUserId={me.user.id} filter={filter} />}
          </Card>
        </>
      )}
    </div>
  );
}
