import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage, Appointment, PatientDocuments } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookVisit, calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { addPatient, signingClinic } from '../../../test/documents';
import { send } from '../../../test/http';
import { tabletBearer } from '../../../test/tablets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Clinic = Awaited<ReturnType<typeof calendarClinic>>;
type Problem = { code: string; detail: string; missing?: string[] };

/** Tomorrow at `hour` (UTC): a visit still to come. */
const tomorrowAt = (hour: number) => {
  const day = new Date(Date.now() + 24 * 60 * 60_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
};

/** A visit booked for someone not yet registered. */
const bookTemporary = (clinic: Clinic, hour: number, name = 'Sig.ra Bianchi (telefono)') =>
  bookVisit(t, clinic, tomorrowAt(hour), { patientId: null, temporaryName: name });

const patientPath = (id: string) => `/api/v1/appointments/${id}/patient`;

describe('linking a visit booked under a temporary name to a saved patient (SPEC §4)', () => {
  it('links the patient, unlinks back to the temporary name, and logs both', async () => {
    const clinic = await calendarClinic(t);
    const visit = await bookTemporary(clinic, 9);
    expect(visit).toMatchObject({ patientId: null, patientName: 'Sig.ra Bianchi (telefono)' });

    const linked = await callAs<Appointment>(t, clinic.owner, 'PUT', patientPath(visit.id), {
      patientId: clinic.patient.id,
    });
    expect(linked).toMatchObject({ patientId: clinic.patient.id, patientName: 'Gialli Paola' });
    const day = await callAs<{ items: Appointment[] }>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/appointments?patientId=${clinic.patient.id}`,
    );
    expect(day.items.map((item) => item.id)).toEqual([visit.id]);

    const unlinked = await callAs<Appointment>(t, clinic.owner, 'DELETE', patientPath(visit.id));
    expect(unlinked).toMatchObject({ patientId: null, patientName: 'Sig.ra Bianchi (telefono)' });

    // A visit booked for the patient from the start keeps their name once unlinked.
    const booked = await bookVisit(t, clinic, tomorrowAt(10));
    const secretary = await colleague(t, clinic.owner.organizationId, 'secretary');
    expect(await callAs<Appointment>(t, secretary, 'DELETE', patientPath(booked.id))).toMatchObject({
      patientId: null,
      patientName: 'Gialli Paola',
    });

    const log = await callAs<ActivityPage>(t, clinic.owner, 'GET', '/api/v1/activity?limit=10');
    expect(log.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['appointment.patient_linked', 'appointment.patient_unlinked']),
    );
  });

  it("needs the documents check-in requires signed by the patient, saying so in the user's language", async () => {
    const clinic = await signingClinic(t);
    const visit = await bookTemporary(clinic, 11);
    const refused = await send(
      t,
      'PUT',
      patientPath(visit.id),
      { patientId: clinic.patient.id },
      { cookie: `${clinic.owner.cookie}; user-locale=it` },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'LINK_DOCUMENTS_MISSING',
      detail: "Per collegare il paziente all'appuntamento servono documenti firmati che mancano.",
      missing: ['general_consent', 'privacy_consent'],
    });
    // The desk sees what the patient must sign for this visit, and sends it.
    const panel = await callAs<PatientDocuments>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/patients/${clinic.patient.id}/documents?appointmentId=${visit.id}`,
    );
    expect(panel.missing).toEqual(['general_consent', 'privacy_consent']);
    for (const type of ['general_consent', 'privacy_consent']) {
      await clinic.signOnTablet((await clinic.sendDocument({ type, appointmentId: visit.id })).id);
    }
    const linked = await callAs<Appointment>(t, clinic.owner, 'PUT', patientPath(visit.id), {
      patientId: clinic.patient.id,
    });
    expect(linked.patientId).toBe(clinic.patient.id);
  });

  it('refuses bad input, a visit that already names a patient and unlinking one that took place', async () => {
    const clinic = await calendarClinic(t);
    const visit = await bookTemporary(clinic, 12);
    const invalid = await callAs<Problem>(
      t,
      clinic.owner,
      'PUT',
      patientPath(visit.id),
      { patientId: 'Gialli' },
      400,
    );
    expect(invalid.code).toBe('VALIDATION_FAILED');
    await callAs(t, clinic.owner, 'PUT', patientPath(visit.id), {}, 400);
    await callAs(t, clinic.owner, 'PUT', patientPath('not-a-visit'), { patientId: clinic.patient.id }, 400);
    const noSuchPatient = '7f0c6f4e-1c7e-4a55-9a77-3f2d1c0b9e11';
    await callAs(t, clinic.owner, 'PUT', patientPath(visit.id), { patientId: noSuchPatient }, 404);
    await callAs(t, clinic.owner, 'PUT', patientPath(noSuchPatient), { patientId: clinic.patient.id }, 404);

    const nothingToUnlink = await callAs<Problem>(
      t,
      clinic.owner,
      'DELETE',
      patientPath(visit.id),
      undefined,
      409,
    );
    expect(nothingToUnlink).toMatchObject({
      code: 'APPOINTMENT_HAS_NO_PATIENT',
      detail: 'The appointment is booked under a temporary name: there is no patient to unlink.',
    });
    await callAs(t, clinic.owner, 'PUT', patientPath(visit.id), { patientId: clinic.patient.id });
    const other = await addPatient(t, clinic.owner, { lastName: 'Neri' });
    const twice = await callAs<Problem>(
      t,
      clinic.owner,
      'PUT',
      patientPath(visit.id),
      { patientId: other.id },
      409,
    );
    expect(twice).toMatchObject({
      code: 'APPOINTMENT_HAS_PATIENT',
      detail: 'The appointment is already linked to a patient: unlink them first.',
    });

    await callAs(t, clinic.owner, 'PUT', `/api/v1/appointments/${visit.id}/check-in`, { checkedIn: true });
    const locked = await callAs<Problem>(t, clinic.owner, 'DELETE', patientPath(visit.id), undefined, 409);
    expect(locked).toMatchObject({
      code: 'APPOINTMENT_PATIENT_LOCKED',
      detail: 'The appointment has already taken place: its patient cannot be unlinked.',
    });
  });

  it('answers 404 to another organization, for its visits and its patients, and 403 to a tablet', async () => {
    const clinic = await calendarClinic(t);
    const visit = await bookTemporary(clinic, 13);
    const stranger = await clinicOwner(t, 'Altro Studio');
    const theirs = await addPatient(t, stranger, { lastName: 'Altri' });
    await callAs(t, stranger, 'PUT', patientPath(visit.id), { patientId: theirs.id }, 404);
    await callAs(t, clinic.owner, 'PUT', patientPath(visit.id), { patientId: theirs.id }, 404);
    await callAs(t, clinic.owner, 'PUT', patientPath(visit.id), { patientId: clinic.patient.id });
    await callAs(t, stranger, 'DELETE', patientPath(visit.id), undefined, 404);

    const token = await tabletBearer(t, clinic.owner);
    for (const method of ['PUT', 'DELETE']) {
      const res = await send(
        t,
        method,
        patientPath(visit.id),
        method === 'PUT' ? { patientId: clinic.patient.id } : undefined,
        { authorization: `Bearer ${token}` },
      );
      expect(res.status, method).toBe(403);
    }
    const unchanged = await callAs<Appointment>(t, clinic.owner, 'GET', `/api/v1/appointments/${visit.id}`);
    expect(unchanged.patientId).toBe(clinic.patient.id);
  });
});
