import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { CalendarBoard } from '../features/calendar/components/calendar-board';
import { doctorFilterKey } from '../features/calendar/doctor-filter-memory';
import { usePatient } from '../features/patients/api/get-patient';
import { fullName } from '../features/patients/components/format';
import { errorMessageKey } from '../lib/error-message';
import { useCalendarDoctors, useCalendarSettings, useCanWriteCalendar } from './calendar-access';

/**
 * /calendar: day, week and month of the clinic's slots and appointments. `?book=1&patientId=…`
 * (Prenota, from a patient's record) books that patient at the free time clicked.
 */
export default function CalendarScreen() {
  const { t } = useTranslation(['calendar', 'errors']);
  const [params] = useSearchParams();
  const bookingId = params.get('book') === '1' ? (params.get('patientId') ?? '') : '';
  const patient = usePatient(bookingId, { enabled: Boolean(bookingId) });
  const doctors = useCalendarDoctors();
  const settings = useCalendarSettings();
  const canEdit = useCanWriteCalendar();
  const { data: me } = useMe();
  const organization = me ? currentOrganization(me) : null;

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
          booking={
            bookingId && patient.data ? { patientId: bookingId, patientName: fullName(patient.data) } : null
          }
        />
      </>
    );
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      {body}
    </div>
  );
}
