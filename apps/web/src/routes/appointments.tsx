import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { AppointmentStatus, type PatientSummary } from '@studiolo/contracts';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { SelectField } from '../components/ui/field';
import { PageHeader } from '../components/ui/page-header';
import { Spinner } from '../components/ui/spinner';
import { useAppointments } from '../features/calendar/api/get-appointments';
import { AppointmentList } from '../features/calendar/components/appointment-list';
import { DayScheduleLinks } from '../features/calendar/components/day-schedule-links';
import { DoctorFilter } from '../features/calendar/components/doctor-filter';
import { WaitingListCard, type PatientField } from '../features/calendar/components/waiting-list-card';
import { instantOf, isIsoDate, todayInItaly } from '../features/calendar/time';
import { useFormats } from '../lib/use-formats';
import { PatientPicker } from '../features/patients/components';
import { useCheckInDocumentsSlot } from './check-in-documents';
import { usePatientLinkSlot } from './patient-link';
import {
  useBookableServices,
  useServicePerformers,
  useCalendarDoctors,
  useCalendarSettings,
  useCanWriteCalendar,
} from './calendar-access';
import { DateField } from '../components/ui/date-field';

const PAGE_SIZE = 50;

const shiftDay = (day: string, days: number) => Temporal.PlainDate.from(day).add({ days }).toString();

/** The filters of the list, kept in the address so that a reload or a shared link shows the same. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const day = params.get('day');
  const status = AppointmentStatus.safeParse(params.get('status'));
  const checkedIn = params.get('checkedIn');
  const filters = {
    day: isIsoDate(day) ? day : todayInItaly(),
    doctorId: params.get('doctor') ?? '',
    status: status.success ? status.data : undefined,
    checkedIn: checkedIn === 'true' ? true : checkedIn === 'false' ? false : undefined,
    page: Math.max(0, Number(params.get('page')) || 0),
  };
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: null, ...changes })) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return { filters, set };
}

/** The patient picker for the waiting list, holding the chosen patient it shows. */
function WaitingPatient({ label, onChange, error }: Parameters<PatientField>[0]) {
  const [patient, setPatient] = useState<PatientSummary | null>(null);
  return (
    <PatientPicker
      label={label}
      value={patient}
      error={error}
      onChange={(picked) => {
        setPatient(picked);
        onChange(picked?.id ?? null);
      }}
    />
  );
}

/** /appointments: a day's visits with check-in, status and payment, filtered; and the waiting list. */
export default function AppointmentsScreen() {
  const f = useFormats();
  const { t } = useTranslation(['calendar', 'common']);
  const { filters, set } = useFilters();
  const doctors = useCalendarDoctors();
  const settings = useCalendarSettings();
  const canEdit = useCanWriteCalendar();
  const checkInDocuments = useCheckInDocumentsSlot(false);
  const patientLink = usePatientLinkSlot(checkInDocuments);
  const services = useBookableServices('');
  const performers = useServicePerformers();
  const list = useAppointments({
    day: filters.day,
    doctorId: filters.doctorId || undefined,
    status: filters.status,
    checkedIn: filters.checkedIn,
    limit: PAGE_SIZE,
    offset: filters.page * PAGE_SIZE,
  });
  const names = new Map(doctors.list.map((doctor) => [doctor.id, doctor.name]));
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const isToday = filters.day === todayInItaly();

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={t('list.title')}
        lead={t('list.lead')}
        actions={
          <DayScheduleLinks day={filters.day} doctorIds={filters.doctorId ? [filters.doctorId] : []} />
        }
      />
      <Card>
        <div role="search" aria-label={t('list.filters')} className="flex flex-wrap items-end gap-3">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('list.previousDay')}
            onClick={() => set({ day: shiftDay(filters.day, -1) })}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          </Button>
          <DateField
            label={t('list.day')}
            value={filters.day}
            // A day still being typed leaves the list on the day shown.
            onChange={(day) => (day ? set({ day }) : undefined)}
            containerClassName="w-48"
          />
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('list.nextDay')}
            onClick={() => set({ day: shiftDay(filters.day, 1) })}
          >
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button variant="ghost" disabled={isToday} onClick={() => set({ day: null })}>
            {t('list.today')}
          </Button>
          <DoctorFilter
            className="w-56"
            doctors={doctors.list}
            value={filters.doctorId}
            onChange={(doctor) => set({ doctor })}
          />
          <SelectField
            containerClassName="w-44"
            label={t('appointments.status')}
            value={filters.status ?? ''}
            onChange={(event) => set({ status: event.target.value })}
            options={[
              { value: '', label: t('list.anyStatus') },
              ...AppointmentStatus.options.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
          />
          <SelectField
            containerClassName="w-48"
            label={t('list.checkIn')}
            value={filters.checkedIn === undefined ? '' : String(filters.checkedIn)}
            onChange={(event) => set({ checkedIn: event.target.value })}
            options={[
              { value: '', label: t('list.anyCheckIn') },
              { value: 'true', label: t('appointments.checkedIn') },
              { value: 'false', label: t('appointments.notCheckedIn') },
            ]}
          />
        </div>
      </Card>
      <Card
        title={f.longDay(instantOf(filters.day, '12:00') ?? '')}
        description={list.data ? t('list.count', { count: total }) : undefined}
        actions={list.isFetching && !list.isPending ? <Spinner className="h-4 w-4 text-brand-700" /> : null}
      >
        <AppointmentList
          appointments={list.data?.items}
          doctors={doctors.list}
          loading={list.isPending}
          error={list.error}
          readOnly={!canEdit}
          doctorNames={names}
          emptyMessage={t('list.empty')}
          checkInDocuments={checkInDocuments}
          patientLink={patientLink}
        />
        {pages > 1 ? (
          <nav aria-label={t('list.pages')} className="mt-4 flex items-center justify-between gap-3">
            <Button
              variant="secondary"
              disabled={filters.page === 0}
              onClick={() => set({ page: String(filters.page - 1) })}
            >
              {t('common:previous')}
            </Button>
            <span className="text-sm text-slate-600">
              {t('list.page', { page: filters.page + 1, pages })}
            </span>
            <Button
              variant="secondary"
              disabled={filters.page + 1 >= pages}
              onClick={() => set({ page: String(filters.page + 1) })}
            >
              {t('common:next')}
            </Button>
          </nav>
        ) : null}
      </Card>
      <WaitingListCard
        services={services}
        doctors={doctors.list}
        performers={performers}
        timelineInterval={settings.timelineInterval}
        canEdit={canEdit}
        patientField={(props) => <WaitingPatient {...props} />}
      />
    </div>
  );
}
