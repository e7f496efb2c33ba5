import FullCalendar, {
  type CalendarRef,
  type DateClickInfo,
  type DatesSetInfo,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventDropInfo,
  type EventInput,
  type EventResizeDoneInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import itLocale from '@fullcalendar/react/locales/it';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import resourceTimeGridPlugin from '@fullcalendar/react-scheduler/resource-timegrid';
import scrollGridPlugin from '@fullcalendar/react-scheduler/scrollgrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { ResourceDayHeaderInfo } from '@fullcalendar/react-scheduler';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_TIME_ZONE, visitIsMovable, type Appointment, type Slot } from '@studiolo/contracts';
import type { Formats } from '../../../lib/formats';
import { useFormats } from '../../../lib/use-formats';
import type { CalendarView, CalendarDoctor } from '../calendar-view-state';
import {
  calendarLayout,
  columnOf,
  doctorColumns,
  doctorOfDrop,
  viewOfFc,
  type DoctorColumn,
} from '../resource-columns';
import { visitLanes } from '../visit-lanes';
import './calendar-view.css';

/** Two clicks (or taps) on the same time within this many ms make a double click. */
const DOUBLE_CLICK_MS = 450;
const UNASSIGNED_COLOR = '#64748b';
/**
 * Side by side in a time-grid column at most this many (a slot and its visit, a few doctors); the
 * rest behind '+N'. Twenty doctors' visits at once are unreadable, and drawing them all made a busy
 * week slow to open (npm run bench:calendar-browser).
 */
const EVENT_MAX_STACK = 4;
/** A press this long (ms) picks an event up on a touch screen: long enough not to catch a scroll. */
const TOUCH_DRAG_DELAY_MS = 350;
/**
 * A doctor's column is never narrower than this (px) in a day, and a doctor's part of a day in a
 * week: more than fit scroll sideways inside the calendar, each still readable (time, patient,
 * service in the day; the start and a surname of 13 letters, 'Fontanarosa', whole in the week),
 * the hours staying in view.
 */
const DOCTOR_COLUMN_MIN_PX = { day: 130, week: 120 } as const;
const PLUGINS = [classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin];
/**
 * The doctor columns' plugins, only in a view by doctor: loaded into the plain views they made a
 * busy week's longest main-thread task about 250 ms longer (npm run bench:calendar-browser).
 */
const DOCTOR_PLUGINS = [
  ...PLUGINS,
  resourceTimeGridPlugin,
  // Lets the doctor columns keep their width and scroll sideways (dayMinWidth).
  scrollGridPlugin,
];
const LOCALES = [itLocale, enGbLocale];
/** Where the time grid opens when nothing asks for another time: the start of a clinic's day. */
const DEFAULT_SCROLL_TIME = '08:00';
/** The toolbar's day/week/month buttons set the URL's view; the layout follows from it and the doctors. */
const TOOLBAR = { start: 'prev,next today', center: 'title', end: 'viewDay,viewWeek,viewMonth' };
/**
 * FullCalendar Premium (the doctor columns) is AGPLv3 for open-source projects; Studiolo is
 * AGPL-3.0-or-later, front end and back end (docs/decisions/018-doctor-columns.md).
 */
const SCHEDULER_LICENSE = 'AGPL-My-Frontend-And-Backend-Are-Open-Source';

export interface VisibleRange {
  /** Instants (ISO) of the visible range, for the calendar request. */
  from: string;
  to: string;
  view: CalendarView;
  /** The Italian day the view starts on (`YYYY-MM-DD`), for the URL. */
  date: string;
}

type CalendarEventProps =
  | { kind: 'slot'; slot: Slot; label: string; color: string }
  | { kind: 'appointment'; appointment: Appointment; color: string };

/**
 * Side by side in a doctor's column at most this many visits that overlap in time (a cancelled one
 * and the one booked in its place); more are left to FullCalendar's own layout.
 */
const VISIT_LANES_MAX = 3;

/**
 * A visit shorter than this (minutes) is a line or two tall at the default zoom: its chip keeps the
 * start and the patient's surname on its first line (issue #27).
 */
const SHORT_VISIT_MINUTES = 25;
/**
 * No chip is drawn shorter than this (px): a line of text and the chip's borders, so that a
 * 10-minute visit (about 16 px at the default zoom) still shows its start and the patient.
 */
const EVENT_MIN_HEIGHT_PX = 22;

/** A wall-clock time as FullCalendar hands it to a formatter (in the calendar's zone). */
interface WallTime {
  hour: number;
  minute: number;
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
}

/**
 * FullCalendar's formatters (time axis, event times, day headers) written by the app's own
 * formatter, so that the grid reads as the lists do on 12 and 24 hours ('9:00 AM', '09:00').
 */
function fcFormatters(f: Formats) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = (at: WallTime) => f.clock(`${pad(at.hour)}:${pad(at.minute)}`);
  return {
    time: ({ start, end }: { start: WallTime; end?: WallTime | null }) =>
      end ? `${clock(start)}–${clock(end)}` : clock(start),
    day: ({ start }: { start: WallTime }) =>
      f.dayMonth(`${start.year}-${pad(start.month + 1)}-${pad(start.day)}`),
  };
}

