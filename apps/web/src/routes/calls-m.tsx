import { PhoneCall } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { tabId, tabPanelId, Tabs } from '../components/ui/tabs';
import { CallsSection } from '../features/calls/components/calls-section';
import { LiveStatus } from '../features/calls/components/live-status';
import { NumberBanner } from '../features/calls/components/number-banner';
import { SimulateCallDialog } from '../features/calls/components/simulate-call-dialog';
import { ToHandleList } from '../features/calls/components/to-handle-list';
import {
  useCallsNumberState,
  useCanPay,
  useCanSimulateCalls,
  useLiveCallsOfCurrentOrganization,
} from './calls-access';

// The charts' library loads only when the analytics are shown.
const AnalyticsPanel = lazy(() => import('../features/calls/components/analytics-panel'));

/** 'Da gestire' (the open requests) first, then SPEC §2's tabs: Active Calls, Completed Calls, Call History & Analytics. */
const TABS = ['toHandle', 'active', 'completed', 'history'] as const;
type Tab = (typeof TABS)[number];

function parseTab(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? 'toHandle';
}

/** /calls-m?tab=…: the open requests to handle, the calls under way, the ended ones by day, and the history with its figures; live. */
export default function CallsManagementScreen() {
  const { t } = useTranslation('calls');
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const live = useLiveCallsOfCurrentOrganization();
  const canSimulate = useCanSimulateCalls();
  const numberState = useCallsNumberState();
  const canPay = useCanPay();
  const [simulating, setSimulating] = useState(false);
  const [placed, setPlaced] = useState<string>();

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={t('page.title')}
        lead={t('page.lead')}
        actions={
          canSimulate ? (
            <Button variant="secondary" size="lg" onClick={() => setSimulating(true)}>
              <PhoneCall aria-hidden="true" className="h-4 w-4" />
              {t('simulate.open')}
            </Button>
          ) : null
        }
      />
      {numberState ? <NumberBanner canRequest={canPay} state={numberState} /> : null}
      <LiveStatus state={live} />
      {placed ? <Alert tone="success">{t('simulate.placed', { number: placed })}</Alert> : null}
      <Tabs
        label={t('tabs.label')}
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        selected={tab}
        onSelect={(next) => setParams({ tab: next }, { replace: true })}
      />
      <div role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)} className="space-y-6">
        {tab === 'toHandle' ? (
          <ToHandleList />
        ) : tab === 'history' ? (
          <>
            <Suspense fallback={<Loading />}>
              <AnalyticsPanel />
            </Suspense>
            <section aria-labelledby="calls-history-title" className="space-y-4">
              <h2 id="calls-history-title" className="text-lg font-semibold text-slate-900">
                {t('tabs.historyList')}
              </h2>
              <CallsSection tab="all" />
            </section>
          </>
        ) : (
          <CallsSection key={tab} tab={tab} />
        )}
      </div>
      {simulating ? (
        <SimulateCallDialog
          onClose={() => setSimulating(false)}
          onPlaced={(number) => {
            setSimulating(false);
            setPlaced(number);
          }}
        />
      ) : null}
    </div>
  );
}
