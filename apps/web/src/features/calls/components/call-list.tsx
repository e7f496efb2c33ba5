import { PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading, Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { previousDay, romeDay } from '../../../lib/format-date';
import { useCalls, type CallFilters } from '../api/get-calls';
import { callsByDay } from '../day-groups';
import { CallRow } from './call-row';
import { useFormats } from '../../../lib/use-formats';

function useDayHeading() {
  const f = useFormats();
  const { t } = useTranslation('calls');
  const today = romeDay(new Date());
  const yesterday = previousDay(today);
  return (day: string) =>
    day === today ? t('list.today') : day === yesterday ? t('list.yesterday') : f.longDay(day);
}

/**
 * The calls of the last days grouped by day (Oggi, Ieri, then the date), newest first, with
 * 'Load 3 more days' while older calls exist. Remount it (a `key`) when the filters change. A
 * failed refresh or 'load more' keeps the calls shown and says so beside them.
 */
export function CallList({ filters, filtered }: { filters: CallFilters; filtered: boolean }) {
  const f = useFormats();
  const { t } = useTranslation(['calls', 'errors']);
  const list = useCalls(filters);
  const heading = useDayHeading();
  if (list.isPending) return <Loading />;
  if (!list.data) {
    return <Alert title={t('calls:list.loadFailed')}>{t(errorMessageKey(list.error))}</Alert>;
  }
  const failure = (
    <Alert title={t('calls:list.loadFailed')}>{list.error ? t(errorMessageKey(list.error)) : null}</Alert>
  );
  const pages = list.data.pages;
  const groups = callsByDay(pages);
  const from = pages.at(-1)?.from;
  return (
    <div className="space-y-6">
      {list.isError && !list.isFetchNextPageError ? failure : null}
      {groups.length === 0 ? (
        <div className="flex flex-col items-center py-8 text-center">
          <PhoneOff aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <p className="mt-3 font-semibold text-slate-900">
            {t(filtered ? 'calls:list.noMatches' : `calls:list.empty.${filters.tab}`)}
          </p>
        </div>
      ) : (
        groups.map(({ day, calls, truncated }) => (
          <section key={day} aria-labelledby={`calls-day-${filters.tab}-${day}`} className="space-y-3">
            <h3
              id={`calls-day-${filters.tab}-${day}`}
              className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
            >
              {heading(day)}
            </h3>
            <ul className="space-y-2">
              {calls.map((call) => (
                <CallRow key={call.id} call={call} />
              ))}
            </ul>
            {truncated ? <Alert tone="info">{t('calls:list.truncated')}</Alert> : null}
          </section>
        ))
      )}
      <div className="flex flex-col items-center gap-3">
        {from ? (
          <p className="text-sm text-slate-600">{t('calls:list.since', { day: f.date(from) })}</p>
        ) : null}
        {list.isFetchNextPageError ? failure : null}
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? <Spinner className="h-4 w-4" /> : null}
            {t('calls:list.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
