import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Loading } from '../components/ui/spinner';
import { useDoctors } from '../features/registry/api/get-doctors';
import { DoctorServicesPanel } from '../features/registry/components/doctor-services-panel';
import { NoDoctors } from '../features/registry/components/no-doctors';
import { errorMessageKey } from '../lib/error-message';
import { RegistryScreen } from './registry-screen';

/** /doctor-services?doctorId=…: which services each doctor performs, at which price and duration. */
export default function DoctorServicesScreen() {
  const { t } = useTranslation(['registry', 'errors']);
  const [params, setParams] = useSearchParams();
  const doctors = useDoctors();
  return (
    <RegistryScreen title={t('registry:doctorServices.title')} lead={t('registry:doctorServices.lead')}>
      {(canEdit) =>
        doctors.isPending ? (
          <Loading />
        ) : doctors.error ? (
          <Alert title={t('registry:doctors.loadFailed')}>{t(errorMessageKey(doctors.error))}</Alert>
        ) : doctors.data.length === 0 ? (
          <NoDoctors canEdit={canEdit} />
        ) : (
          <DoctorServicesPanel
            canEdit={canEdit}
            doctors={doctors.data}
            doctorId={params.get('doctorId') ?? undefined}
            onDoctorChange={(doctorId) => setParams(doctorId ? { doctorId } : {}, { replace: true })}
          />
        )
      }
    </RegistryScreen>
  );
}
