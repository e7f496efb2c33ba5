import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert';
import { PriorityBadge } from '../features/calls/components/call-badges';
import { useDevToolsAvailable } from '../features/dev/api/use-dev-tools-available';
import { DemoFlow } from '../features/demo/components/demo-flow';

/** Outside production the simulator's SMS are in the outbox: say where the code is. */
function OutboxHint() {
  const { t } = useTranslation('marketing');
  if (!useDevToolsAvailable()) return null;
  return (
    <Alert tone="info">
      {t('demo.code.outboxHint')}{' '}
      <Link to="/dev/outbox?tab=sms" target="_blank" className="font-medium underline underline-offset-2">
        {t('demo.code.outboxLink')}
      </Link>
    </Alert>
  );
}

/** /calls: the public live demo of call management (SPEC §2), on the marketing site. */
export default function CallsDemoScreen() {
  const { t } = useTranslation('marketing');
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-[1fr_36rem] lg:items-start">
        <div className="lg:pt-6">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('demo.eyebrow')}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">
            {t('demo.title')}
          </h1>
          <p className="mt-5 text-lg text-slate-600">{t('demo.lead')}</p>
        </div>
        <DemoFlow codeHint={<OutboxHint />} PriorityBadge={PriorityBadge} />
      </div>
    </section>
  );
}
