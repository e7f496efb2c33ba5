import type { CalendarView, CalendarDoctor } from './calendar-view-state';

/** The column of the slots no doctor holds yet (shown only when there are some). */
export const UNASSIGNED_COLUMN = 'unassigned';

/**
 * In the week view, a day splits into one sub-column per doctor up to this many doctors, each at
 * least a readable chip wide (time, patient), the week scrolling sideways inside the calendar when
 * they do not fit: four or five doctors' chips side by side in one day read '09:' and 'Fon Gab'
 * (decision 021). Beyond, the week keeps one column per day with chips in each doctor's colour and
 * the legend above it; the doctor filter gives the few a secretary wants.
 */
export const WEEK_DOCTOR_COLUMNS_MAX = 6;

/** How the calendar lays out what it shows: FullCalendar's view, and whether doctors get columns. */
export interface CalendarLayout {
  /** FullCalendar's view type. */
  type: string;
  /** One column per doctor (FullCalendar's resource view). */
  byDoctor: boolean;
}

/**
 * The layout of `view` for the doctors shown: all of them (`doctorIds` empty) or those chosen. The
 * day view gives each doctor a column when there are two or more; the week view does while they fit
 * ({@link WEEK_DOCTOR_COLUMNS_MAX}), days above doctors; the month view never does.
 */
export function calendarLayout(
  view: CalendarView,
  doctorCount: number,
  doctorIds: readonly string[],
): CalendarLayout {
  const shown = doctorIds.length > 0 ? doctorIds.length : doctorCount;
  if (view === 'day' && shown >= 2) return { type: 'resourceTimeGridDay', byDoctor: true };
  if (view === 'week' && shown >= 2 && shown <= WEEK_DOCTOR_COLUMNS_MAX) {
    return { type: 'resourceTimeGridWeek', byDoctor: true };
  }
  return { type: PLAIN_VIEWS[view], byDoctor: false };
}

const PLAIN_VIEWS: Record<CalendarView, string> = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
};

/** The view FullCalendar shows (`resourceTimeGridDay`, `timeGridWeek`…) as the URL names it. */
export function viewOfFc(type: string): CalendarView {
  if (/Day$/.test(type)) return 'day';
  if (/Month$/.test(type)) return 'month';
  return 'week';
}

/** A doctor column as FullCalendar takes it (a resource), in the doctor's colour. */
export interface DoctorColumn {
  id: string;
  title: string;
  /** Left to right (FullCalendar's `resourceOrder`). */
  order: number;
  extendedProps: { color: string; doctorId: string | null };
}

/**
 * The columns of a view by doctor: each doctor shown (the chosen ones, else all), in the registry's
 * order; with no filter, then a column for each other doctor something in view belongs to (one
 * deactivated since), and a last 'unassigned' column when some slot has no doctor. A FullCalendar
 * event outside every column is not drawn: nothing in view may be left without one.
 */
export function doctorColumns(
  doctors: readonly CalendarDoctor[],
  doctorIds: readonly string[],
  inView: readonly (string | null)[],
  labels: { unassigned: string; inactive: string; grey: string },
): DoctorColumn[] {
  const chosen = new Set(doctorIds);
  const shown = chosen.size > 0 ? doctors.filter((doctor) => chosen.has(doctor.id)) : doctors;
  const columns: DoctorColumn[] = shown.map((doctor, order) => ({
    id: doctor.id,
    title: doctor.name,
    order,
    extendedProps: { color: doctor.color, doctorId: doctor.id },
  }));
  if (chosen.size > 0) return columns;
  const known = new Set(columns.map((column) => column.id));
  let unassigned = false;
  for (const id of inView) {
    if (id === null) unassigned = true;
    else if (!known.has(id)) {
      known.add(id);
      columns.push({
        id,
        title: labels.inactive,
        order: columns.length,
        extendedProps: { color: labels.grey, doctorId: id },
      });
    }
  }
  if (unassigned) {
    columns.push({
      id: UNASSIGNED_COLUMN,
      title: labels.unassigned,
      order: columns.length,
      extendedProps: { color: labels.grey, doctorId: null },
    });
  }
  return columns;
}

/** The column an event of `doctorId` (null: no doctor yet) sits in. */
export const columnOf = (doctorId: string | null): string => doctorId ?? UNASSIGNED_COLUMN;

/**
 * The doctor a visit dropped on column `columnId` goes to: that column's doctor, its own doctor when
 * it stayed in its column (or the view has none), null on the unassigned column (a visit always has
 * a doctor: the drop is refused).
 */
export function doctorOfDrop(columnId: string | undefined, current: string): string | null {
  if (columnId === undefined) return current;
  return columnId === UNASSIGNED_COLUMN ? null : columnId;
}
