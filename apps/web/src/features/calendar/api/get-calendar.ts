import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarWindow } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './keys';

export interface CalendarWindowQuery {
  /** Instants (ISO); at most MAX_CALENDAR_RANGE_DAYS apart. */
  from: string;
  to: string;
  /** The doctors shown; none or absent: every doctor. */
  doctorIds?: readonly string[];
  includeDeleted: boolean;
}

/** Slots and appointments of the visible range; the previous range stays on screen while the next loads. */
export function useCalendarWindow(query: CalendarWindowQuery | null) {
  return useQuery({
    queryKey: calendarKeys.window({ ...query, doctorIds: query?.doctorIds?.join(',') }),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from: query!.from, to: query!.to });
      if (query!.doctorIds?.length) params.set('doctorIds', query!.doctorIds.join(','));
      if (query!.includeDeleted) params.set('includeDeleted', 'true');
      return apiRequest(`/api/v1/calendar?${params.toString()}`, CalendarWindow, { signal });
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
