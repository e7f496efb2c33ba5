import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createUser } from './users';

export interface Clinic {
  doctorId: string;
  serviceId: string;
}

/** A POST through the page's session that must answer 201; the created resource. */
export async function post<T = { id: string }>(
  api: APIRequestContext,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/**
 * The clinic's data every issued invoice states (art. 21 DPR 633/72): name, address with province,
 * partita IVA and codice fiscale, and the email the privacy notice gives as the controller's contact
 * (Settings → Organization), through the API.
 */
export async function setIssuer(api: APIRequestContext, name: string) {
  const response = await api.put('/api/v1/organization', {
    data: {
      name,
      street: 'Via Manzoni 10',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      vatNumber: '12345678903',
      taxCode: '12345678903',
      professionalEmail: 'segreteria@studio.example.it',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * An organization of its own with the issuer's data its invoices state, a doctor (Dott.ssa Anna
 * Verdi, blue), a service she performs at €90 and a patient (Mario Rossi, with his codice fiscale).
 */
export async function openClinic(page: Page, organization: string): Promise<Clinic> {
  await createUser(page.request, { organization });
  await setIssuer(page.request, organization);
  const doctor = await post(page.request, '/api/v1/doctors', {
    title: 'Dott.ssa',
    firstName: 'Anna',
    lastName: 'Verdi',
    color: '#2563eb',
  });
  const service = await post(page.request, '/api/v1/services', {
    name: 'Visita cardiologica',
    durationMinutes: 30,
    priceCents: 8000,
  });
  await post(page.request, '/api/v1/doctor-services', {
    doctorId: doctor.id,
    serviceId: service.id,
    priceCents: 9000,
  });
  await post(page.request, '/api/v1/patients', {
    firstName: 'Mario',
    lastName: 'Rossi',
    taxCode: 'RSSMRA80A01F205X',
    mobile: '+393331234567',
    city: 'Milano',
    address: 'Via Roma 1',
  });
  return { doctorId: doctor.id, serviceId: service.id };
}

/** A slot through the API: `startsAt`/`endsAt` are instants. */
export function createSlot(page: Page, doctorId: string, startsAt: string, endsAt: string) {
  return post(page.request, '/api/v1/slots', { doctorId, startsAt, endsAt, restTimes: [] });
}

/** The id of Mario Rossi, the patient openClinic registers. */
export async function marioId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/patients?q=Rossi');
  const patients = (await response.json()) as { items: { id: string }[] };
  return patients.items[0]!.id;
}

/** A visit of `patientId` with the clinic's doctor and service in a slot, through the API. */
export function bookVisit(
  page: Page,
  clinic: Clinic,
  visit: { slotId: string; patientId: string; startsAt: string; endsAt: string },
) {
  return post(page.request, '/api/v1/appointments', {
    doctorId: clinic.doctorId,
    serviceId: clinic.serviceId,
    ...visit,
  });
}

/** Today's 07:00–09:00 UTC slot of the clinic's doctor with `patientId`'s visit at its start; the slot. */
export async function visitThisMorning(page: Page, clinic: Clinic, patientId: string) {
  const day = new Date().toISOString().slice(0, 10);
  const slot = await createSlot(page, clinic.doctorId, `${day}T07:00:00Z`, `${day}T09:00:00Z`);
  await bookVisit(page, clinic, {
    slotId: slot.id,
    patientId,
    startsAt: `${day}T07:00:00Z`,
    endsAt: `${day}T07:30:00Z`,
  });
  return slot;
}
