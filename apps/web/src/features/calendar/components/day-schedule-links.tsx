import { Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { dayScheduleUrl } from '../api/day-schedule-url';
import { useFormats } from '../../../lib/use-formats';

/** 'Print' opens the day's schedule (PDF) in a new tab to print; 'PDF' saves it. */
export function DayScheduleLinks({
  day,
  doctorIds,
  compact = false,
}: {
  day: string;
  doctorIds?: readonly string[];
  /** Icons only below a wide screen (the agenda's toolbar); the names stay for screen readers. */
  compact?: boolean;
}) {
  const f = useFormats();
  const { t } = useTranslation('calendar');
  const date = f.date(day);
  return (
    <div className={compact ? 'flex gap-2' : 'flex flex-wrap gap-2'}>
      <a
        className={buttonClasses('secondary')}
        href={dayScheduleUrl({ day, doctorIds })}
        target="_blank"
        rel="noopener"
        aria-label={t('toolbar.printLabel', { date })}
      >
        <Printer aria-hidden="true" className="h-4 w-4" />
        <span className={compact ? 'sr-only xl:not-sr-only' : undefined}>{t('toolbar.print', { date })}</span>
      </a>
      <a
        className={buttonClasses('secondary')}
        href={dayScheduleUrl({ day, doctorIds, download: true })}
        download
        aria-label={t('toolbar.pdfLabel', { date })}
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        <span className={compact ? 'sr-only xl:not-sr-only' : undefined}>{t('toolbar.pdf')}</span>
      </a>
    </div>
  );
}
