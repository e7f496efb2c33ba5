import { useTranslation } from 'react-i18next';
import type { Appointment } from '@studiolo/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useFormats } from '../../../lib/use-formats';
import type { CalendarDoctor } from '../calendar-view-state';
import { AppointmentList, type CheckInDocumentsSlot } from './appointment-list';

/**
 * A visit clicked in the agenda, over it: when and with whom, check-in, state, payment, move and
 * cancel (the slot page's row), with links to its patient's record and its availability.
 */
export function VisitDialog({
  appointment,
  doctors,
  readOnly,
  checkInDocuments,
  onClose,
}: {
  appointment: Appointment;
  doctors: CalendarDoctor[];
  readOnly: boolean;
  checkInDocuments?: CheckInDocumentsSlot;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const f = useFormats();
  const doctorNames = new Map(doctors.map((doctor) => [doctor.id, doctor.name]));
  return (
    <Dialog
      wide
      title={appointment.patientName}
      description={t('visit.when', {
        day: f.longDay(appointment.startsAt),
        start: f.time(appointment.startsAt),
        end: f.time(appointment.endsAt),
      })}
      onClose={onClose}
    >
      <AppointmentList
        appointments={[appointment]}
        doctors={doctors}
        loading={false}
        error={null}
        readOnly={readOnly}
        doctorNames={doctorNames}
        checkInDocuments={checkInDocuments}
      />
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        {appointment.patientId ? (
          <ButtonLink variant="secondary" to={`/patients/${appointment.patientId}`}>
            {t('visit.patient')}
          </ButtonLink>
        ) : null}
        <Button onClick={onClose}>{t('visit.close')}</Button>
      </div>
    </Dialog>
  );
}
