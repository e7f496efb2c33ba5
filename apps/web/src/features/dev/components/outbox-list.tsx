import { useTranslation } from 'react-i18next';
import { useOutbox } from '../api/get-outbox';
import { OutboxEmailCard } from './outbox-email-card';
import { OutboxSection } from './outbox-section';

/** The local email adapter's emails. */
export function OutboxList() {
  const { t } = useTranslation('dev');
  return (
    <OutboxSection
      query={useOutbox()}
      texts={{
        loading: t('outbox.loading'),
        empty: t('outbox.empty'),
        emptyHint: t('outbox.emptyHint'),
        loadFailed: t('outbox.loadFailed'),
        count: (count) => t('outbox.count', { count }),
      }}
      renderItem={(email) => <OutboxEmailCard email={email} />}
    />
  );
}
