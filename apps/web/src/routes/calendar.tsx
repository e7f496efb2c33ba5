import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Loading } from '../components/ui/spinner';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { CalendarBoard } from '../features/calendar/components/calendar-board';
import { wallClock } from '../features/calendar/time';
import { doctorFilterKey } from '../features/calendar/doctor-filter-memory';
import { usePatient } from '../features/patients/api/get-patient';
import { fullName } from '../features/patients/components/format';
import { errorMessageKey } from '../lib/error-message';
import { useCalendarDoctors, useCalendarSettings, useCanWriteCalendar } from './calendar-access';
import { useCheckInDocumentsSlot } from './check-in-documents';
import { SlotBookingPanel } from './slot-booking';

/** The agenda's day and time (`date`, `at`) of an instant. */
function agendaAt(startsAt: string): { date: string; at: string } {
  const { date, time } = wallClock(startsAt);
  return { date, at: time };
}

/**
 * /calendar: day, week and month of the clinic's slots and appointments. `?book=1&patientId=…`
 * (Prenota, from a patient's record) books that patient at the free time clicked.
 */
export default function CalendarScreen() {
  const { t } = useTranslation(['calendar', 'errors']);
  const [params, setParams] = useSearchParams();
  const bookingId = params.get('book') === '1' ? (params.get('patientId') ?? '') : '';
  const patient = usePatient(bookingId, { enabled: Boolean(bookingId) });
  const doctors = useCalendarDoctors();
  const settings = useCalendarSettings();
  const canEdit = useCanWriteCalendar();
  const { data: me } = useMe();
  const organization = me ? currentOrganization(me) : null;
  const checkInDocuments = useCheckInDocumentsSlot(true);

  const bookSlot = params.get('bookSlot');
  /** The panel closes; `changes` move the agenda (the rest of its place stays). */
  const closeBooking = (changes: Record<string, string> = {}, done = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['bookSlot', 'start', ...(done ? ['book', 'patientId'] : [])]) next.delete(key);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );

  let body;
  if (doctors.isPending) body = <Loading />;
  else if (doctors.isError)
    body = <Alert title={t('doctorsFailed')}>{t(errorMessageKey(doctors.error))}</Alert>;
  else
    body = (
      <>
        {doctors.list.length === 0 ? <Alert tone="info">{t('noDoctors')}</Alert> : null}
        <CalendarBoard
          doctors={doctors.list}
          timelineInterval={settings.timelineInterval}
          canEdit={canEdit}
          filterMemoryKey={me && organization ? doctorFilterKey(me.user.id, organization.id) : null}
          checkInDocuments={checkInDocuments}
          booking={
            bookingId && patient.data ? { patientId: bookingId, patientName: fullName(patient.data) } : null
          }
        />
        {bookSlot ? (
          <SlotBookingPanel
            key={bookSlot}
            slotId={bookSlot}
            start={params.get('start')}
            patientId={params.get('patientId')}
            onClose={() => closeBooking()}
            // The agenda at the time booked, in the same view and filter.
            onBooked={(visit) => closeBooking(agendaAt(visit.startsAt), true)}
          />
        ) : null}
      </>
    );
  return (
    // The top bar names the screen: the grid starts in the first screen (issue #27).
    <div className="mx-auto max-w-7xl space-y-2">
      <h1 className="sr-only">{t('title')}</h1>
      {body}
    </div>
  );
}
