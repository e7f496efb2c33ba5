import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, tabId, tabPanelId } from '../../components/ui/tabs';
import { OutboxList } from '../../features/dev/components/outbox-list';
import { OutboxSmsList } from '../../features/dev/components/outbox-sms-list';

type OutboxTab = 'email' | 'sms';

/**
 * /dev/outbox: what the local adapters kept instead of sending (outside production only): the
 * emails, and on ?tab=sms the telephony simulator's SMS (the live demo's codes).
 */
export default function DevOutboxScreen() {
  const { t } = useTranslation('dev');
  const [params, setParams] = useSearchParams();
  const tab: OutboxTab = params.get('tab') === 'sms' ? 'sms' : 'email';
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('outbox.title')} lead={t('outbox.lead')} />
      <Tabs
        label={t('outbox.tabs.label')}
        items={[
          { key: 'email', label: t('outbox.tabs.email') },
          { key: 'sms', label: t('outbox.tabs.sms') },
        ]}
        selected={tab}
        onSelect={(key) => setParams(key === 'sms' ? { tab: 'sms' } : {}, { replace: true })}
      />
      <div role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'sms' ? <OutboxSmsList /> : <OutboxList />}
      </div>
    </div>
  );
}
