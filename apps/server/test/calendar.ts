import type { Appointment, Doctor, Patient, PatientInput, Service } from '@studiolo/contracts';
import type { TestApp } from './app';
import { callAs, clinicOwner } from './clinic';
import { patientInput } from './factories';
import { setIssuer } from './invoices';

/**
 * A clinic for calendar tests: its owner, one doctor (Anna Verdi), one service (Visita, €80,
 * 30 min) priced €95 for that doctor, and a patient (Gialli, with `patient` overrides); the
 * organization has the issuer's data its invoices state.
 */
export async function calendarClinic(t: TestApp, patient: Partial<PatientInput> = {}) {
  const owner = await clinicOwner(t);
  await setIssuer(t, owner);
  const doctor = await callAs<Doctor>(
    t,
    owner,
    'POST',
    '/api/v1/doctors',
    { firstName: 'Anna', lastName: 'Verdi', color: '#2563eb' },
    201,
  );
  const service = await callAs<Service>(
    t,
    owner,
    'POST',
    '/api/v1/services',
    { name: 'Visita', durationMinutes: 30, priceCents: 8000 },
    201,
  );
  await callAs(
    t,
    owner,
    'POST',
    '/api/v1/doctor-services',
    { doctorId: doctor.id, serviceId: service.id, priceCents: 9500 },
    201,
  );
  const saved = await callAs<Patient>(
    t,
    owner,
    'POST',
    '/api/v1/patients',
    patientInput({ lastName: 'Gialli', ...patient }),
    201,
  );
  return { owner, doctor, service, patient: saved };
}

/**
 * Books the calendar clinic's patient with its doctor for its service, 30 minutes from `startsAt`
 * (with `extra` fields of the booking, such as a status).
 */
export const bookVisit = (
  t: TestApp,
  clinic: Awaited<ReturnType<typeof calendarClinic>>,
  startsAt: Date,
  extra: Record<string, unknown> = {},
) =>
  callAs<Appointment>(
    t,
    clinic.owner,
    'POST',
    '/api/v1/appointments',
    {
      doctorId: clinic.doctor.id,
      patientId: clinic.patient.id,
      serviceId: clinic.service.id,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      ...extra,
    },
    201,
  );
