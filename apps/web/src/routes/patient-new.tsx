import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { PatientForm } from '../features/patients/components/patient-form';
import { usePatientFormSettings } from './patient-form-settings';

/** /patients/new */
export default function NewPatientScreen() {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const settings = usePatientFormSettings();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t('form.newTitle')} />
      {settings ? (
        <PatientForm
          settings={settings}
          onSaved={(patient) => void navigate(`/patients/${patient.id}`)}
          onCancel={() => void navigate('/patients')}
        />
      ) : (
        <Loading />
      )}
    </div>
  );
}
