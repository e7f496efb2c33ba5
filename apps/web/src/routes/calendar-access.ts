import { can, DEFAULT_SETTINGS } from '@studiolo/contracts';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import type { CalendarDoctor } from '../features/calendar/calendar-view-state';
import { useDoctors } from '../features/registry/api/get-doctors';
import { doctorName } from '../features/registry/components/doctor-name';
import { useSettings } from '../features/settings/api/get-settings';

/** Whether the user may create and change slots and appointments (the server answers 403 otherwise). */
export function useCanWriteCalendar(): boolean {
  const { data: me } = useMe();
  const organization = me ? currentOrganization(me) : null;
  return organization ? can(organization.role, 'calendar:write') : false;
}

/** The clinic's active doctors as the calendar shows them (name and colour). */
export function useCalendarDoctors() {
  const doctors = useDoctors();
  const list: CalendarDoctor[] = (doctors.data ?? [])
    .filter((doctor) => doctor.active)
    .map((doctor) => ({ id: doctor.id, name: doctorName(doctor), color: doctor.color }));
  return { ...doctors, list };
}

/** Timeline step and 12/24 hours, from the organization's settings (SPEC §9 defaults until they load). */
export function useCalendarSettings() {
  const { data } = useSettings();
  return (data ?? DEFAULT_SETTINGS).calendar;
}
