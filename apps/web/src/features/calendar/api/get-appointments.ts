import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AppointmentPage, type AppointmentStatus } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './keys';

export interface AppointmentFilters {
  /** `YYYY-MM-DD`, a day in Italy. */
  day: string;
  doctorId?: string;
  status?: AppointmentStatus;
  checkedIn?: boolean;
  limit: number;
  offset: number;
}

/** /appointments: one day's visits, filtered, a page at a time; the page stays while the next loads. */
export function useAppointments(filters: AppointmentFilters) {
  return useQuery({
    queryKey: [...calendarKeys.all, 'list', filters],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        day: filters.day,
        limit: String(filters.limit),
        offset: String(filters.offset),
      });
      if (filters.doctorId) params.set('doctorId', filters.doctorId);
      if (filters.status) params.set('status', filters.status);
      if (filters.checkedIn !== undefined) params.set('checkedIn', String(filters.checkedIn));
      return apiRequest(`/api/v1/appointments?${params.toString()}`, AppointmentPage, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
