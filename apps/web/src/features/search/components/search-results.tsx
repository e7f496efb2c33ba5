import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SearchResults as Results } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { useFormats } from '../../../lib/use-formats';

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <Card title={`${title} (${count})`} headingLevel={2}>
      <ul className="divide-y divide-slate-100">{children}</ul>
    </Card>
  );
}

const rowClasses =
  'flex flex-col gap-0.5 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between';

/** Results grouped by kind ('Search Results'), or 'No results found'. */
export function SearchResults({ q, results }: { q: string; results: Results }) {
  const f = useFormats();
  const { t } = useTranslation(['search', 'patients']);
  const { patients, doctors, services } = results;
  if (patients.total + doctors.length + services.length === 0) {
    return (
      <div className="flex flex-col items-center py-12 text-center" role="status">
        <SearchX aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{t('noResults')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('noResultsHint', { q })}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <Group title={t('kinds.patients')} count={patients.total}>
        {patients.items.map((patient) => (
          <li key={patient.id}>
            <Link to={`/patients/${patient.id}`} className={rowClasses}>
              <span className="font-medium text-slate-900">
                {patient.lastName} {patient.firstName}
              </span>
              <span className="text-sm text-slate-600">
                {[
                  patient.taxCode,
                  patient.birthDate && f.date(patient.birthDate),
                  patient.mobile
                    ? f.phone(patient.mobile)
                    : patient.phoneStandIn &&
                      t('patients:list.guardianPhone', {
                        phone: f.phone(patient.phoneStandIn.value),
                        name: patient.phoneStandIn.name,
                      }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Link>
          </li>
        ))}
        {patients.total > patients.items.length ? (
          <li>
            <Link
              to={`/patients?${new URLSearchParams({ q }).toString()}`}
              className={`${rowClasses} text-brand-700`}
            >
              {t('allPatients', { count: patients.total })}
            </Link>
          </li>
        ) : null}
      </Group>
      <Group title={t('kinds.doctors')} count={doctors.length}>
        {doctors.map((doctor) => (
          <li key={doctor.id}>
            <Link to="/doctors" className={rowClasses}>
              <span className="flex items-center gap-2 font-medium text-slate-900">
                <span
                  aria-hidden="true"
                  className="h-3 w-3 rounded-full"
                  style={{ backgroundColor: doctor.color }}
                />
                {[doctor.title, doctor.firstName, doctor.lastName].filter(Boolean).join(' ')}
              </span>
              <span className="text-sm text-slate-600">{doctor.specialty}</span>
            </Link>
          </li>
        ))}
      </Group>
      <Group title={t('kinds.services')} count={services.length}>
        {services.map((service) => (
          <li key={service.id}>
            <Link to="/services" className={rowClasses}>
              <span className="font-medium text-slate-900">{service.name}</span>
              <span className="text-sm text-slate-600">{service.serviceTypeName}</span>
            </Link>
          </li>
        ))}
      </Group>
    </div>
  );
}
