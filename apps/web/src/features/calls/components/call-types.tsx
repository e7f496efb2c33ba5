import { useTranslation } from 'react-i18next';
import type { CallAnalytics } from '@studiolo/contracts';

const TYPES = [
  ['inbound', 'bg-brand-700'],
  ['outbound', 'bg-sky-600'],
  ['missed', 'bg-red-600'],
  ['voicemail', 'bg-amber-500'],
] as const;

/** Inbound, Outbound and Missed calls, and voicemails apart (not missed): the numbers, with bars in proportion. */
export function CallTypes({ byType }: { byType: CallAnalytics['byType'] }) {
  const { t } = useTranslation('calls');
  const most = Math.max(1, byType.inbound, byType.outbound, byType.missed, byType.voicemail);
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm font-semibold text-slate-800">{t('analytics.types')}</figcaption>
      <dl className="space-y-3">
        {TYPES.map(([type, colour]) => (
          <div key={type} className="space-y-1">
            <div className="flex justify-between text-sm">
              <dt className="text-slate-700">{t(`analytics.byType.${type}`)}</dt>
              <dd className="font-semibold text-slate-900">{byType[type]}</dd>
            </div>
            <div aria-hidden="true" className="h-2.5 rounded-full bg-slate-100">
              <div
                className={`h-2.5 rounded-full ${colour}`}
                style={{ width: `${(byType[type] / most) * 100}%` }}
              />
            </div>
          </div>
        ))}
      </dl>
    </figure>
  );
}
