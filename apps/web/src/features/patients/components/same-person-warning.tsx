import { useTranslation } from 'react-i18next';
import { type PatientSummary } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { PatientMatchList } from './patient-match-list';
import { useFormats } from '../../../lib/use-formats';

/**
 * Patients who may be this same person (same name and birth date, or name and mobile), each linked to
 * their record: a warning, as for a duplicate tax code, though saving stays possible (namesakes exist).
 */
export function SamePersonWarning({ matches }: { matches: PatientSummary[] }) {
  const f = useFormats();
  const { t } = useTranslation('patients');
  return (
    <Alert tone="warning" title={t('samePerson.title')}>
      <p>{t('samePerson.lead')}</p>
      <PatientMatchList matches={matches} detail={(match) => match.mobile && f.phone(match.mobile)} />
    </Alert>
  );
}
