import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { usePatient } from '../features/patients/api/get-patient';
import { fullName } from '../features/patients/components/format';
import { PatientForm } from '../features/patients/components/patient-form';
import { usePatientFormSettings } from './patient-form-settings';
import { PatientLoadError } from './patient-load-error';

/** /patients/{id}/edit */
export default function EditPatientScreen() {
  const { t } = useTranslation('patients');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const settings = usePatientFormSettings();
  const { data: patient, error } = usePatient(id);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={patient ? t('form.editTitle', { name: fullName(patient) }) : t('form.newTitle')} />
      {error && !patient ? (
        <PatientLoadError error={error} />
      ) : settings && patient ? (
        <PatientForm
          // A fresh form for another patient; a background refresh of this one keeps what is typed.
          key={patient.id}
          patient={patient}
          settings={settings}
          onSaved={(saved) => void navigate(`/patients/${saved.id}`)}
          onCancel={() => void navigate(`/patients/${patient.id}`)}
        />
      ) : (
        <Loading />
      )}
    </div>
  );
}
