import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, Inbox, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';

/** The words of one kind of message (email or SMS) in its loading, empty, error and list states. */
export interface OutboxTexts {
  loading: string;
  empty: string;
  emptyHint: string;
  loadFailed: string;
  count: (count: number) => string;
}

/**
 * A list of kept messages with its loading, empty, error and "production" states, and a refresh
 * button: shared by the emails and the SMS.
 */
export function OutboxSection<T extends { id: string }>({
  query,
  texts,
  renderItem,
}: {
  query: UseQueryResult<T[]>;
  texts: OutboxTexts;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation(['dev', 'errors']);
  const { data, error, isPending, isFetching, refetch } = query;

  let content;
  if (isPending) {
    content = (
      <div role="status" className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <Spinner className="text-brand-700" />
        <span className="text-slate-700">{texts.loading}</span>
      </div>
    );
  } else if (error) {
    const productionOnly = isApiError(error) && error.status === 404;
    content = (
      <div
        role="alert"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-900"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-semibold">
            {productionOnly ? t('dev:outbox.productionOnly') : texts.loadFailed}
          </p>
          {productionOnly ? null : <p className="mt-1 text-sm">{t(errorMessageKey(error))}</p>}
        </div>
      </div>
    );
  } else if (data.length === 0) {
    content = (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Inbox aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="mt-3 text-lg font-semibold text-slate-900">{texts.empty}</p>
        <p className="mt-1 max-w-md text-sm text-slate-600">{texts.emptyHint}</p>
      </div>
    );
  } else {
    content = (
      <>
        <p className="text-sm text-slate-600" aria-live="polite">
          {texts.count(data.length)}
        </p>
        <ul className="space-y-3">
          {data.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="space-y-4">
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => void refetch()}>
          <RefreshCw aria-hidden="true" className={isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
          {t('dev:outbox.refresh')}
        </Button>
      </div>
      {content}
    </section>
  );
}
