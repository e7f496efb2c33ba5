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

/** The calendar's place from the URL (`?date=2026-12-07&view=week&doctor=…&deleted=1`), with defaults. */
export function readCalendarParams(params: URLSearchParams, screenWidth: number) {
  const view = params.get('view');
  const date = params.get('date');
  return {
    view: CALENDAR_VIEWS.find((v) => v === view) ?? (screenWidth < NARROW_SCREEN_PX ? 'day' : 'week'),
    date: isIsoDate(date) ? date : todayInItaly(),
    doctorId: params.get('doctor') ?? '',
    showDeleted: params.get('deleted') === '1',
  };
}
