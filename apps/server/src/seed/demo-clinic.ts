import { Temporal } from 'temporal-polyfill';
import {
  MAX_CALENDAR_RANGE_DAYS,
  ORGANIZATION_TIME_ZONE,
  type Appointment,
  type AppointmentChange,
  type ApplyOpeningHoursInput,
  type CalendarWindow,
  type Doctor,
  type Invoice,
  type OpeningHoursReport,
  type OrganizationProfile,
  type Patient,
  type Service,
  type Slot,
} from '@studiolo/contracts';
import type { DemoApi } from './demo-api';
import {
  DEMO_CALLS,
  DEMO_DOCTOR_SERVICES,
  DEMO_DOCTORS,
  DEMO_OPENING_HOURS,
  DEMO_SERVICES,
} from './demo-data';
import { demoPatient, random, taxCodeFor, type Random } from './demo-people';
import { planVisits, type Booking } from './demo-visits';

/**
 * How big the demo clinic is: patients (adults, minors with their guardians), weeks of visits (this
 * week and the ones before it, besides the next ones; 0 for an empty calendar, without hours) and
 * invoices of past visits.
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

/** What the seed does beside the API: run the due jobs, apply 'Orari settimanali' as of a day gone. */
export interface DemoHooks {
  runJobs: () => Promise<void>;
  /**
   * Applies a doctor's weekly template through the service of 'Orari settimanali' (holidays and
   * taken times skipped alike) as it would have been applied at `appliedAt`: the API applies it as
   * of the clock, which would skip the weeks gone.
   */
  applyOpeningHours: (
    doctorId: string,
    input: ApplyOpeningHoursInput,
    appliedAt: Date,
  ) => Promise<OpeningHoursReport>;
}

/** How many weeks after this one the doctors' hours are open. */
export const OPEN_WEEKS_AHEAD = 8;
/** How many weeks after this one already have visits booked. */
export const BOOKED_WEEKS_AHEAD = 2;

/**
 * A living clinic as it is at `now` (Italian time): four doctors with their colours, services and
 * weekly hours, 300 patients (40 minors with their guardians), visits in their hours from the weeks
 * gone to the next two, each in the state `now` makes it, invoices (paid, sent, a credit note, a
 * draft) with their 730 sendings, and a dozen calls transcribed and triaged by the jobs.
 */
export async function fillDemoClinic(
  api: DemoApi,
  hooks: DemoHooks,
  now: Temporal.ZonedDateTime,
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

  const bookings =
    size.weeks > 0
      ? await openAndBook(api, hooks, rnd, now, size.weeks, doctors, offered, adults, minors)
      : [];
  const appointments: { booking: Booking; appointment: Appointment }[] = [];
  for (const booking of bookings) appointments.push({ booking, appointment: await book(api, booking) });

  await invoiceVisits(api, rnd, appointments, now.toPlainDate(), size.invoices);
  for (const call of DEMO_CALLS) await api('POST', '/api/v1/calls/simulate', call);
  await hooks.runJobs();
}

const pad3 = (n: number) => String(n).padStart(3, '0');

/**
 * Opens each doctor's weekly hours from the Monday `weeks - 1` weeks ago to OPEN_WEEKS_AHEAD weeks
 * ahead, applied as of that Monday (the clinic has worked to them since), then plans the visits of
 * those slots up to BOOKED_WEEKS_AHEAD weeks ahead, earliest first.
 */
async function openAndBook(
  api: DemoApi,
  hooks: DemoHooks,
  rnd: Random,
  now: Temporal.ZonedDateTime,
  weeks: number,
  doctors: Doctor[],
  offered: Map<string, Service[]>,
  adults: Patient[],
  minors: Patient[],
): Promise<Booking[]> {
  const today = now.toPlainDate();
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const first = monday.subtract({ weeks: weeks - 1 });
  const appliedAt = new Date(first.toZonedDateTime(ORGANIZATION_TIME_ZONE).epochMilliseconds);
  const until = monday.add({ weeks: OPEN_WEEKS_AHEAD, days: 6 }).toString();
  for (const [index, doctor] of doctors.entries()) {
    const ranges = [...DEMO_OPENING_HOURS[index]!];
    await hooks.applyOpeningHours(doctor.id, { ranges, from: first.toString(), until }, appliedAt);
  }
  const window = await calendarBetween(api, first, monday.add({ weeks: BOOKED_WEEKS_AHEAD + 1 }));
  const slots = window.slots.filter((slot) => slot.status !== 'deleted');
  const rank = (slot: Slot) => doctors.findIndex((d) => d.id === slot.doctorId);
  slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || rank(a) - rank(b));
  return planVisits({ rnd, now, slots, doctors, offered, adults, minors }).sort((a, b) =>
    Temporal.ZonedDateTime.compare(a.startsAt, b.startsAt),
  );
}

/**
 * The slots (deleted ones too) and visits of every doctor from one day to another, a day less than
 * the calendar's widest window at a time (a day may have 25 hours).
 */
export async function calendarBetween(
  api: DemoApi,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
): Promise<CalendarWindow> {
  const at = (day: Temporal.PlainDate) =>
    day.toZonedDateTime({ timeZone: ORGANIZATION_TIME_ZONE }).toInstant().toString();
  const all: CalendarWindow = { slots: [], appointments: [] };
  for (let day = from; Temporal.PlainDate.compare(day, to) < 0;) {
    const next = day.add({ days: MAX_CALENDAR_RANGE_DAYS - 1 });
    const end = Temporal.PlainDate.compare(next, to) < 0 ? next : to;
    const window = await api<CalendarWindow>(
      'GET',
      `/api/v1/calendar?from=${at(day)}&to=${at(end)}&includeDeleted=true`,
    );
    all.slots.push(...window.slots);
    all.appointments.push(...window.appointments);
    day = end;
  }
  return all;
}

/**
 * Booked as the front desk books, in its doctor's slot (scheduled, to confirm or planned), then moved
 * on as the day went: the patient checked in (arrived), the visit completed or in progress; or
 * cancelled, or the patient never came (no-show).
 */
async function book(api: DemoApi, booking: Booking): Promise<Appointment> {
  const { doctor, service, patient, slot, startsAt, endsAt, status, checkedIn } = booking;
  let current = await api<Appointment>('POST', '/api/v1/appointments', {
    doctorId: doctor.id,
    patientId: patient.id,
    serviceId: service.id,
    slotId: slot.id,
    startsAt: startsAt.toInstant().toString(),
    endsAt: endsAt.toInstant().toString(),
    status: status === 'to_confirm' || status === 'planned' ? status : 'scheduled',
  });
  const path = `/api/v1/appointments/${current.id}`;
  if (checkedIn) current = await api<Appointment>('PUT', `${path}/check-in`, { checkedIn: true });
  if (status === 'completed' || status === 'active' || status === 'no_show') {
    current = await api<Appointment>('PUT', `${path}/status`, { status });
  } else if (status === 'cancelled') {
    current = (await api<AppointmentChange>('POST', `${path}/cancel`, { notifyPatient: false })).appointment;
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
      ({ booking }) =>
        booking.status === 'completed' &&
        Temporal.PlainDate.compare(booking.startsAt.toPlainDate(), today) < 0,
    )
    .slice(0, count);
  for (const [index, { booking, appointment }] of completed.entries()) {
    const issuedOn = booking.startsAt.toPlainDate().toString();
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
