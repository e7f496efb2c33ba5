/**
 * The printable day schedule (GET /api/v1/calendar/day.pdf): a link, not a fetch, so the browser's
 * own PDF viewer opens it to print, or saves it.
 */
export function dayScheduleUrl(query: {
  day: string;
  /** The doctors printed; none or absent: every doctor with visits that day. */
  doctorIds?: readonly string[];
  download?: boolean;
}): string {
  const params = new URLSearchParams({ day: query.day });
  if (query.doctorIds?.length) params.set('doctorIds', query.doctorIds.join(','));
  if (query.download) params.set('download', 'true');
  return `/api/v1/calendar/day.pdf?${params.toString()}`;
}
