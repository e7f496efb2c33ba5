import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { CallAnalytics } from '@studiolo/contracts';
import { useFormats } from '../../../lib/use-formats';

const BRAND = '#0f766e';

/** 'DD/MM' of a day `YYYY-MM-DD`, for the axis. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Calls per day over the range, as bars (keyboard and screen readers through recharts' layer). */
export function DailyVolumeChart({ daily }: { daily: CallAnalytics['daily'] }) {
  const f = useFormats();
  const { t } = useTranslation('calls');
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold text-slate-800">{t('analytics.daily')}</figcaption>
      <BarChart
        responsive
        style={{ width: '100%', height: 240 }}
        data={daily}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12 }} minTickGap={12} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip
          labelFormatter={(day) => f.longDay(String(day))}
          formatter={(value) => [String(value), t('analytics.calls')]}
        />
        <Bar dataKey="calls" name={t('analytics.calls')} fill={BRAND} radius={[4, 4, 0, 0]} />
      </BarChart>
    </figure>
  );
}
