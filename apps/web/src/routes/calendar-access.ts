import { can, DEFAULT_SETTINGS } from '@studiolo/contracts';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import type { BookableService } from '../features/calendar/booking';
import type { CalendarDoctor } from '../features/calendar/calendar-view-state';
import { useDoctorServices } from '../features/registry/api/get-doctor-services';
import { useDoctors } from '../features/registry/api/get-doctors';
import { useServices } from '../features/registry/api/get-services';
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

/** The services a doctor performs at their price and duration; every active service when none is set. */
export function useBookableServices(doctorId: string): BookableService[] {
  const pairings = useDoctorServices({ doctorId: doctorId || undefined });
  const services = useServices();
  const own = (pairings.data ?? [])
    .filter((pairing) => pairing.active && pairing.doctorId === doctorId)
    .map((pairing) => ({
      id: pairing.serviceId,
      name: pairing.serviceName,
      priceCents: pairing.effectivePriceCents,
      durationMinutes: pairing.effectiveDurationMinutes,
    }));
  if (own.length > 0) return own;
  return (services.data ?? [])
    .filter((service) => service.active)
    .map(({ id, name, priceCents, durationMinutes }) => ({ id, name, priceCents, durationMinutes }));
}

/**
 * Who performs each service (doctor-services): the doctors offered for a chosen service. A service
 * nobody is paired with yet leaves every doctor offered (a clinic that has not filled doctor-services).
 */
export function useServicePerformers(): (serviceId: string) => ReadonlySet<string> | null {
  const pairings = useDoctorServices({});
  const byService = new Map<string, Set<string>>();
  for (const pairing of pairings.data ?? []) {
    if (!pairing.active) continue;
    const doctors = byService.get(pairing.serviceId) ?? new Set<string>();
    doctors.add(pairing.doctorId);
    byService.set(pairing.serviceId, doctors);
  }
  return (serviceId) => byService.get(serviceId) ?? null;
}
