import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Patient, type StandIn } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { fullName } from './format';
import { useFormats } from '../../../lib/use-formats';

/** Label and value pairs; an empty value shows a dash. */
function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  const { t } = useTranslation('patients');
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">
            {value === null || value === undefined || value === '' ? t('notGiven') : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A contact of the patient's own, or for a minor without it, their guardian's ('Telefono del tutore'),
 * as the API says (Patient.standIns).
 */
function contactFact(
  label: string,
  guardianLabel: string,
  own: string | null,
  standIn: StandIn | null,
  show: (value: string) => ReactNode,
): [string, ReactNode] {
  if (own || !standIn) return [label, own && show(own)];
  return [
    guardianLabel,
    <>
      {show(standIn.value)} <span className="font-normal text-slate-600">({standIn.name})</span>
    </>,
  ];
}

const emailLink = (email: string) => <a href={`mailto:${email}`}>{email}</a>;

/** Everything about a patient: personal data, contacts, residence, document, guardians, dependents. */
export function PatientDetails({ patient }: { patient: Patient }) {
  const f = useFormats();
  const { t, i18n } = useTranslation('patients');
  const country = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' }).of(
    patient.country,
  );
  const birthPlace = patient.birthCity
    ? `${patient.birthCity}${patient.birthProvince ? ` (${patient.birthProvince})` : ''}`
    : null;
  return (
    <div className="space-y-6">
      <Card title={t('details.sections.identity')}>
        <Facts
          items={[
            [t('form.title'), patient.title],
            [t('form.lastName'), patient.lastName],
            [t('form.firstName'), patient.firstName],
            [
              t('form.taxCode'),
              patient.taxCode ? <span className="font-mono">{patient.taxCode}</span> : null,
            ],
            [t('form.birthDate'), f.date(patient.birthDate)],
            [t('form.gender'), patient.gender ? t(`genders.${patient.gender}`) : null],
            [t('details.birthPlace'), birthPlace],
            [t('form.isMinor'), patient.isMinor ? t('yes') : t('no')],
          ]}
        />
      </Card>
      <Card title={t('details.sections.contacts')}>
        <Facts
          items={[
            contactFact(
              t('form.mobile'),
              t('details.guardianPhone'),
              patient.mobile,
              patient.standIns.phone,
              (phone) => <a href={`tel:${phone}`}>{f.phone(phone)}</a>,
            ),
            contactFact(
              t('form.email'),
              t('details.guardianEmail'),
              patient.email,
              patient.standIns.email,
              emailLink,
            ),
          ]}
        />
      </Card>
      <Card title={t('details.sections.residence')}>
        <Facts
          items={[
            contactFact(
              t('form.address'),
              t('details.guardianAddress'),
              patient.address,
              patient.standIns.address,
              (address) => address,
            ),
            [t('form.city'), patient.city],
            [t('form.province'), patient.province],
            [t('form.postalCode'), patient.postalCode],
            [t('form.country'), country],
          ]}
        />
      </Card>
      <Card title={t('details.sections.document')}>
        <Facts
          items={[
            [t('form.documentType'), patient.documentType],
            [t('form.documentNumber'), patient.documentNumber],
          ]}
        />
      </Card>
      <Card title={t('details.sections.other')}>
        <Facts
          items={[
            [
              t('form.notes'),
              patient.notes ? <span className="whitespace-pre-line">{patient.notes}</span> : null,
            ],
            [t('form.marketingConsent'), patient.marketingConsent ? t('yes') : t('no')],
            [t('form.language'), t(`languages.${patient.language}`)],
          ]}
        />
      </Card>
      {patient.isMinor || patient.guardians.length > 0 ? <GuardiansCard patient={patient} /> : null}
      {patient.dependents.length > 0 ? (
        <Card title={t('details.sections.dependents')} description={t('details.dependentsLead')}>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {patient.dependents.map((dependent) => (
              <li key={dependent.id}>
                <Link to={`/patients/${dependent.id}`} className="font-medium text-brand-800 underline">
                  {fullName(dependent)}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <p className="text-sm text-slate-500">
        {t('details.created', { date: f.dateTime(patient.createdAt) })} ·{' '}
        {t('details.updated', { date: f.dateTime(patient.updatedAt) })}
      </p>
    </div>
  );
}

function GuardiansCard({ patient }: { patient: Patient }) {
  const f = useFormats();
  const { t } = useTranslation('patients');
  return (
    <Card title={t('details.sections.guardians')}>
      {patient.guardians.length === 0 ? (
        <p className="text-sm text-slate-600">{t('details.noGuardians')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {patient.guardians.map((guardian) => (
            <li key={guardian.id} className="py-3 first:pt-0 last:pb-0">
              <p className="font-medium text-slate-900">
                {guardian.patientId ? (
                  <Link to={`/patients/${guardian.patientId}`} className="text-brand-800 underline">
                    {fullName(guardian)}
                  </Link>
                ) : (
                  fullName(guardian)
                )}{' '}
                <span className="font-normal text-slate-600">
                  · {t(`relationships.${guardian.relationship}`)}
                  {guardian.patientId ? ` · ${t('details.guardianPatient')}` : null}
                </span>
              </p>
              <p className="text-sm text-slate-700">
                {[
                  guardian.phone && f.phone(guardian.phone),
                  guardian.email,
                  guardian.taxCode,
                  [guardian.address, guardian.postalCode, guardian.city, guardian.province]
                    .filter(Boolean)
                    .join(' '),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