/** A doctor colour at low opacity: slots are the background of the day, appointments stand out. */
function tint(hex: string): string {
  return /^#[0-9a-f]{6}$/i.test(hex) ? `${hex}29` : hex;
}

function EventContent({ arg, f }: { arg: EventDisplayInfo; f: Formats }) {
  const { t } = useTranslation('calendar');
  const props = arg.event.extendedProps as CalendarEventProps;
  if (props.kind === 'slot') {
    const deleted = props.slot.status === 'deleted';
    return (
      <div
        className={`h-full overflow-hidden border-l-4 px-1 text-xs text-slate-800 ${deleted ? 'line-through opacity-70' : ''}`}
        style={{ borderColor: props.color }}
      >
        {/* The title line opens the slot; a click below it books at that time (onEventClick). */}
        <span data-slot-title="">
          <span className="font-semibold">{arg.timeText}</span> <span>{props.label}</span>
          {deleted ? <span className="ml-1 no-underline">({t('slot.deleted')})</span> : null}
        </span>
      </div>
    );
  }
  const { appointment } = props;
  const cancelled = appointment.status === 'cancelled';
  const whole = [
    `${f.time(appointment.startsAt)}–${f.time(appointment.endsAt)}`,
    appointment.patientName,
    appointment.serviceName,
    cancelled ? `(${t('status.cancelled')})` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  // A visit of less than SHORT_VISIT_MINUTES is one line tall at the default zoom: its start and
  // the patient (surname first) on that line. A longer one in a narrow column (a doctor's part of a
  // day in the week) puts the start on its own line and the patient under it. Screen readers always
  // hear both times; the tooltip has the whole visit.
  const short =
    Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt) < SHORT_VISIT_MINUTES * 60_000;
  return (
    <div
      className={`@container h-full w-full min-w-0 overflow-hidden px-1 text-xs ${short ? 'leading-3.5 whitespace-nowrap' : 'leading-4 break-words'} ${cancelled ? 'line-through opacity-80' : ''}`}
      title={whole}
    >
      <span className="sr-only">{`${f.time(appointment.startsAt)}–${f.time(appointment.endsAt)}`}</span>
      <span
        aria-hidden="true"
        className={`font-semibold whitespace-nowrap ${short ? '' : '@max-[9rem]:block'}`}
        data-chip-time=""
      >
        {f.time(appointment.startsAt)}
        <span className={short ? 'hidden' : '@max-[9rem]:hidden'}>–{f.time(appointment.endsAt)}</span>
      </span>{' '}
      {appointment.checkedIn ? (
        <CheckCircle2
          role="img"
          aria-label={t('appointments.checkedIn')}
          className="inline h-3.5 w-3.5 align-text-bottom"
        />
      ) : null}{' '}
      <span className="font-medium" data-chip-patient="">
        {appointment.patientName}
      </span>
      {appointment.serviceName ? <span> · {appointment.serviceName}</span> : null}
      {cancelled ? <span className="ml-1 inline-block font-semibold">({t('status.cancelled')})</span> : null}
    </div>
  );
}

/** A doctor column's header: the doctor's name over a bar in their colour. */
function DoctorHeader({ column }: { column: { title: string; extendedProps: Record<string, unknown> } }) {
  const { color } = column.extendedProps as DoctorColumn['extendedProps'];
  return (
    <span
      className="block truncate border-b-4 px-1 pb-0.5 text-xs font-semibold text-slate-800"
      style={{ borderColor: color }}
      title={column.title}
    >
      {column.title}
    </span>
  );
}

/** The Italian day of an instant string FullCalendar gives (it carries the offset). */
function italianDay(isoWithOffset: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ORGANIZATION_TIME_ZONE }).format(
    new Date(isoWithOffset),
  );
}

/**
 * The time a pointer click fell on inside a slot's block, down to the timeline's step; null for a
 * click on its title line, a key press (Enter opens the slot) or a slot that takes no booking.
 */
