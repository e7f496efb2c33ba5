import { Temporal } from 'temporal-polyfill';
import {
  ORGANIZATION_TIME_ZONE,
  type Appointment,
  type AppointmentStatus,
  type Doctor,
  type Invoice,
  type OrganizationProfile,
  type Patient,
  type Service,
} from '@studiolo/contracts';
import type { DemoApi } from './demo-api';
import { DEMO_CALLS, DEMO_DOCTOR_SERVICES, DEMO_DOCTORS, DEMO_SERVICES } from './demo-data';
import { demoPatient, random, taxCodeFor, type Random } from './demo-people';

/**
 * How big the demo clinic is: patients (adults, minors with their guardians), weeks of visits (this
 * week and the ones before it; 0 for an empty calendar) and invoices of past visits.
 */
export interface DemoSize {
  adults: number;
  minors: number;
  weeks: number;
  invoices: number;
}
export const DEMO_SIZE: DemoSize = { adults: 260, minors: 40, weeks: 5, invoices: 30 };

/** The owner's credentials for the Sistema TS: the local one, test environment (no real service). */
const OWNER_TAX_CODE = taxCodeFor('Giulia', 'Rossi', '1975-04-12', true);
const TAX730 = {
  username: OWNER_TAX_CODE,
  password: 'Demo-Studiolo-2026',
  pincode: '1234567890',
  ownerTaxCode: OWNER_TAX_CODE,
  vatNumber: '12345678903',
  regionCode: '',
  aslCode: '',
  ssaCode: '',
  environment: 'test',
  automaticSubmission: true,
};

interface Booking {
  doctor: Doctor;
  service: Service;
  patient: Patient;
  day: Temporal.PlainDate;
  time: Temporal.PlainTime;
  status: AppointmentStatus;
}

/**
 * A living clinic: four doctors with their colours and services, 300 patients (40 minors with their
 * guardians), this week's and last month's visits in every state, invoices (paid, sent, a credit
 * note, a draft) with their 730 sendings, and a dozen calls transcribed and triaged by the jobs.
 */
export async function fillDemoClinic(
  api: DemoApi,
  runJobs: () => Promise<void>,
  today: Temporal.PlainDate,
  size: DemoSize = DEMO_SIZE,
) {
  const rnd = random(20_261_125);
  // What every issued invoice states of its issuer (art. 21 DPR 633/72): a doctor's practice.
  const { name } = await api<OrganizationProfile>('GET', '/api/v1/organization');
  await api('PUT', '/api/v1/organization', {
    name,
    street: 'Corso Buenos Aires 12',
    postalCode: '20124',
    city: 'Milano',
    province: 'MI',
    vatNumber: TAX730.vatNumber,
    taxCode: OWNER_TAX_CODE,
  });
  await api('PUT', '/api/v1/settings', {
    // The virtual stamp duty: invoices over €77.47 carry it without a contrassegno's number.
    invoicing: { stampDutyAuthorization: 'n. 2026/0012345', stampDutyAuthorizationDate: '2026-01-12' },
  });
  await api('PUT', '/api/v1/tax730-settings', TAX730);

  const services: Service[] = [];
  for (const service of DEMO_SERVICES) services.push(await api<Service>('POST', '/api/v1/services', service));
  const doctors: Doctor[] = [];
  const offered = new Map<string, Service[]>();
  for (const [index, doctor] of DEMO_DOCTORS.entries()) {
    const saved = await api<Doctor>('POST', '/api/v1/doctors', doctor);
    doctors.push(saved);
    const own = DEMO_DOCTOR_SERVICES[index]!.map((i) => services[i]!);
    offered.set(saved.id, own);
    for (const [position, service] of own.entries()) {
      // Each doctor's first service at a price of their own (€10 more), the rest at the list price.
      const priceCents = position === 0 ? service.priceCents + 1000 : null;
      await api('POST', '/api/v1/doctor-services', { doctorId: saved.id, serviceId: service.id, priceCents });
    }
  }

  const adults: Patient[] = [];
  for (let i = 0; i < size.adults; i++) {
    adults.push(await api<Patient>('POST', '/api/v1/patients', demoPatient(rnd, i, false)));
  }
  const minors: Patient[] = [];
  for (let i = 0; i < size.minors; i++) {
    const child = demoPatient(rnd, size.adults + i, true);
    // Half have a parent who is a patient too; the others a parent given by name and phone.
    const parent = adults.find((adult) => adult.lastName === child.lastName) ?? adults[i]!;
    const guardian =
      i % 2 === 0
        ? { relationship: 'parent', patientId: parent.id }
        : {
            relationship: 'parent',
            firstName: 'Paola',
            lastName: child.lastName,
            phone: '+39 347 555 0' + pad3(i),
          };
    minors.push(await api<Patient>('POST', '/api/v1/patients', { ...child, guardians: [guardian] }));
  }

  const bookings = planBookings(rnd, today, size.weeks, doctors, offered, adults, minors);
  const appointments: { booking: Booking; appointment: Appointment }[] = [];
  for (const booking of bookings) appointments.push({ booking, appointment: await book(api, booking) });

  await invoiceVisits(api, rnd, appointments, today, size.invoices);
  for (const call of DEMO_CALLS) await api('POST', '/api/v1/calls/simulate', call);
  await runJobs();
}

