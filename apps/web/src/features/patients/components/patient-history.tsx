import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type AppointmentEvent,
  type PatientHistoryAppointment,
  type PatientHistoryCall,
  type PatientHistoryInvoice,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/spinner';
import { formatEuro } from '../../../lib/money';
import { usePatientHistory } from '../api/get-patient-history';
import { useFormats } from '../../../lib/use-formats';

/**
 * One section of the history: its rows, or what says there are none; 'N of M' when more exist; a
 * `summary` line above them (the past visits' no-shows).
 */
function Section<T extends { id: string }>({
  title,
  empty,
  section,
  row,
  summary,
}: {
  title: string;
  empty: string;
  section: { items: T[]; total: number };
  row: (item: T) => ReactNode;
  summary?: string;
}) {
  const { t } = useTranslation('patients');
  return (
    <Card
      title={title}
      description={
        section.total > section.items.length
          ? t('history.latest', { count: section.items.length, total: section.total })
          : undefined
      }
    >
      {summary ? <p className="mb-2 text-sm font-medium text-slate-800">{summary}</p> : null}
      {section.items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {section.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              {row(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** 'Spostato da … a … — 25/11/2026 18:00, da Mario Rossi': what happened to a visit, newest first. */
function VisitEvents({ events }: { events: AppointmentEvent[] }) {
  const f = useFormats();
  const { t } = useTranslation('patients');
  if (events.length === 0) return null;
  const at = (iso: string) => f.dateTime(iso);
  return (
    <ul aria-label={t('history.events.label')} className="w-full space-y-0.5 text-xs text-slate-600">
      {events.map((event) => {
        const what =
          event.action === 'appointment.moved' && event.from && event.to
            ? t('history.events.moved', { from: at(event.from.startsAt), to: at(event.to.startsAt) })
            : t(
                event.action === 'appointment.restored'
                  ? 'history.events.restored'
                  : 'history.events.cancelled',
              );
        const line = event.actorName
          ? t('history.events.by', { what, when: at(event.at), who: event.actorName })
          : t('history.events.byUnknown', { what, when: at(event.at) });
        return (
          <li key={event.id}>{event.patientNotified ? `${line} (${t('history.events.notified')})` : line}</li>
        );
      })}
    </ul>
  );
}

function Visit({ visit }: { visit: PatientHistoryAppointment }) {
  const f = useFormats();
  const { t, i18n } = useTranslation(['patients', 'calendar']);
  const when = f.dateTime(visit.startsAt);
  return (
    <>
      <span>
        {visit.slotId ? (
          <Link to={`/slots/${visit.slotId}`} className={linkClass}>
            {when}
          </Link>
        ) : (
          <span className="font-medium">{when}</span>
        )}{' '}
        · {[visit.doctorName, visit.serviceName].filter(Boolean).join(' · ')}
      </span>
      <span className="text-slate-700">
        {t(`calendar:status.${visit.status}`)} · {formatEuro(visit.priceCents, i18n.language)}
      </span>
      <VisitEvents events={visit.events} />
    </>
  );
}

function InvoiceRow({ invoice }: { invoice: PatientHistoryInvoice }) {
  const f = useFormats();
  const { t, i18n } = useTranslation(['patients', 'invoices']);
  return (
    <>
      <span>
        <Link to={`/invoices/${invoice.id}`} className={linkClass}>
          {invoice.number
            ? t(invoice.kind === 'credit_note' ? 'patients:history.creditNote' : 'patients:history.invoice', {
                number: invoice.number,
              })
            : t(
                invoice.kind === 'credit_note'
                  ? 'patients:history.creditNoteDraft'
                  : 'patients:history.invoiceDraft',
              )}
        </Link>{' '}
        · {f.date(invoice.issuedOn)}
      </span>
      <span className="text-slate-700">
        {t(`invoices:status.${invoice.status}`)} · {formatEuro(invoice.totalCents, i18n.language)}
      </span>
    </>
  );
}

function CallRow({ call }: { call: PatientHistoryCall }) {
  const f = useFormats();
  const { t } = useTranslation(['patients', 'calls']);
  return (
    <>
      <span>
        <Link to={`/calls-m/${call.id}`} className={linkClass}>
          {f.dateTime(call.startedAt)}
        </Link>{' '}
        · {t(`calls:direction.${call.direction}`)} · {f.phone(call.caller)}
      </span>
      <span className="text-slate-700">
        {[t(`calls:status.${call.status}`), call.summary].filter(Boolean).join(' · ')}
      </span>
    </>
  );
}

/** The patient's history on their record: visits to come and past (with the no-shows), invoices, calls. */
export function PatientHistorySections({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const history = usePatientHistory(patientId);
  if (history.isError && !history.data) {
    return <Alert title={t('history.loadFailed')}>{t('history.loadFailedLead')}</Alert>;
  }
  if (!history.data) return <Loading />;
  const { upcoming, past, noShows, invoices, calls } = history.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section
        title={t('history.upcoming')}
        empty={t('history.noUpcoming')}
        section={upcoming}
        row={(visit) => <Visit visit={visit} />}
      />
      <Section
        title={t('history.past')}
        empty={t('history.noPast')}
        section={past}
        summary={t('history.noShows', { count: noShows })}
        row={(visit) => <Visit visit={visit} />}
      />
      <Section
        title={t('history.invoices')}
        empty={t('history.noInvoices')}
        section={invoices}
        row={(invoice) => <InvoiceRow invoice={invoice} />}
      />
      <Section
        title={t('history.calls')}
        empty={t('history.noCalls')}
        section={calls}
        row={(call) => <CallRow call={call} />}
      />
    </div>
  );
}
