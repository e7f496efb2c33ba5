import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@studiolo/contracts';
import type { CalendarDoctor } from '../calendar-view-state';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessageKey } from '../../../lib/error-message';
import { useMoveAppointment } from '../api/move-appointment';
import { useMovedMessage, useVisitWhen } from './move-appointment-dialog';
import { MoveButtons, NotifyPatient } from './notify-patient';

/** A visit dropped on the calendar at `startsAt`: where it goes, and whether to tell the patient. */
export interface DroppedVisit {
  appointment: Appointment;
  startsAt: string;
  /** Dropped in another doctor's column: that doctor (null: the same doctor). */
  doctor: CalendarDoctor | null;
  /** Its doctor now, named when it changes doctor. */
  fromDoctor: CalendarDoctor | null;
  revert: () => void;
}

/**
 * Asks before moving a visit dragged on the calendar ('Spostare l'appuntamento?'), with 'Avvisa il
 * paziente'. Cancelling, or a refusal (a taken time, outside the doctor's slots), puts it back.
 */
export function DropMoveDialog({
  drop,
  onDone,
}: {
  drop: DroppedVisit;
  onDone: (message: string | null) => void;
}) {
  const { t } = useTranslation(['calendar', 'errors', 'common']);
  const when = useVisitWhen();
  const movedMessage = useMovedMessage();
  const move = useMoveAppointment();
  const [notify, setNotify] = useState(true);
  const { appointment, startsAt, doctor } = drop;

  const close = () => {
    drop.revert();
    onDone(null);
  };
  const confirm = () =>
    move.mutate(
      {
        id: appointment.id,
        input: { startsAt, doctorId: doctor?.id ?? appointment.doctorId, notifyPatient: notify },
      },
      { onSuccess: (change) => onDone(movedMessage(change, notify)) },
    );

  return (
    <Dialog
      title={t('reschedule.dropTitle')}
      description={
        doctor
          ? t('reschedule.dropDescriptionDoctor', {
              patient: appointment.patientName,
              from: when(appointment.startsAt),
              fromDoctor: drop.fromDoctor?.name ?? t('slot.inactiveDoctor'),
              to: when(startsAt),
              toDoctor: doctor.name,
            })
          : t('reschedule.dropDescription', {
              patient: appointment.patientName,
              from: when(appointment.startsAt),
              to: when(startsAt),
            })
      }
      onClose={close}
    >
      {move.isError ? (
        <Alert className="mb-4" title={t('reschedule.failed')}>
          {t(errorMessageKey(move.error))}
        </Alert>
      ) : null}
      <NotifyPatient
        label={t('reschedule.notify')}
        hint={t('reschedule.notifyHint')}
        checked={notify}
        onChange={setNotify}
      />
      <MoveButtons busy={move.isPending} disabled={move.isError} onCancel={close} onSubmit={confirm} />
    </Dialog>
  );
}
