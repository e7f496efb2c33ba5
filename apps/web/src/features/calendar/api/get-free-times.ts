import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FreeTimes } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/**
 * Where a visit of `durationMinutes` fits on a doctor's day (no doctor: any doctor's, each labelled);
 * the visit being moved counts as free.
 */
export function useFreeTimes(query: {
  day: string;
  doctorId?: string;
  durationMinutes: number;
  appointmentId?: string;
}) {
  const params = new URLSearchParams({
    day: query.day,
    ...(query.doctorId ? { doctorId: query.doctorId } : {}),
    durationMinutes: String(query.durationMinutes),
    ...(query.appointmentId ? { appointmentId: query.appointmentId } : {}),
  });
  return useQuery({
    queryKey: [...calendarKeys.all, 'free-times', params.toString()],
    queryFn: ({ signal }) => apiRequest(`/api/v1/free-times?${params.toString()}`, FreeTimes, { signal }),
    enabled: Boolean(query.day),
    placeholderData: keepPreviousData,
  });
}
