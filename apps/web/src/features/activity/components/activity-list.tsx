import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resources } from '@studiolo/i18n';
import type { ActivityEntry } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useActivity, type ActivityFilter } from '../api/get-activity';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { useFormats } from '../../../lib/use-formats';

type KnownAction = keyof (typeof resources)['it']['dashboard']['activity']['actions'];
const isKnown = (action: string): action is KnownAction =>
  Object.hasOwn(resources.it.dashboard.activity.actions, action);

/** Where an entry's entity can be opened, while it exists. */
function entityLink(entry: ActivityEntry): string | null {
  if (!entry.entityId || entry.action.endsWith('.deleted') || entry.entityExists === false) return null;
  if (entry.entityType === 'patient') return `/patients/${entry.entityId}`;
  if (entry.entityType === 'doctor') return '/doctors';
  if (entry.entityType === 'service' || entry.entityType === 'service_type') return '/services';
  if (entry.entityType === 'doctor_service') return '/doctor-services';
  if (entry.entityType === 'slot') return `/slots/${entry.entityId}`;
  if (entry.entityType === 'invoice') return `/invoices/${entry.entityId}`;
  return null;
}

/** The organization's activity log, newest first, with 'load more'; `filter` narrows it (full history). */
export function ActivityList({ currentUserId, filter }: { currentUserId: string; filter?: ActivityFilter }) {
  const f = useFormats();
  const { t } = useTranslation(['dashboard', 'errors']);
  const activity = useActivity(filter);
  const filtered = Boolean(filter && Object.values(filter).some(Boolean));

  if (activity.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-4 text-slate-700">
        <Spinner className="text-brand-700" />
        {t('dashboard:activity.loading')}
      </div>
    );
  }
  if (activity.isError) {
    return (
      <Alert title={t('dashboard:activity.failed')}>
        <LoadErrorMessage error={activity.error} />
        <Button variant="secondary" className="mt-2" onClick={() => void activity.refetch()}>
          {t('dashboard:activity.retry')}
        </Button>
      </Alert>
    );
  }
  const entries = activity.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center py-8 text-center">
        <History aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">
          {t(filtered ? 'dashboard:activity.noMatch' : 'dashboard:activity.empty')}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t(filtered ? 'dashboard:activity.noMatchHint' : 'dashboard:activity.emptyHint')}
        </p>
      </div>
    );
  }

  const who = (entry: ActivityEntry) => {
    if (!entry.actorUserId) return t('dashboard:activity.system');
    if (entry.actorUserId === currentUserId) return t('dashboard:activity.you');
    return entry.actorName ?? t('dashboard:activity.someone');
  };

  return (
    <div className="space-y-4">
      <ol aria-label={t('dashboard:activity.title')} className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-sm text-slate-900">
              <span className="font-medium">
                {isKnown(entry.action) ? t(`dashboard:activity.actions.${entry.action}`) : entry.action}
              </span>
              <EntityLabel entry={entry} />
              <PatientLabel entry={entry} />
              <span className="text-slate-500"> · {who(entry)}</span>
            </p>
            <time dateTime={entry.createdAt} className="shrink-0 text-sm text-slate-500">
              {f.dateTime(entry.createdAt)}
            </time>
          </li>
        ))}
      </ol>
      {activity.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void activity.fetchNextPage()}
          disabled={activity.isFetchingNextPage}
        >
          {activity.isFetchingNextPage ? <Spinner className="h-4 w-4" /> : null}
          {t('dashboard:activity.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * What the entry was about: its recorded name ('Rossi Mario'), a link while the entity can be
 * opened; an entry without a name (older ones) links with 'Open'.
 */
function EntityLabel({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation('dashboard');
  const name = typeof entry.data.name === 'string' ? entry.data.name : undefined;
  const to = entityLink(entry);
  if (!to) return name ? <span> · {name}</span> : null;
  return (
    <>
      {' · '}
      <Link to={to} className="text-brand-700 underline underline-offset-2">
        {name ?? t('activity.open')}
      </Link>
    </>
  );
}

/** The patient a visit, invoice, waiting-list entry or document is about, linked to their record. */
function PatientLabel({ entry }: { entry: ActivityEntry }) {
  if (!entry.patient) return null;
  return (
    <>
      {' · '}
      <Link to={`/patients/${entry.patient.id}`} className="text-brand-700 underline underline-offset-2">
        {entry.patient.name}
      </Link>
    </>
  );
}
