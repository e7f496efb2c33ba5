import clsx from 'clsx';
import { BarChart3 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyticsRange } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useCallAnalytics } from '../api/get-call-analytics';
import { formatDuration } from '../format';
import { CallTypes } from './call-types';
import { DailyVolumeChart } from './daily-volume-chart';
import { PeakHoursHeatmap } from './peak-hours-heatmap';
import { useFormats } from '../../../lib/use-formats';

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
    </div>
  );
}

/** Call History & Analytics: totals, daily volume, types and peak hours over 7, 30 or 90 days. */
export default function AnalyticsPanel() {
  const f = useFormats();
  const { t } = useTranslation(['calls', 'errors']);
  const [range, setRange] = useState<AnalyticsRange>('7');
  const analytics = useCallAnalytics(range);

  let body;
  if (analytics.isPending) body = <Loading />;
  else if (analytics.isError)
    body = <Alert title={t('calls:analytics.loadFailed')}>{t(errorMessageKey(analytics.error))}</Alert>;
  else {
    const data = analytics.data;
    body = (
      <div className="space-y-6">
        <p className="text-sm text-slate-600">
          {t('calls:analytics.period', { from: f.date(data.from), until: f.date(data.until) })}
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <Stat label={t('calls:analytics.total')} value={data.totalCalls} />
          <Stat
            label={t('calls:analytics.averageDuration')}
            value={formatDuration(data.averageDurationSeconds)}
          />
          <Stat label={t('calls:analytics.thisWeek')} value={data.thisWeek} />
        </div>
        {data.totalCalls === 0 ? (
          <div className="flex flex-col items-center py-6 text-center">
            <BarChart3 aria-hidden="true" className="h-10 w-10 text-slate-400" />
            <p className="mt-3 font-semibold text-slate-900">{t('calls:analytics.empty', { days: range })}</p>
          </div>
        ) : (
          <>
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <DailyVolumeChart daily={data.daily} />
              </div>
              <CallTypes byType={data.byType} />
            </div>
            <PeakHoursHeatmap peakHours={data.peakHours} />
          </>
        )}
      </div>
    );
  }

  return (
    <Card
      title={t('calls:analytics.title')}
      actions={
        <div role="group" aria-label={t('calls:analytics.range')} className="flex gap-1">
          {AnalyticsRange.options.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === range}
              onClick={() => setRange(option)}
              className={clsx(buttonClasses(option === range ? 'primary' : 'secondary'), 'min-w-11 px-3')}
            >
              {t('calls:analytics.lastDays', { days: option })}
            </button>
          ))}
        </div>
      }
    >
      {body}
    </Card>
  );
}
