import { useTranslation } from 'react-i18next';
import { Card } from '../components/ui/card';
import { ServiceTypesPanel } from '../features/registry/components/service-types-panel';
import { ServicesPanel } from '../features/registry/components/services-panel';
import { RegistryScreen } from './registry-screen';

/** /services: the services the clinic offers and, below, the types that group them. */
export default function ServicesScreen() {
  const { t } = useTranslation('registry');
  return (
    <RegistryScreen title={t('services.title')} lead={t('services.lead')}>
      {(canEdit) => (
        <>
          <Card title={t('services.sectionTitle')}>
            <ServicesPanel canEdit={canEdit} />
          </Card>
          <Card title={t('serviceTypes.title')} description={t('serviceTypes.lead')}>
            <ServiceTypesPanel canEdit={canEdit} />
          </Card>
        </>
      )}
    </RegistryScreen>
  );
}
