import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { formatBirthDate as formatDay } from '../../../lib/format-date';
import { useTax730Pending } from '../api/get-tax730-pending';

/** The 31 January reminder: paid invoices of a year whose 730 deadline is near, not yet sent. */
export function Tax730Deadline() {
  const { t } = useTranslation('invoices');
  const pending = useTax730Pending();
  const due = (pending.data ?? []).filter((entry) => entry.dueSoon && entry.count > 0);
  if (due.length === 0) return null;
  return (
    <div className="space-y-2">
      {due.map((entry) => (
        <Alert key={entry.year} tone="warning" title={t('tax730.deadlineTitle')}>
          {t('tax730.deadline', { count: entry.count, year: entry.year, date: formatDay(entry.deadline) })}
        </Alert>
      ))}
    </div>
  );
}
