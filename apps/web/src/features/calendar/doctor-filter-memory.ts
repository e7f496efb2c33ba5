import { readStorage, writeStorage } from '../../lib/storage';
import { formatDoctorIds, parseDoctorIds } from './calendar-view-state';

/** Where the browser remembers a user's doctor filter, per user and organization. */
export const doctorFilterKey = (userId: string, organizationId: string) =>
  `studiolo.calendar.doctors:${userId}:${organizationId}`;

/** The doctors this user last chose in this browser (none: every doctor). */
export const rememberedDoctorIds = (key: string | null): string[] =>
  key ? parseDoctorIds(readStorage(key)) : [];

export function rememberDoctorIds(key: string | null, ids: readonly string[]): void {
  if (key) writeStorage(key, formatDoctorIds(ids));
}
