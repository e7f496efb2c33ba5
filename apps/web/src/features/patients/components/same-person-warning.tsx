import { useTranslation } from 'react-i18next';
import { formatPhone, type PatientSummary } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { PatientMatchList } from './patient-match-list';

/**
 * Patients who may be this same person (same name and birth date, or name and mobile), each linked to
 * their record: a warning, as for a duplicate tax code, though saving stays possible (namesakes exist).
 */
export function SamePersonWarning({ matches }: { matches: PatientSummary[] }) {
  const { t } = useTranslation('patients');
  return (
    <Alert tone="warning" title={t('samePerson.title')}>
      <p>{t('samePerson.lead')}</p>
      <PatientMatchList matches={matches} detail={(match) => formatPhone(match.mobile)} />
    </Alert>
  );
}
