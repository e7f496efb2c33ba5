import { useTranslation } from 'react-i18next';
import { DoctorsPanel } from '../features/registry/components/doctors-panel';
import { RegistryScreen } from './registry-screen';

/** /doctors: the clinic's doctors. */
export default function DoctorsScreen() {
  const { t } = useTranslation('registry');
  return (
    <RegistryScreen title={t('doctors.title')} lead={t('doctors.lead')}>
      {(canEdit) => <DoctorsPanel canEdit={canEdit} />}
    </RegistryScreen>
  );
}
