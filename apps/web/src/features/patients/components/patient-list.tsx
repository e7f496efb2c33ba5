import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PatientSort, type PatientSummary } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { usePatients } from '../api/get-patients';
import { MinorBadge } from './minor-badge';
import { fullName } from './format';
import { useDebounced } from './patient-picker';
import { useFormats } from '../../../lib/use-formats';

export const PATIENTS_PAGE_SIZE = 25;

/** The number of the last page of `total` patients (1 when there are none). */
const lastPage = (total: number) => Math.max(1, Math.ceil(total / PATIENTS_PAGE_SIZE));

/** What the list shows: the search text, the order and the page (kept in the address by the screen). */
export interface PatientListState {
  q: string;
  sort: PatientSort;
  page: number;
}

/**
 * The patients: search as you type (the server tolerates typos), sort by name or recency, pages
 * with the total; a row opens the record.
 */
export function PatientList({
  state,
  onChange,
}: {
  state: PatientListState;
  onChange: (state: PatientListState) => void;
}) {
  const { t } = useTranslation(['patients', 'errors']);
  const [text, setText] = useState(state.q);
  const q = useDebounced(text.trim());
  useEffect(() => {
    if (q !== state.q) onChange({ ...state, q, page: 1 });
  }, [q, state, onChange]);

  const query = {
    q: state.q || undefined,
    sort: state.sort,
    limit: PATIENTS_PAGE_SIZE,
    offset: (state.page - 1) * PATIENTS_PAGE_SIZE,
  };
  const { data, error, isPending, isFetching, refetch } = usePatients(query);

  return (
    <Card>
      <div className="mb-5 grid gap-4 sm:grid-cols-[1fr_16rem]">
        <div className="space-y-1.5">
          <label htmlFor="patient-search" className="block text-sm font-medium text-slate-800">
            {t('patients:list.search')}
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="absolute top-3 left-3 h-5 w-5 text-slate-400" />
            <input
              id="patient-search"
              type="search"
              autoComplete="off"
              placeholder={t('patients:list.searchPlaceholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-400 hover:border-slate-400 sm:text-sm"
            />
          </div>
        </div>
        <SelectField
          label={t('patients:list.sort')}
          value={state.sort}
          onChange={(event) => onChange({ ...state, sort: PatientSort.parse(event.target.value), page: 1 })}
          options={PatientSort.options.map((value) => ({ value, label: t(`patients:list.sorts.${value}`) }))}
        />
      </div>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert title={t('patients:list.loadFailed')}>
          <p>{t(errorMessageKey(error))}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void refetch()}>
            {t('patients:list.retry')}
          </Button>
        </Alert>
      ) : data.items.length === 0 && data.total > 0 ? (
        // A page past the end (patients deleted meanwhile, an old address): the way back to the last.
        <div role="status" className="space-y-2 text-sm text-slate-600">
          <p>{t('patients:list.pastEnd', { total: data.total })}</p>
          <Button variant="secondary" onClick={() => onChange({ ...state, page: lastPage(data.total) })}>
            {t('patients:list.lastPage', { page: lastPage(data.total) })}
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <p role="status" className="text-sm text-slate-600">
          {state.q ? t('patients:list.noResults', { q: state.q }) : t('patients:list.empty')}
        </p>
      ) : (
        <>
          <PatientTable patients={data.items} busy={isFetching} />
          <Pagination
            page={state.page}
            total={data.total}
            shown={data.items.length}
            onPage={(page) => onChange({ ...state, page })}
          />
        </>
      )}
    </Card>
  );
}

function PatientTable({ patients, busy }: { patients: PatientSummary[]; busy: boolean }) {
  const f = useFormats();
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const columns = ['name', 'taxCode', 'birthDate', 'mobile', 'city', 'updatedAt'] as const;
  return (
    <div className="overflow-x-auto" aria-busy={busy}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="text-left text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t(`list.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {patients.map((patient) => (
            <tr
              key={patient.id}
              // The whole row opens the record; the name stays the link for keyboards and readers.
              onClick={() => void navigate(`/patients/${patient.id}`)}
              className="cursor-pointer hover:bg-slate-50"
            >
              <th scope="row" className="px-3 py-3 text-left font-medium text-slate-900">
                <Link to={`/patients/${patient.id}`} className="hover:underline">
                  {fullName(patient)}
                </Link>
                {patient.isMinor ? <MinorBadge short className="ml-2" /> : null}
              </th>
              <td className="px-3 py-3 font-mono text-slate-700">{patient.taxCode ?? t('notGiven')}</td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                {patient.birthDate ? f.date(patient.birthDate) : t('notGiven')}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                {patient.mobile
                  ? f.phone(patient.mobile)
                  : patient.phoneStandIn
                    ? t('list.guardianPhone', {
                        phone: f.phone(patient.phoneStandIn.value),
                        name: patient.phoneStandIn.name,
                      })
                    : t('notGiven')}
              </td>
              <td className="px-3 py-3 text-slate-700">{patient.city ?? t('notGiven')}</td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">{f.dateTime(patient.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pagination({
  page,
  total,
  shown,
  onPage,
}: {
  page: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('patients');
  const from = (page - 1) * PATIENTS_PAGE_SIZE + 1;
  const pages = lastPage(total);
  return (
    <nav
      aria-label={t('list.pagination')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p>{t('list.range', { from, to: from + shown - 1, total })}</p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('list.previous')}
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('list.next')}
        </Button>
      </div>
    </nav>
  );
}
