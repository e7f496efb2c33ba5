import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { PatientSummary } from '@studiolo/contracts';
import { Card } from '../components/ui/card';
import { Loading } from '../components/ui/spinner';
import { useSlot } from '../features/calendar/api/get-slot';
import { useSlotAppointments } from '../features/calendar/api/get-slot-appointments';
import { BookingForm } from '../features/calendar/components/booking-form';
import { BackToCalendar, SlotHeading, SlotLoadError } from '../features/calendar/components/slot-detail';
import { PatientPicker } from '../features/patients/components';
import { useBookableServices, useCalendarDoctors, useCalendarSettings } from './calendar-access';

/** /slots/{id}/patient: book a patient into the slot, then back to the slot. */
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
  const [chosenDoctor, setChosenDoctor] = useState('');
  const [patient, setPatient] = useState<PatientSummary | null>(null);
  const doctorId = slot.data?.doctorId ?? chosenDoctor;
  const services = useBookableServices(doctorId);

  if (slot.isError && !slot.data) return <SlotLoadError error={slot.error} />;
  if (!slot.data || appointments.isPending) return <Loading />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackToCalendar slot={slot.data} />
      <SlotHeading
        slot={slot.data}
        doctors={doctors.list}
        hoursFormat={settings.hoursFormat}
        eyebrow={t('book.title')}
      />
      <Card>
        <BookingForm
          slot={slot.data}
          appointments={appointments.data ?? []}
          doctors={doctors.list}
          doctorId={doctorId}
          onDoctorChange={setChosenDoctor}
          services={services}
          patientId={patient?.id ?? null}
          patientField={<PatientPicker label={t('book.patient')} value={patient} onChange={setPatient} />}
          timelineInterval={settings.timelineInterval}
          onBooked={() => void navigate(`/slots/${id}`)}
        />
      </Card>
    </div>
  );
}
