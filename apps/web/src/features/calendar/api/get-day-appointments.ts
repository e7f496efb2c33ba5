import { useQuery } from '@tanstack/react-query';
import { AppointmentPage } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

/** The appointments of a day in Italy ('today' by default) that take place (not cancelled), earliest first. */
export function useDayAppointments(day = 'today') {
  return useQuery({
    queryKey: [...queryKeys.appointments, 'day', day],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/v1/appointments?${new URLSearchParams({ day, cancelled: 'false' }).toString()}`,
        AppointmentPage,
        {
          signal,
        },
      ),
  });
}