const pad3 = (n: number) => String(n).padStart(3, '0');

/** Mondays to Fridays of this week and of the weeks before it: every doctor's day of visits. */
function planBookings(
  rnd: Random,
  today: Temporal.PlainDate,
  weeks: number,
  doctors: Doctor[],
  offered: Map<string, Service[]>,
  adults: Patient[],
  minors: Patient[],
): Booking[] {
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const bookings: Booking[] = [];
  for (let week = 1 - weeks; week <= 0; week++) {
    for (let weekday = 0; weekday < 5; weekday++) {
      const day = monday.add({ weeks: week }).add({ days: weekday });
      for (const doctor of doctors) {
        const perDay = week === 0 ? 4 : 2;
        let time = Temporal.PlainTime.from(week === 0 ? '09:00' : '14:30');
        for (let n = 0; n < perDay; n++) {
          const service = rnd.pick(offered.get(doctor.id)!);
          const patient = doctor.specialty === 'Pediatria' ? rnd.pick(minors) : rnd.pick(adults);
          bookings.push({ doctor, service, patient, day, time, status: statusOf(day, today, n, rnd) });
          time = time.add({ minutes: service.durationMinutes + 15 });
        }
      }
    }
  }
  return bookings;
}

/** Past visits mostly completed (some cancelled); today's in every state; later ones still open. */
function statusOf(
  day: Temporal.PlainDate,
  today: Temporal.PlainDate,
  n: number,
  rnd: Random,
): AppointmentStatus {
  const order = Temporal.PlainDate.compare(day, today);
  if (order < 0) return rnd.next() < 0.12 ? 'cancelled' : 'completed';
  if (order === 0) return (['completed', 'active', 'scheduled', 'to_confirm'] as const)[n % 4]!;
  return (['scheduled', 'planned', 'to_confirm', 'scheduled', 'cancelled'] as const)[rnd.int(5)]!;
}

/** Booked as the secretary books (scheduled or to confirm), then moved on as the day went. */
async function book(api: DemoApi, booking: Booking): Promise<Appointment> {
  const { doctor, service, patient, day, time, status } = booking;
  const startsAt = day.toZonedDateTime({ timeZone: ORGANIZATION_TIME_ZONE, plainTime: time });
  const endsAt = startsAt.add({ minutes: service.durationMinutes });
  const appointment = await api<Appointment>('POST', '/api/v1/appointments', {
    doctorId: doctor.id,
    patientId: patient.id,
    serviceId: service.id,
    startsAt: startsAt.toInstant().toString(),
    endsAt: endsAt.toInstant().toString(),
    status: status === 'to_confirm' || status === 'planned' ? status : 'scheduled',
  });
  const path = `/api/v1/appointments/${appointment.id}`;
  const steps: AppointmentStatus[] =
    status === 'completed'
      ? ['active', 'completed']
      : status === 'active' || status === 'cancelled'
        ? [status]
        : [];
  let current = appointment;
  for (const step of steps) current = await api<Appointment>('PUT', `${path}/status`, { status: step });
  if (status === 'completed' || status === 'active') {
    await api('PUT', `${path}/check-in`, { checkedIn: true });
  }
  return current;
}

/**
 * Last month's completed visits of patients with a codice fiscale, invoiced in date order: most paid
 * (each paid invoice goes to the Sistema TS by itself), a few only sent, one corrected by a credit
 * note, one left as a draft.
 */
async function invoiceVisits(
  api: DemoApi,
  rnd: Random,
  appointments: { booking: Booking; appointment: Appointment }[],
  today: Temporal.PlainDate,
  count: number,
) {
  const completed = appointments
    .filter(
      ({ booking }) => booking.status === 'completed' && Temporal.PlainDate.compare(booking.day, today) < 0,
    )
    .slice(0, count);
  for (const [index, { booking, appointment }] of completed.entries()) {
    const issuedOn = booking.day.toString();
    const invoice = await api<Invoice>('POST', '/api/v1/invoices', {
      issuedOn,
      patientId: booking.patient.id,
      clientName: `${booking.patient.lastName} ${booking.patient.firstName}`,
      clientTaxCode: booking.patient.taxCode,
      clientAddress: booking.patient.address,
      clientCity: booking.patient.city,
      lines: [
        {
          description: booking.service.name,
          quantity: 1,
          unitPriceCents: appointment.priceCents ?? booking.service.priceCents,
          appointmentId: appointment.id,
        },
      ],
    });
    if (index === completed.length - 1) continue; // the draft
    const path = `/api/v1/invoices/${invoice.id}`;
    await api('PUT', `${path}/status`, { status: 'sent' });
    if (index === 3) {
      await api('POST', `${path}/credit-note`, { issuedOn });
    } else if (index % 7 !== 5) {
      await api('POST', `${path}/payment`, {
        paymentMethod: rnd.pick(['card', 'cash', 'bank_transfer']),
        paidOn: issuedOn,
      });
    }
  }
}
