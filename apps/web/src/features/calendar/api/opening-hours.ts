import { useMutation, useQuery } from '@tanstack/react-query';
import { OpeningHours, OpeningHoursReport, type ApplyOpeningHoursInput } from '@studiolo/contracts';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { calendarKeys, refreshCalendar } from './keys';

const path = (doctorId: string) => `/api/v1/doctors/${encodeURIComponent(doctorId)}/opening-hours`;

/** The doctor's weekly hours as last applied (no ranges when never). */
export function useOpeningHours(doctorId: string) {
  return useQuery({
    queryKey: [...calendarKeys.all, 'opening-hours', doctorId],
    queryFn: ({ signal }) => apiRequest(path(doctorId), OpeningHours, { signal }),
    enabled: Boolean(doctorId),
  });
}

/** What applying would make (a dry run: nothing is written), while the form is valid. */
export function useOpeningHoursPreview(doctorId: string, input: ApplyOpeningHoursInput | null) {
  return useQuery({
    queryKey: [...calendarKeys.all, 'opening-hours-preview', doctorId, input],
    queryFn: () => apiSend(`${path(doctorId)}/apply`, { ...input, dryRun: true }, OpeningHoursReport),
    enabled: Boolean(doctorId && input),
  });
}

/** Creates the template's slots in one go; the report says what was made and what was skipped. */
export function useApplyOpeningHours() {
  return useMutation({
    mutationFn: ({ doctorId, input }: { doctorId: string; input: ApplyOpeningHoursInput }) =>
      apiSend(`${path(doctorId)}/apply`, { ...input, dryRun: false }, OpeningHoursReport),
    onSuccess: refreshCalendar,
  });
}
