import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, PatientSummary } from '@studiolo/contracts';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { Loading } from '../components/ui/spinner';
import { useSlot } from '../features/calendar/api/get-slot';
import { useSlotAppointments } from '../features/calendar/api/get-slot-appointments';
import { BookingForm } from '../features/calendar/components/booking-form';
import { SlotLoadError } from '../features/calendar/components/slot-detail';
import { useFormats } from '../lib/use-formats';
import { usePatient } from '../features/patients/api/get-patient';
import { PatientPicker } from '../features/patients/components';
import {
  useBookableServices,
  useCalendarDoctors,
  useCalendarSettings,
  useServicePerformers,
} from './calendar-access';

/**
 * The booking panel over the agenda: a patient into slot `slotId`, at `start` (`HH:mm`, the time
 * clicked) when a visit fits there, with `patientId` chosen when booking from their record.
 */
export function SlotBookingPanel({
  slotId,
  start,
  patientId,
  onBooked,
  onClose,
}: {
  slotId: string;
  start: string | null;
  patientId: string | null;
  onBooked: (appointment: Appointment) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const f = useFormats();
  const doctors = useCalendarDoctors();
  const settings = useCalendarSettings();
  const slot = useSlot(slotId);
  const appointments = useSlotAppointments(slot.data);
  const preset = usePatient(patientId ?? '', { enabled: Boolean(patientId) });
  const [chosenDoctor, setChosenDoctor] = useState('');
  // Undefined until the user picks: the patient being booked, once loaded.
  const [picked, setPicked] = useState<PatientSummary | null | undefined>(undefined);
  const patient = picked === undefined ? (preset.data ?? null) : picked;
  const doctorId = slot.data?.doctorId ?? chosenDoctor;
  const services = useBookableServices(doctorId);
  const performers = useServicePerformers();

  if (!slot.data || appointments.isPending || (patientId && preset.isPending)) {
    return (
      <Dialog side title={t('book.title')} onClose={onClose}>
        {slot.isError ? <SlotLoadError error={slot.error} /> : <Loading />}
        <Button variant="secondary" className="mt-4" onClick={onClose}>
          {t('visit.close')}
        </Button>
      </Dialog>
    );
  }
  const doctor = doctors.list.find((d) => d.id === slot.data.doctorId);
  return (
    <BookingForm
      title={t('book.title')}
      description={t('book.in', {
        doctor: doctor?.name ?? t('slot.unassigned'),
        day: f.longDay(slot.data.startsAt),
        start: f.time(slot.data.startsAt),
        end: f.time(slot.data.endsAt),
      })}
      slot={slot.data}
      appointments={appointments.data ?? []}
      doctors={doctors.list}
      doctorId={doctorId}
      onDoctorChange={setChosenDoctor}
      performers={performers}
      services={services}
      patientId={patient?.id ?? null}
      patientField={(error) => (
        <PatientPicker label={t('book.patient')} value={patient} onChange={setPicked} error={error} />
      )}
      timelineInterval={settings.timelineInterval}
      initialStart={start}
      onBooked={onBooked}
      onCancel={onClose}
    />
  );
}
