import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { controlClasses } from '../components/ui/field';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { LoadErrorMessage } from '../components/ui/load-error-message';
import { useSearch } from '../features/search/api/search';
import { SearchResults } from '../features/search/components/search-results';

const TYPING_PAUSE_MS = 250;

/** /search: one box across patients, doctors and services; the query lives in the address (?q=). */
export default function SearchScreen() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  // The address changed by itself (back button, a link): the box follows it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setTyped(q);
  }
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(
      () => setParams(typed.trim() ? { q: typed } : {}, { replace: true }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);
  const search = useSearch(q);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
        <label htmlFor="global-search" className="sr-only">
          {t('label')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id="global-search"
          type="search"
          autoFocus
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('placeholder')}
          className={controlClasses(false, 'pl-10')}
        />
      </form>
      {q.trim() === '' ? (
        <p className="text-slate-600">{t('hint')}</p>
      ) : search.isPending ? (
        <Loading />
      ) : search.isError ? (
        <Alert title={t('failed')}>
          <LoadErrorMessage error={search.error} />
        </Alert>
      ) : (
        <section aria-label={t('results')} aria-busy={search.isFetching} className="space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">{t('results')}</h2>
          <SearchResults q={q} results={search.data} />
        </section>
      )}
    </div>
  );
}
