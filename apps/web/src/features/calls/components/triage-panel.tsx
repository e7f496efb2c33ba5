import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallDetail } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { PriorityBadge } from './call-badges';
import { ProcessingNotice } from './processing-notice';

/** The AI triage: summary, priority, category, suggested action and the reason for them. */
export function TriagePanel({ triage }: { triage: CallDetail['triage'] }) {
  const { t } = useTranslation('calls');
  const title = (
    <span className="inline-flex items-center gap-2">
      <Sparkles aria-hidden="true" className="h-5 w-5 text-brand-700" />
      {t('triage.title')}
    </span>
  );
  if (triage.state !== 'done' || !triage.result) {
    return (
      <Card title={title}>
        <ProcessingNotice
          work="triage"
          state={triage.state === 'done' ? 'none' : triage.state}
          error={triage.error}
        />
      </Card>
    );
  }
  const result = triage.result;
  return (
    <Card title={title} actions={<PriorityBadge priority={result.priority} />}>
      <p className="text-lg text-slate-900">{result.summary}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t('triage.category')}</dt>
          <dd className="font-medium text-slate-900">{t(`category.${result.category}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('triage.suggestedAction')}</dt>
          <dd className="font-medium text-slate-900">{t(`suggestedAction.${result.suggestedAction}`)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-600">{t('triage.reason')}</dt>
          <dd className="text-slate-900">{result.reason}</dd>
        </div>
      </dl>
    </Card>
  );
}
