import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/** Calendar queries live under 'appointments': a booking changes the calendar, the day lists and the dashboard. */
export const calendarKeys = {
  all: queryKeys.appointments,
  window: (query: Record<string, string | boolean | undefined>) =>
    [...queryKeys.appointments, 'calendar', query] as const,
  slot: (id: string) => [...queryKeys.appointments, 'slot', id] as const,
  waitingList: [...queryKeys.appointments, 'waiting-list'] as const,
};

export const slotPath = (id: string) => `/api/v1/slots/${encodeURIComponent(id)}`;
export const waitingPath = (id: string) => `/api/v1/waiting-list/${encodeURIComponent(id)}`;
export const appointmentPath = (id: string) => `/api/v1/appointments/${encodeURIComponent(id)}`;

/** After any calendar write: every window, slot and day list, and the activity log. */
export function refreshCalendar(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
  void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
}
