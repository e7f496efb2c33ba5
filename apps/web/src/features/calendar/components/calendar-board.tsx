import { CalendarClock, CalendarPlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NEW_SLOT_MINUTES, type CalendarWindow, type Slot } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useCreateSlot } from '../api/create-slot';
import { useCalendarWindow } from '../api/get-calendar';
import { useUpdateSlot } from '../api/update-slot';
import {
  formatDoctorIds,
  readCalendarParams,
  shownDoctorIds,
  type CalendarDoctor,
} from '../calendar-view-state';
import { rememberDoctorIds, rememberedDoctorIds } from '../doctor-filter-memory';
import { calendarLayout } from '../resource-columns';
import { restTimesAfter, slotInput } from '../slot-input';
import { addMinutes, instantOf, todayInItaly, wallClock } from '../time';
import { CalendarView, type VisibleRange } from './calendar-view';
import { DayScheduleLinks } from './day-schedule-links';
import { CalendarOptions } from './calendar-options';
import { DoctorsFilter } from './doctor-filter';
import { DropMoveDialog, type DroppedVisit } from './drop-move-dialog';
import { NewSlotDialog, type NewSlotDefaults } from './new-slot-dialog';
import { UNASSIGNED } from './slot-fields';
import type { CheckInDocumentsSlot } from './appointment-list';
import { VisitDialog } from './visit-dialog';
import { WeeklyHoursDialog } from './weekly-hours-dialog';

interface Notice {
  title?: string;
  message: string;
  tone?: 'success';
}

/**
 * /calendar: the doctors' filter (any of them, 'all doctors' in their colours), 'Show deleted', a
 * new-slot button and the calendar. Where it looks (day, view, doctors, deleted) lives in the URL;
 * the doctors chosen are remembered in the browser too (under `filterMemoryKey`).
 */
