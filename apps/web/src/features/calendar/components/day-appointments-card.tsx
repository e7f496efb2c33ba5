import { CalendarCheck, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useFormats } from '../../../lib/use-formats';
import { useDayAppointments } from '../api/get-day-appointments';

/** The dashboard's 'today': each visit with its time in Italy, patient, service and check-in. */
export function DayAppointmentsCard() {
  const { t } = useTranslation(['dashboard', 'errors']);
  const f = useFormats();
  const today = useDayAppointments();
  let body;
  if (today.isPending) body = <Loading />;
  else if (today.isError)
    body = <Alert title={t('dashboard:today.failed')}>{t(errorMessageKey(today.error))}</Alert>;
  else if (today.data.items.length === 0)
    body = (
      <div className="flex flex-col items-center py-6 text-center">
        <CalendarCheck aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{t('dashboard:today.empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('dashboard:today.emptyHint')}</p>
      </div>
    );
  else
    body = (
      <ol aria-label={t('dashboard:today.title')} className="divide-y divide-slate-100">
        {today.data.items.map((appointment) => (
          <li key={appointment.id} className="flex flex-wrap items-center gap-3 py-3">
            <time
              dateTime={appointment.startsAt}
              className="min-w-14 font-mono text-sm whitespace-nowrap text-slate-700"
            >
              {f.time(appointment.startsAt)}
            </time>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{appointment.patientName}</span>
              {appointment.serviceName ? (
                <span className="block text-sm text-slate-600">{appointment.serviceName}</span>
              ) : null}
            </span>
            {appointment.checkedIn ? (
              <span className="inline-flex items-center gap-1 text-sm text-emerald-700">
                <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
                {t('dashboard:today.checkedIn')}
              </span>
            ) : null}
            {appointment.slotId ? (
              <Link
                to={`/slots/${appointment.slotId}`}
                className="text-sm text-brand-700 underline underline-offset-2"
              >
                {t('dashboard:activity.open')}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    );
  return (
    <Card
      title={t('dashboard:today.title')}
      description={today.data ? t('dashboard:today.count', { count: today.data.total }) : undefined}
    >
      {body}
    </Card>
  );
}
