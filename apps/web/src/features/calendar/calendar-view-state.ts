import { isIsoDate, todayInItaly } from './time';

/** What the calendar needs of a doctor: the screen maps the registry's doctors to this. */
export interface CalendarDoctor {
  id: string;
  name: string;
  color: string;
}

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** Below this width (a phone, a narrow window) the calendar opens on one day. */
const NARROW_SCREEN_PX = 768;

/** The doctors of the filter as the URL and the browser's memory write them: ids, comma separated. */
export function parseDoctorIds(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

export const formatDoctorIds = (ids: readonly string[]): string => ids.join(',');

/**
 * The doctors the calendar shows: those of the filter still in the registry, in its order; none
 * (every doctor) when the filter names none of them.
 */
export function shownDoctorIds(doctors: readonly CalendarDoctor[], chosen: readonly string[]): string[] {
  const wanted = new Set(chosen);
  return doctors.filter((doctor) => wanted.has(doctor.id)).map((doctor) => doctor.id);
}

/**
 * The calendar's place from the URL (`?date=2026-12-07&view=week&doctor=<id>,<id>&deleted=1`), with
 * defaults. `doctorIds` is null when the URL does not name the doctors (the remembered choice applies).
 */
export function readCalendarParams(params: URLSearchParams, screenWidth: number) {
  const view = params.get('view');
  const date = params.get('date');
  return {
    view: CALENDAR_VIEWS.find((v) => v === view) ?? (screenWidth < NARROW_SCREEN_PX ? 'day' : 'week'),
    date: isIsoDate(date) ? date : todayInItaly(),
    doctorIds: params.has('doctor') ? parseDoctorIds(params.get('doctor')) : null,
    showDeleted: params.get('deleted') === '1',
  };
}
