import { useTranslation } from 'react-i18next';
import type { CallAnalytics } from '@studiolo/contracts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The name of weekday 1 (Monday) … 7 (Sunday) in the UI's language. */
function weekdayName(weekday: number, locale: string, width: 'short' | 'long') {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, weekday, 12));
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    weekday: width,
    timeZone: 'UTC',
  }).format(date);
}

/**
 * Calls per weekday and hour (Italian time) as a 7×24 grid: the darker the cell, the more calls;
 * each cell names its day, hour and count (title for the pointer, the table's headers for screen readers).
 */
export function PeakHoursHeatmap({ peakHours }: { peakHours: CallAnalytics['peakHours'] }) {
  const { t, i18n } = useTranslation('calls');
  const counts = new Map(peakHours.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.calls]));
  const most = Math.max(1, ...peakHours.map((cell) => cell.calls));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold text-slate-800">{t('analytics.peakHours')}</figcaption>
      {/* relative: the cells' screen-reader text (absolute) stays inside the scrolling box. */}
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[520px] table-fixed border-separate border-spacing-0.5 text-xs">
          <caption className="sr-only">{t('analytics.peakHoursCaption')}</caption>
          <thead>
            <tr>
              <td className="w-10" />
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className="font-normal text-slate-500">
                  {hour}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => {
              const day = weekdayName(weekday, i18n.language, 'long');
              return (
                <tr key={weekday}>
                  <th scope="row" className="pr-1 text-left font-medium text-slate-700">
                    <abbr title={day} className="no-underline">
                      {weekdayName(weekday, i18n.language, 'short')}
                    </abbr>
                  </th>
                  {HOURS.map((hour) => {
                    const calls = counts.get(`${weekday}-${hour}`) ?? 0;
                    return (
                      <td
                        key={hour}
                        title={t('analytics.peakCell', { day, hour, count: calls })}
                        className="h-6 rounded-sm text-center text-[10px] ring-1 ring-slate-100"
                        style={{
                          backgroundColor: calls
                            ? `rgb(15 118 110 / ${0.15 + 0.85 * (calls / most)})`
                            : undefined,
                          color: calls / most > 0.5 ? 'white' : undefined,
                        }}
                      >
                        <span className={calls ? undefined : 'sr-only'}>{calls}</span>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">{t('analytics.peakHoursLegend')}</p>
    </figure>
  );
}
