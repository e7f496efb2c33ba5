import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PatientSort } from '@studiolo/contracts';
import { ButtonLink } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { PatientList, type PatientListState } from '../features/patients/components/patient-list';

/** /patients?q=&sort=&page=: the patient list (search, order and page are in the address). */
export default function PatientsScreen() {
  const { t } = useTranslation('patients');
  const [params, setParams] = useSearchParams();
  const state: PatientListState = {
    q: params.get('q') ?? '',
    sort: PatientSort.catch('name').parse(params.get('sort') ?? undefined),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const onChange = useCallback(
    (next: PatientListState) => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (next.sort !== 'name') search.set('sort', next.sort);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <ButtonLink to="/patients/new">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('new')}
          </ButtonLink>
        }
      />
      <PatientList state={state} onChange={onChange} />
    </div>
  );
}
