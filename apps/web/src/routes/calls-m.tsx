import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/page-header';

/** /calls-m: call management (its screens come with the calls issue). */
export default function CallsManagementScreen() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('callsM.title')} lead={t('callsM.lead')} />
    </div>
  );
}
