import { useQuery } from '@tanstack/react-query';
import { AppointmentEvents } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { appointmentPath, calendarKeys } from './keys';

/** A visit's history: moves (from → to), cancellations and their undoing, newest first. */
export function useAppointmentEvents(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...calendarKeys.all, 'events', id],
    queryFn: ({ signal }) => apiRequest(`${appointmentPath(id)}/events`, AppointmentEvents, { signal }),
    enabled,
  });
}