export function CalendarBoard({
  doctors,
  timelineInterval,
  canEdit,
  filterMemoryKey,
  booking = null,
  checkInDocuments,
}: {
  doctors: CalendarDoctor[];
  timelineInterval: number;
  canEdit: boolean;
  /** Where this user's doctor filter is remembered (per user and organization); null: nowhere. */
  filterMemoryKey: string | null;
  /** Booking a patient (from their record, `?book=1&patientId=…`): a click on a free time books them. */
  booking?: { patientId: string; patientName: string } | null;
  /** What a visit opened over the agenda shows beside its check-in. */
  checkInDocuments?: CheckInDocumentsSlot;
}) {
  const { t } = useTranslation(['calendar', 'errors']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const place = readCalendarParams(params, window.innerWidth);
  // The URL's doctors, else the ones this user chose last; of them, those still in the registry.
  const doctorIds = shownDoctorIds(doctors, place.doctorIds ?? rememberedDoctorIds(filterMemoryKey));
  const oneDoctor = doctorIds.length === 1 ? doctorIds[0]! : '';
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [newSlot, setNewSlot] = useState<NewSlotDefaults | null>(null);
  const [weeklyHours, setWeeklyHours] = useState(false);
  const [dropped, setDropped] = useState<DroppedVisit | null>(null);
  const createSlot = useCreateSlot();
  const updateSlot = useUpdateSlot();
  const calendar = useCalendarWindow(
    range && {
      from: range.from,
      to: range.to,
      doctorIds,
      includeDeleted: place.showDeleted,
    },
  );
  const byId = useMemo(() => new Map(doctors.map((doctor) => [doctor.id, doctor])), [doctors]);
  const { byDoctor } = calendarLayout(place.view, doctors.length, doctorIds);

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // A remembered choice goes into the URL, so that a reload or a shared link shows the same doctors.
  const rememberedParam =
    place.doctorIds === null && doctorIds.length > 0 ? formatDoctorIds(doctorIds) : null;
  useEffect(() => {
    if (rememberedParam) setParam({ doctor: rememberedParam });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setParam is a new function each render
  }, [rememberedParam]);

  const chooseDoctors = (ids: string[]) => {
    rememberDoctorIds(filterMemoryKey, ids);
    setParam({ doctor: formatDoctorIds(ids) });
  };

  const onRangeChange = (next: VisibleRange) => {
    setRange((current) =>
      current && current.from === next.from && current.to === next.to && current.view === next.view
        ? current
        : next,
    );
    if (next.date !== params.get('date') || next.view !== params.get('view')) {
      setParam({ date: next.date, view: next.view });
    }
  };

  const onCreateAt = (startsAt: string, columnDoctorId?: string) => {
    setNotice(null);
    const endsAt = addMinutes(startsAt, NEW_SLOT_MINUTES);
    if (!oneDoctor) {
      const start = wallClock(startsAt);
      setNewSlot({
        // In a doctor's column, that doctor; else the first one shown (the dialog asks).
        doctorId: columnDoctorId ?? doctorIds[0] ?? doctors[0]?.id ?? UNASSIGNED,
        date: start.date,
        start: start.time,
        end: wallClock(endsAt).time,
      });
      return;
    }
    createSlot.mutate(
      { doctorId: oneDoctor, startsAt, endsAt, restTimes: [] },
      {
        onError: (error) => setNotice({ title: t('create.failed'), message: t(errorMessageKey(error)) }),
      },
    );
  };

  /**
   * A click on a free time of a slot: the booking panel over the agenda at that time (the patient
   * being booked, `patientId`, is in the address already).
   */
  const onBookAt = (slot: Slot, startsAt: string) =>
    setParam({ bookSlot: slot.id, start: wallClock(startsAt).time });

  const onSlotTimeChange = (slot: Slot, startsAt: string, endsAt: string, revert: () => void) => {
    setNotice(null);
    updateSlot.mutate(
      {
        id: slot.id,
        input: slotInput(slot, { startsAt, endsAt, restTimes: restTimesAfter(slot, startsAt, endsAt) }),
      },
      {
        onError: (error) => {
          revert();
          setNotice({ title: t('update.failed'), message: t(errorMessageKey(error)) });
        },
      },
    );
  };

  const today = todayInItaly();
  // New slots start on the day in view, never in the past (a week in view starts on its Monday).
  const firstFreeDay = place.date < today ? today : place.date;
  // The day a user looks at: the day view's, else today when the week or month in view holds it,
  // else its first day. 'Giorno' opens it, 'Stampa' prints it.
  const todayInView =
    place.view === 'month'
      ? today.slice(0, 7) === place.date.slice(0, 7)
      : range !== null && romeDayIn(today, range);
  const dayInView = place.view !== 'day' && todayInView ? today : place.date;

  const openNewSlot = () =>
    setNewSlot({
      doctorId: doctorIds[0] ?? doctors[0]?.id ?? UNASSIGNED,
      date: firstFreeDay,
      start: '09:00',
      end: '11:00',
    });

  const data = calendar.data;
  // The visit opened over the agenda (`?visit=<id>`), as the calendar has it: fresh after each change.
  const visitId = params.get('visit');
  const openVisit = visitId
    ? data?.appointments.find((appointment) => appointment.id === visitId)
    : undefined;
  const empty = data && data.slots.length === 0 && data.appointments.length === 0;

  return (
    <div className="space-y-2">
      {/* One toolbar (issue #27): the doctors (their chips are the colours' legend), the day's print,
          the hours, a new slot, and the options with the hints, so that the grid starts high. */}
      <div className="flex flex-wrap items-center gap-2 md:flex-nowrap">
        <div className="min-w-0 flex-1">
          {doctors.length > 0 ? (
            <DoctorsFilter doctors={doctors} value={doctorIds} onChange={chooseDoctors} />
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {calendar.isFetching ? (
            <span role="status" className="flex items-center text-sm text-slate-600">
              <Spinner className="h-4 w-4 text-brand-700" />
              <span className="sr-only">{t('loading')}</span>
            </span>
          ) : null}
          <DayScheduleLinks day={dayInView} doctorIds={doctorIds} compact />
          {canEdit && doctors.length > 0 ? (
            <Button variant="secondary" title={t('hours.open')} onClick={() => setWeeklyHours(true)}>
              <CalendarClock aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('hours.open')}</span>
            </Button>
          ) : null}
          {canEdit ? (
            <Button title={t('toolbar.newSlot')} onClick={openNewSlot}>
              <CalendarPlus aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only xl:not-sr-only">{t('toolbar.newSlot')}</span>
            </Button>
          ) : null}
          <CalendarOptions>
            <Switch
              label={t('toolbar.showDeleted')}
              checked={place.showDeleted}
              onChange={(checked) => setParam({ deleted: checked ? '1' : null })}
            />
            <p className="text-sm text-slate-600">{t('lead')}</p>
            {canEdit ? (
              <p className="text-sm text-slate-600">
                {t('hint')} {t('reschedule.dragHint')}
                {byDoctor ? ` ${t('reschedule.dragHintColumns')}` : null}
              </p>
            ) : null}
          </CalendarOptions>
        </div>
      </div>

      {booking ? (
        <Alert tone="info" title={t('booking.title', { name: booking.patientName })}>
          <p>{t('booking.hint')}</p>
          <Button
            variant="secondary"
            className="mt-2"
            onClick={() => setParam({ book: null, patientId: null })}
          >
            {t('booking.cancel')}
          </Button>
        </Alert>
      ) : null}
      {notice ? (
        <Alert title={notice.title} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}
      {calendar.isError ? (
        <Alert title={t('loadFailed')}>
          <p>{t(errorMessageKey(calendar.error))}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void calendar.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      {empty ? <Alert tone="info">{canEdit ? t('empty.canEdit') : t('empty.readOnly')}</Alert> : null}

      <div className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm">
        <CalendarView
          view={place.view}
          date={place.date}
          slots={data?.slots ?? []}
          appointments={data?.appointments ?? []}
          doctors={doctors}
          doctorIds={doctorIds}
          timelineInterval={timelineInterval}
          editable={canEdit}
          onRangeChange={onRangeChange}
          onCreateAt={onCreateAt}
          onSlotTimeChange={onSlotTimeChange}
          onAppointmentDrop={(appointment, startsAt, doctorId, revert) => {
            if (doctorId === null) {
              revert();
              setNotice({ message: t('reschedule.noDoctorColumn') });
              return;
            }
            setNotice(null);
            setDropped({
              appointment,
              startsAt,
              doctor: doctorId === appointment.doctorId ? null : (byId.get(doctorId) ?? null),
              fromDoctor: byId.get(appointment.doctorId) ?? null,
              revert,
            });
          }}
          onViewChange={(view) => setParam(view === 'day' ? { view, date: dayInView } : { view })}
          onOpenSlot={(id) => void navigate(`/slots/${id}`)}
          onOpenVisit={(id) => setParam({ visit: id })}
          scrollTo={params.get('at') ?? firstHour(data)}
          onBookAt={onBookAt}
        />
      </div>

      {openVisit ? (
        <VisitDialog
          appointment={openVisit}
          doctors={doctors}
          readOnly={!canEdit}
          checkInDocuments={checkInDocuments}
          onClose={() => setParam({ visit: null })}
        />
      ) : null}
      {dropped ? (
        <DropMoveDialog
          drop={dropped}
          onDone={(message) => {
            setDropped(null);
            if (message) setNotice({ message, tone: 'success' });
          }}
        />
      ) : null}
      {newSlot ? (
        <NewSlotDialog
          doctors={doctors}
          defaults={newSlot}
          timelineInterval={timelineInterval}
          onClose={() => setNewSlot(null)}
          onCreated={() => setNewSlot(null)}
        />
      ) : null}
      {weeklyHours ? (
        <WeeklyHoursDialog
          doctors={doctors}
          doctorId={doctorIds[0] ?? doctors[0]!.id}
          from={firstFreeDay}
          timelineInterval={timelineInterval}
          onClose={() => setWeeklyHours(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * The hour (`HH:00`) the time grid opens at: that of the earliest visit in view (by the clock, across
 * the days shown), else of the earliest availability; null when nothing is in view (08:00). On a
 * phone the day's first visit is then in view without scrolling (issue #27).
 */
function firstHour(data: CalendarWindow | undefined): string | null {
  if (!data) return null;
  const visits = data.appointments.filter((visit) => visit.status !== 'cancelled');
  const starts = (visits.length > 0 ? visits : data.slots).map((item) => wallClock(item.startsAt).time);
  if (starts.length === 0) return null;
  return `${starts.sort()[0]!.slice(0, 2)}:00`;
}

/** Whether the Italian day `date` starts inside the visible range. */
function romeDayIn(date: string, range: VisibleRange): boolean {
  const start = instantOf(date, '00:00');
  return (
    start !== null && Date.parse(start) >= Date.parse(range.from) && Date.parse(start) < Date.parse(range.to)
  );
}
