import { CalendarClock, History, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISIT_MOVES, visitIsMovable, type Appointment, type AppointmentEvent } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import { useCancelAppointment, useRestoreAppointment } from '../api/cancel-appointment';
import { useAppointmentEvents } from '../api/get-appointment-events';
import type { CalendarDoctor } from '../calendar-view-state';
import { MoveAppointmentDialog, useVisitWhen } from './move-appointment-dialog';
import { NotifyPatient } from './notify-patient';

/** One line of a visit's history: 'Spostato da … a …', who and when, whether the patient was told. */
export function AppointmentEventLine({ event }: { event: AppointmentEvent }) {
  const { t } = useTranslation('calendar');
  const when = useVisitWhen();
  const what =
    event.action === 'appointment.moved' && event.from && event.to
      ? t('events.moved', { from: when(event.from.startsAt), to: when(event.to.startsAt) })
      : t(event.action === 'appointment.restored' ? 'events.restored' : 'events.cancelled');
  return (
    <li className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">{what}</span>
      {event.patientNotified ? ` (${t('events.notified')})` : ''}
      <span className="block text-xs text-slate-600">
        {event.actorName
          ? t('events.by', { when: when(event.at), who: event.actorName })
          : t('events.byUnknown', { when: when(event.at) })}
      </span>
    </li>
  );
}

function EventsList({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation(['calendar', 'errors']);
  const events = useAppointmentEvents(appointmentId, true);
  if (events.isPending) return <Loading />;
  if (events.isError) return <Alert title={t('events.failed')}>{t(errorMessageKey(events.error))}</Alert>;
  if (events.data.length === 0) return <p className="text-sm text-slate-600">{t('events.empty')}</p>;
  return (
    <ul className="space-y-2">
      {events.data.map((event) => (
        <AppointmentEventLine key={event.id} event={event} />
      ))}
    </ul>
  );
}

/**
 * A visit's changes: 'Sposta' (to a free time, of this doctor or another), 'Cancella appuntamento'
 * (asked first, the patient optionally told), 'Annulla cancellazione' on a cancelled one, and its
 * history of such changes.
 */
export function AppointmentChanges({
  appointment,
  doctors,
  readOnly,
}: {
  appointment: Appointment;
  doctors: CalendarDoctor[];
  readOnly: boolean;
}) {
  const { t } = useTranslation(['calendar', 'errors']);
  const when = useVisitWhen();
  const cancel = useCancelAppointment();
  const restore = useRestoreAppointment();
  const [dialog, setDialog] = useState<'move' | 'cancel' | 'restore' | null>(null);
  const [notify, setNotify] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  const [showEvents, setShowEvents] = useState(false);
  const movable = visitIsMovable(appointment.status);
  const cancellable = VISIT_MOVES[appointment.status].cancelled !== undefined;
  const cancelled = appointment.status === 'cancelled';
  // Whether the patient was told of the cancellation: then they are offered the news it is undone.
  const events = useAppointmentEvents(appointment.id, cancelled && !readOnly);
  const toldOfCancellation =
    events.data?.find((event) => event.action === 'appointment.cancelled')?.patientNotified ?? false;
  const restoreVisit = (notifyPatient: boolean) =>
    restore.mutate(
      { id: appointment.id, notifyPatient },
      {
        onSuccess: (change) => {
          setDialog(null);
          setDone(t(change.patientNotified ? 'cancelVisit.undoneNotified' : 'cancelVisit.undone'));
        },
      },
    );

  const restoreError = restore.error
    ? isApiError(restore.error) && restore.error.code === 'APPOINTMENT_OVERLAP'
      ? t('cancelVisit.taken')
      : t(errorMessageKey(restore.error))
    : undefined;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {!readOnly && movable ? (
          <Button variant="secondary" onClick={() => setDialog('move')}>
            <CalendarClock aria-hidden="true" className="h-4 w-4" />
            {t('reschedule.open')}
          </Button>
        ) : null}
        {!readOnly && cancellable ? (
          <Button
            variant="secondary"
            onClick={() => {
              cancel.reset();
              setNotify(true);
              setDialog('cancel');
            }}
          >
            <XCircle aria-hidden="true" className="h-4 w-4" />
            {t('cancelVisit.open')}
          </Button>
        ) : null}
        {!readOnly && cancelled ? (
          <Button
            variant="secondary"
            disabled={restore.isPending || events.isPending}
            onClick={() => {
              restore.reset();
              setDone(null);
              if (!toldOfCancellation) return restoreVisit(false);
              setNotify(true);
              setDialog('restore');
            }}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {t('cancelVisit.undo')}
          </Button>
        ) : null}
        <Button variant="ghost" aria-expanded={showEvents} onClick={() => setShowEvents((shown) => !shown)}>
          <History aria-hidden="true" className="h-4 w-4" />
          {t('events.show')}
        </Button>
      </div>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {restoreError && dialog !== 'restore' ? (
        <Alert title={t('cancelVisit.undoFailed')}>{restoreError}</Alert>
      ) : null}
      {showEvents ? (
        <section aria-label={t('events.show')} className="rounded-lg bg-slate-50 p-3">
          <EventsList appointmentId={appointment.id} />
        </section>
      ) : null}
      {dialog === 'move' ? (
        <MoveAppointmentDialog
          appointment={appointment}
          doctors={doctors}
          onClose={() => setDialog(null)}
          onMoved={(message) => {
            setDialog(null);
            setDone(message);
          }}
        />
      ) : null}
      {dialog === 'restore' ? (
        <ConfirmDialog
          title={t('cancelVisit.undoTitle')}
          description={t('cancelVisit.undoDescription', {
            patient: appointment.patientName,
            when: when(appointment.startsAt),
          })}
          confirmLabel={t('cancelVisit.undo')}
          busy={restore.isPending}
          errorTitle={t('cancelVisit.undoFailed')}
          error={restoreError}
          onClose={() => setDialog(null)}
          onConfirm={() => restoreVisit(notify)}
        >
          <NotifyPatient
            label={t('cancelVisit.undoNotify')}
            hint={t('cancelVisit.undoNotifyHint')}
            checked={notify}
            onChange={setNotify}
          />
        </ConfirmDialog>
      ) : null}
      {dialog === 'cancel' ? (
        <ConfirmDialog
          title={t('cancelVisit.title')}
          description={t('cancelVisit.description', {
            patient: appointment.patientName,
            when: when(appointment.startsAt),
          })}
          confirmLabel={t('cancelVisit.confirm')}
          busy={cancel.isPending}
          errorTitle={t('cancelVisit.failed')}
          error={cancel.error ? t(errorMessageKey(cancel.error)) : undefined}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            cancel.mutate(
              { id: appointment.id, notifyPatient: notify },
              {
                onSuccess: (change) => {
                  setDialog(null);
                  setDone(t(change.patientNotified ? 'cancelVisit.doneNotified' : 'cancelVisit.done'));
                },
              },
            )
          }
        >
          <NotifyPatient
            label={t('cancelVisit.notify')}
            hint={t('cancelVisit.notifyHint')}
            checked={notify}
            onChange={setNotify}
          />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