function clickedTime(info: EventClickInfo, slot: Slot, stepMinutes: number): string | null {
  const click = info.jsEvent;
  if (slot.status === 'deleted' || !(click instanceof MouseEvent) || click.detail === 0) return null;
  if (click.target instanceof Element && click.target.closest('[data-slot-title]')) return null;
  const box = info.el.getBoundingClientRect();
  if (box.height <= 0) return null;
  const minutes =
    (Math.min(Math.max(click.clientY - box.top, 0), box.height) / box.height) *
    ((Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 60_000);
  const offset = Math.floor(minutes / stepMinutes) * stepMinutes;
  return new Date(Date.parse(slot.startsAt) + offset * 60_000).toISOString();
}

/**
 * FullCalendar's day, week and month views in Italian time: slots as tinted blocks in the doctor's
 * colour (drag to move, pull the edge to resize), appointments on top. A double click on a free
 * time asks for a new slot there; in the month view it opens that day.
 */
export function CalendarView({
  view,
  date,
  slots,
  appointments,
  doctors,
  doctorIds,
  timelineInterval,
  editable,
  onRangeChange,
  onCreateAt,
  onSlotTimeChange,
  onAppointmentDrop,
  onOpenSlot,
  onOpenVisit,
  onBookAt,
  onViewChange,
  scrollTo,
}: {
  view: CalendarView;
  date: string;
  slots: Slot[];
  appointments: Appointment[];
  /** The registry's doctors, in its order: the colours, and the columns of a view by doctor. */
  doctors: readonly CalendarDoctor[];
  /** The doctors of the filter (none: all doctors). */
  doctorIds: readonly string[];
  timelineInterval: number;
  editable: boolean;
  onRangeChange: (range: VisibleRange) => void;
  /** A double click on a free time; `doctorId` when it fell in a doctor's column. */
  onCreateAt: (startsAt: string, doctorId?: string) => void;
  onSlotTimeChange: (slot: Slot, startsAt: string, endsAt: string, revert: () => void) => void;
  /**
   * A visit dropped at another time, day or doctor's column (the board asks before moving it;
   * `revert` puts it back); `doctorId` null when dropped where no doctor is.
   */
  onAppointmentDrop: (
    appointment: Appointment,
    startsAt: string,
    doctorId: string | null,
    revert: () => void,
  ) => void;
  onOpenSlot: (slotId: string) => void;
  /** A click (or Enter) on a visit: the visit itself, over the agenda. */
  onOpenVisit: (appointmentId: string) => void;
  /** A click on a free time of a slot in the day or week view: book there (`startsAt` on the timeline's steps). */
  onBookAt: (slot: Slot, startsAt: string) => void;
  /** The toolbar's day, week or month button. */
  onViewChange: (view: CalendarView) => void;
  /** `HH:mm` the time grid brings into view (a visit just booked); else 08:00. */
  scrollTo?: string | null;
}) {
  const f = useFormats();
  const { t, i18n } = useTranslation('calendar');
  const calendar = useRef<CalendarRef>(null);
  const lastClick = useRef<{
    at: number;
    dateStr: string;
    allDay: boolean;
    columnId: string | undefined;
  } | null>(null);
  const doubleClickAt = useRef<number | null>(null);
  const layout = calendarLayout(view, doctors.length, doctorIds);
  // Each chip names its doctor unless one doctor alone is shown.
  const showDoctor = doctorIds.length !== 1;
  // Each column of the time grid holds one doctor: their availabilities become its background.
  const solo = layout.byDoctor || doctorIds.length === 1 || doctors.length <= 1;
  const byId = useMemo(() => new Map(doctors.map((doctor) => [doctor.id, doctor])), [doctors]);
  const computedColumns = useMemo(
    () =>
      layout.byDoctor
        ? doctorColumns(
            doctors,
            doctorIds,
            [...slots.map((slot) => slot.doctorId), ...appointments.map((visit) => visit.doctorId)],
            { unassigned: t('slot.unassigned'), inactive: t('slot.inactiveDoctor'), grey: UNASSIGNED_COLOR },
          )
        : [],
    [layout.byDoctor, doctors, doctorIds, slots, appointments, t],
  );
  // New data with the same columns keeps the same array: FullCalendar then leaves its columns be.
  const columnsKey = computedColumns
    .map((column) => `${column.id}:${column.title}:${column.extendedProps.color}`)
    .join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says when the columns change
  const columns = useMemo(() => computedColumns, [columnsKey]);

  // The URL leads: back/forward or a link to ?date=…&view=… moves the calendar there.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    if (api.view.type !== layout.type) api.changeView(layout.type, date);
    else if (italianDay(api.view.currentStart.toISOString()) !== date) api.gotoDate(date);
  }, [layout.type, date]);

  // A time asked for later (a booking made over the agenda) is brought into view too.
  useEffect(() => {
    if (scrollTo) calendar.current?.getApi().scrollToTime(`${scrollTo}:00`);
  }, [scrollTo]);

  const events = useMemo<EventInput[]>(() => {
    const lanes = solo ? visitLanes(appointments) : new Map<string, never>();
    const slotEvents = slots.map((slot): EventInput => {
      const doctor = slot.doctorId ? byId.get(slot.doctorId) : undefined;
      const color = doctor?.color ?? UNASSIGNED_COLOR;
      const label = doctor
        ? showDoctor
          ? doctor.name
          : t(`slot.status.${slot.status}`)
        : t('slot.unassigned');
      return {
        id: `slot:${slot.id}`,
        start: slot.startsAt,
        end: slot.endsAt,
        title: label,
        color: tint(color),
        contrastColor: '#0f172a',
        editable: editable && slot.status !== 'deleted',
        // A slot stays with its doctor: moved in time only (its page reassigns it).
        resourceId: columnOf(slot.doctorId),
        resourceEditable: false,
        className: solo && slot.doctorId && slot.status !== 'deleted' ? 'sl-slot' : undefined,
        extendedProps: { kind: 'slot', slot, label, color } satisfies CalendarEventProps,
      };
    });
    const appointmentEvents = appointments.map((appointment): EventInput => {
      const color = byId.get(appointment.doctorId)?.color ?? UNASSIGNED_COLOR;
      const movable = visitIsMovable(appointment.status);
      const lane = lanes.get(appointment.id);
      return {
        id: `appointment:${appointment.id}`,
        start: appointment.startsAt,
        end: appointment.endsAt,
        title: appointment.patientName,
        color: appointment.status === 'cancelled' ? '#94a3b8' : color,
        contrastColor: '#ffffff',
        // Dragged to another time or day: it keeps its length.
        startEditable: editable && movable,
        durationEditable: false,
        // In a view by doctor, dropped in another doctor's column it goes to that doctor.
        resourceId: columnOf(appointment.doctorId),
        resourceEditable: editable && movable,
        // Over its availability, as wide as the column (calendar-view.css).
        className:
          lane && lane.lanes <= VISIT_LANES_MAX ? `sl-appt sl-lane-${lane.lane}-of-${lane.lanes}` : undefined,
        extendedProps: { kind: 'appointment', appointment, color } satisfies CalendarEventProps,
      };
    });
    return [...slotEvents, ...appointmentEvents];
  }, [slots, appointments, byId, showDoctor, editable, solo, t]);

  // The buttons are made once: they call the latest handler.
  const onViewChangeRef = useRef(onViewChange);
  useEffect(() => {
    onViewChangeRef.current = onViewChange;
  }, [onViewChange]);

  // FullCalendar recomputes its dates when an option changes identity: keep them stable.
  const options = useMemo(() => {
    const formats = fcFormatters(f);
    const button = (name: CalendarView) => ({
      text: t(`views.${name}`),
      // Read on a click, never while rendering.
      // eslint-disable-next-line react-hooks/refs
      click: () => onViewChangeRef.current(name),
    });
    return {
      buttons: { viewDay: button('day'), viewWeek: button('week'), viewMonth: button('month') },
      step: { minutes: timelineInterval },
      timeFormat: formats.time,
      dayHeaderFormat: formats.day,
    };
  }, [t, timelineInterval, f]);

  const onDatesSet = (info: DatesSetInfo) => {
    onRangeChange({
      from: new Date(info.startStr).toISOString(),
      to: new Date(info.endStr).toISOString(),
      view: viewOfFc(info.view.type),
      date: italianDay(info.view.currentStart.toISOString()),
    });
  };

  const openAt = (dateStr: string, allDay: boolean, columnId: string | undefined) => {
    lastClick.current = null;
    const api = calendar.current?.getApi();
    if (allDay) api?.changeView(calendarLayout('day', doctors.length, doctorIds).type, dateStr);
    else if (editable) {
      const columnDoctor = columnId ? doctorOfDrop(columnId, '') : null;
      onCreateAt(new Date(dateStr).toISOString(), columnDoctor || undefined);
    }
  };

  // FullCalendar reports a click on a time a moment after the browser's events, and only one of a
  // double click: a double click marks the moment, the click that follows opens it. Two taps on the
  // same time (touch screens have no double click) open it too.
  const onDateClick = (info: DateClickInfo) => {
    const now = Date.now();
    const last = lastClick.current;
    const doubled = doubleClickAt.current !== null && now - doubleClickAt.current <= DOUBLE_CLICK_MS;
    const tappedTwice = last !== null && last.dateStr === info.dateStr && now - last.at <= DOUBLE_CLICK_MS;
    const columnId = info.resource?.id;
    doubleClickAt.current = null;
    if (doubled || tappedTwice) openAt(info.dateStr, info.allDay, columnId);
    else lastClick.current = { at: now, dateStr: info.dateStr, allDay: info.allDay, columnId };
  };

  const onDoubleClick = () => {
    const last = lastClick.current;
    if (last && Date.now() - last.at <= DOUBLE_CLICK_MS) openAt(last.dateStr, last.allDay, last.columnId);
    else doubleClickAt.current = Date.now();
  };

  const onEventClick = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    const props = info.event.extendedProps as CalendarEventProps;
    if (props.kind === 'slot') {
      const startsAt = editable && view !== 'month' ? clickedTime(info, props.slot, timelineInterval) : null;
      if (startsAt) onBookAt(props.slot, startsAt);
      else onOpenSlot(props.slot.id);
    } else onOpenVisit(props.appointment.id);
  };

  const onEventDrop = (info: EventDropInfo) => {
    const props = info.event.extendedProps as CalendarEventProps;
    if (props.kind === 'appointment') {
      if (info.event.startStr) {
        onAppointmentDrop(
          props.appointment,
          new Date(info.event.startStr).toISOString(),
          doctorOfDrop(info.newResource?.id, props.appointment.doctorId),
          info.revert,
        );
      } else info.revert();
      return;
    }
    onSlotChanged(info);
  };

  const onSlotChanged = (info: EventDropInfo | EventResizeDoneInfo) => {
    const props = info.event.extendedProps as CalendarEventProps;
    if (props.kind !== 'slot' || !info.event.startStr || !info.event.endStr) {
      info.revert();
      return;
    }
    onSlotTimeChange(
      props.slot,
      new Date(info.event.startStr).toISOString(),
      new Date(info.event.endStr).toISOString(),
      info.revert,
    );
  };

  return (
    // No text selected while dragging a visit or an availability, nor by a double click.
    <div onDoubleClick={onDoubleClick} className={`sl-calendar select-none ${solo ? 'sl-solo' : ''}`}>
      <FullCalendar
        // A new calendar when the doctor columns come or go: their plugins are not in the plain one.
        key={layout.byDoctor ? 'by-doctor' : 'plain'}
        ref={calendar}
        plugins={layout.byDoctor ? DOCTOR_PLUGINS : PLUGINS}
        locales={LOCALES}
        locale={i18n.language === 'en' ? 'en-gb' : 'it'}
        timeZone={ORGANIZATION_TIME_ZONE}
        initialView={layout.type}
        schedulerLicenseKey={SCHEDULER_LICENSE}
        resources={columns}
        resourceOrder="order"
        datesAboveResources
        dayMinWidth={layout.byDoctor && view !== 'month' ? DOCTOR_COLUMN_MIN_PX[view] : undefined}
        resourceDayHeaderContent={(arg: ResourceDayHeaderInfo) => <DoctorHeader column={arg.resource} />}
        initialDate={date}
        headerToolbar={TOOLBAR}
        headerToolbarClass="sl-toolbar"
        buttons={options.buttons}
        height={760}
        allDaySlot={false}
        timedText={t('views.times')}
        nowIndicator
        scrollTime={`${scrollTo ?? DEFAULT_SCROLL_TIME}:00`}
        slotDuration={options.step}
        snapDuration={options.step}
        slotHeaderFormat={options.timeFormat}
        eventTimeFormat={options.timeFormat}
        dayHeaderFormat={view === 'month' ? undefined : options.dayHeaderFormat}
        dayMaxEvents
        eventMaxStack={EVENT_MAX_STACK}
        eventMinHeight={EVENT_MIN_HEIGHT_PX}
        eventInteractive
        eventLongPressDelay={TOUCH_DRAG_DELAY_MS}
        editable={editable}
        eventDurationEditable={editable}
        events={events}
        eventContent={(arg: EventDisplayInfo) => <EventContent arg={arg} f={f} />}
        datesSet={onDatesSet}
        dateClick={onDateClick}
        eventClick={onEventClick}
        eventDrop={onEventDrop}
        eventResize={onSlotChanged}
      />
    </div>
  );
}
