import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useActivity } from '../api/get-activity';
import { LoadErrorMessage } from '../../auth/components/load-error-message';

const KNOWN_ACTIONS = [
  'organization.created',
  'organization.updated',
  'settings.updated',
  'settings.imported',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];
const isKnown = (action: string): action is KnownAction =>
  (KNOWN_ACTIONS as readonly string[]).includes(action);

function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: 'Europe/Rome',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The organization's activity log, newest first, with 'load more'. */
export function ActivityList({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useTranslation(['dashboard', 'errors']);
  const activity = useActivity();

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
        <p className="mt-3 font-semibold text-slate-900">{t('dashboard:activity.empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('dashboard:activity.emptyHint')}</p>
      </div>
    );
  }

  const who = (entry: ActivityEntry) => {
    if (!entry.actorUserId) return t('dashboard:activity.system');
    return entry.actorUserId === currentUserId
      ? t('dashboard:activity.you')
      : t('dashboard:activity.someone');
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
              <span className="text-slate-500"> · {who(entry)}</span>
            </p>
            <time dateTime={entry.createdAt} className="shrink-0 text-sm text-slate-500">
              {formatWhen(entry.createdAt, i18n.language)}
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
