import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { PatientSummary } from '@studiolo/contracts';
import { Card } from '../components/ui/card';
import { Loading } from '../components/ui/spinner';
import { useSlot } from '../features/calendar/api/get-slot';
import { useSlotAppointments } from '../features/calendar/api/get-slot-appointments';
import { BookingForm } from '../features/calendar/components/booking-form';
import { BackToCalendar, SlotHeading, SlotLoadError } from '../features/calendar/components/slot-detail';
import { usePatient } from '../features/patients/api/get-patient';
import { PatientPicker } from '../features/patients/components';
import {
  useBookableServices,
  useCalendarDoctors,
  useCalendarSettings,
  useServicePerformers,
} from './calendar-access';

/**
 * /slots/{id}/patient: book a patient into the slot, then back to the slot. `?start=HH:mm` is the
 * time clicked in the calendar, `?patientId=…` the patient being booked (from their record).
 */
export default function SlotPatientScreen() {
  const { id = '' } = useParams();
  return <SlotBooking key={id} id={id} />;
}

function SlotBooking({ id }: { id: string }) {
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  const doctors = useCalendarDoctors();
  const settings = useCalendarSettings();
  const slot = useSlot(id);
  const appointments = useSlotAppointments(slot.data);
  const [params] = useSearchParams();
  const presetId = params.get('patientId') ?? '';
  const preset = usePatient(presetId, { enabled: Boolean(presetId) });
  const [chosenDoctor, setChosenDoctor] = useState('');
  // Undefined until the user picks: the patient being booked, once loaded.
  const [picked, setPicked] = useState<PatientSummary | null | undefined>(undefined);
  const patient = picked === undefined ? (preset.data ?? null) : picked;
  const doctorId = slot.data?.doctorId ?? chosenDoctor;
  const services = useBookableServices(doctorId);
  const performers = useServicePerformers();

  if (slot.isError && !slot.data) return <SlotLoadError error={slot.error} />;
  if (!slot.data || appointments.isPending || (presetId && preset.isPending)) return <Loading />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackToCalendar slot={slot.data} />
      <SlotHeading slot={slot.data} doctors={doctors.list} eyebrow={t('book.title')} />
      <Card>
        <BookingForm
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
          initialStart={params.get('start')}
          onBooked={() => void navigate(`/slots/${id}`)}
        />
      </Card>
    </div>
  );
}
