import { CalendarX2, Receipt, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppointmentStatus, nextVisitStatuses, type Appointment } from '@studiolo/contracts';
import { isApiError } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SelectField, Switch } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { formatEuro } from '../../../lib/money';
import { useSetAppointmentStatus } from '../api/set-appointment-status';
import { useSetCheckIn } from '../api/set-check-in';
import type { CalendarDoctor } from '../calendar-view-state';
import { useFormats } from '../../../lib/use-formats';
import { AppointmentChanges } from './appointment-changes';
import { PaymentDialog } from './payment-dialog';

function AppointmentRow({
  appointment,
  doctors,
  readOnly,
  doctorName,
  checkInDocuments,
  patientLink,
}: {
  appointment: Appointment;
  doctors: CalendarDoctor[];
  readOnly: boolean;
  /** Shown (with a link to the slot) where the list mixes doctors. */
  doctorName?: string;
  checkInDocuments?: CheckInDocumentsSlot;
  patientLink?: PatientLinkSlot;
}) {
  const f = useFormats();
  const { t, i18n } = useTranslation(['calendar', 'errors']);
  const checkIn = useSetCheckIn();
  const status = useSetAppointmentStatus();
  const [paying, setPaying] = useState(false);
  const time = (iso: string) => f.time(iso);
  // The moves the state machine allows now. Cancelling asks first and may tell the patient
  // ('Cancella appuntamento'), so not from the list.
  const statuses = [
    appointment.status,
    ...nextVisitStatuses(appointment, new Date()).filter((next) => next !== 'cancelled'),
  ];
  const failed = checkIn.error ?? status.error;
  const refused = isApiError(checkIn.error) && checkIn.error.code === 'CHECK_IN_DOCUMENTS_MISSING';

  return (
    <li aria-label={appointment.patientName} className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm text-slate-700">
            {time(appointment.startsAt)}–{time(appointment.endsAt)}
          </p>
          <h3 className="font-semibold text-slate-900">{appointment.patientName}</h3>
          {doctorName !== undefined ? (
            <p className="text-sm text-slate-700">
              {doctorName}
              {appointment.slotId ? (
                <>
                  {' · '}
                  <Link
                    to={`/slots/${appointment.slotId}`}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {t('appointments.openSlot')}
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            {[appointment.serviceName, formatEuro(appointment.priceCents, i18n.language)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-sm text-slate-600">
            {appointment.paidCents > 0
              ? // 'Pagato 50,00 € (contanti)': the method in brackets, in lower case.
                t('appointments.paid', {
                  amount: formatEuro(appointment.paidCents, i18n.language),
                  context: appointment.paymentType ?? undefined,
                })
              : t('appointments.unpaid')}
          </p>
          {appointment.notes ? <p className="mt-1 text-sm text-slate-700">{appointment.notes}</p> : null}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-56">
            <Switch
              label={appointment.checkedIn ? t('appointments.checkedIn') : t('appointments.notCheckedIn')}
              checked={appointment.checkedIn}
              disabled={readOnly || checkIn.isPending}
              onChange={(checked) => checkIn.mutate({ id: appointment.id, checkedIn: checked })}
            />
          </div>
          <SelectField
            containerClassName="w-48"
            label={t('appointments.status')}
            value={appointment.status}
            disabled={readOnly || status.isPending}
            onChange={(event) =>
              status.mutate({ id: appointment.id, status: AppointmentStatus.parse(event.target.value) })
            }
            options={statuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
          {appointment.status === 'completed' && appointment.patientId ? (
            <ButtonLink
              variant="secondary"
              to={`/invoices/new?${new URLSearchParams({ patient: appointment.patientId, name: appointment.patientName, visit: appointment.id }).toString()}`}
            >
              <Receipt aria-hidden="true" className="h-4 w-4" />
              {t('appointments.invoice')}
            </ButtonLink>
          ) : null}
          {patientLink && !readOnly ? patientLink(appointment) : null}
          {readOnly ? null : (
            <Button variant="secondary" onClick={() => setPaying(true)}>
              <Wallet aria-hidden="true" className="h-4 w-4" />
              {t('payment.open')}
            </Button>
          )}
        </div>
      </div>
      <AppointmentChanges appointment={appointment} doctors={doctors} readOnly={readOnly} />
      {checkInDocuments && !appointment.checkedIn && !readOnly
        ? checkInDocuments(appointment, refused)
        : null}
      {appointment.overpaid ? <Alert tone="warning">{t('payment.overpaid')}</Alert> : null}
      {failed ? <Alert title={t('appointments.failed')}>{t(errorMessageKey(failed))}</Alert> : null}
      {paying ? <PaymentDialog appointment={appointment} onClose={() => setPaying(false)} /> : null}
    </li>
  );
}

/**
 * What the screen shows beside a visit not checked in: the documents check-in needs (#17), `refused`
 * once the server refused the check-in for them.
 */
export type CheckInDocumentsSlot = (appointment: Appointment, refused: boolean) => ReactNode;

/** What the screen shows beside a visit to link its patient (temporary name) or unlink them (SPEC §4). */
export type PatientLinkSlot = (appointment: Appointment) => ReactNode;

/** Visits (of a slot, or of a day), each with check-in, status and payment. */
export function AppointmentList({
  appointments,
  doctors,
  loading,
  error,
  readOnly,
  doctorNames,
  emptyMessage,
  checkInDocuments,
  patientLink,
}: {
  appointments: Appointment[] | undefined;
  /** The doctors a visit may be moved to. */
  doctors: CalendarDoctor[];
  loading: boolean;
  error: unknown;
  readOnly: boolean;
  /** Given where the list mixes doctors: each row names its doctor. */
  doctorNames?: ReadonlyMap<string, string>;
  emptyMessage?: string;
  checkInDocuments?: CheckInDocumentsSlot;
  patientLink?: PatientLinkSlot;
}) {
  const { t } = useTranslation(['calendar', 'errors']);
  if (loading) return <Loading />;
  if (error) return <Alert title={t('appointments.loadFailed')}>{t(errorMessageKey(error))}</Alert>;
  if (!appointments || appointments.length === 0) {
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <CalendarX2 aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{emptyMessage ?? t('appointments.empty')}</p>
      </div>
    );
  }
  return (
    <ul aria-label={t('appointments.title')} className="divide-y divide-slate-100">
      {appointments.map((appointment) => (
        <AppointmentRow
          key={appointment.id}
          appointment={appointment}
          doctors={doctors}
          readOnly={readOnly}
          doctorName={doctorNames ? (doctorNames.get(appointment.doctorId) ?? '') : undefined}
          checkInDocuments={checkInDocuments}
          patientLink={patientLink}
        />
      ))}
    </ul>
  );
}
