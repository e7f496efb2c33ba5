import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { OutboxList } from '../../features/dev/components/outbox-list';

/** /dev/outbox: the emails kept by the local email adapter (outside production only). */
export default function DevOutboxScreen() {
  const { t } = useTranslation('dev');
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('outbox.title')} lead={t('outbox.lead')} />
      <OutboxList />
    </div>
  );
}
