import { useNavigate, useParams } from 'react-router';
import { SlotDetail } from '../features/calendar/components/slot-detail';
import { wallClock } from '../features/calendar/time';
import { useCalendarDoctors, useCalendarSettings, useCanWriteCalendar } from './calendar-access';
import { useCheckInDocumentsSlot } from './check-in-documents';
import { usePatientLinkSlot } from './patient-link';

/** /slots/{id}: a slot with its appointments. */
export default function SlotScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const doctors = useCalendarDoctors();
  const settings = useCalendarSettings();
  const canEdit = useCanWriteCalendar();
  const checkInDocuments = useCheckInDocumentsSlot(true);
  const patientLink = usePatientLinkSlot(checkInDocuments);
  return (
    <SlotDetail
      key={id}
      slotId={id}
      doctors={doctors.list}
      timelineInterval={settings.timelineInterval}
      canEdit={canEdit}
      checkInDocuments={checkInDocuments}
      patientLink={patientLink}
      onDeleted={(slot) =>
        void navigate(`/calendar?date=${wallClock(slot.startsAt).date}`, { replace: true })
      }
    />
  );
}
