import { useQuery } from '@tanstack/react-query';
import { CalendarWindow, type Slot } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** The appointments booked into a slot (the calendar window of its time, kept to the slot's own). */
export function useSlotAppointments(slot: Slot | undefined) {
  return useQuery({
    queryKey: [...calendarKeys.slot(slot?.id ?? ''), 'appointments', slot?.startsAt, slot?.endsAt],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ from: slot!.startsAt, to: slot!.endsAt, includeDeleted: 'true' });
      if (slot!.doctorId) params.set('doctorId', slot!.doctorId);
      const window = await apiRequest(`/api/v1/calendar?${params.toString()}`, CalendarWindow, { signal });
      return window.appointments
        .filter((appointment) => appointment.slotId === slot!.id)
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    },
    enabled: Boolean(slot),
  });
}
