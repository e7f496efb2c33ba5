import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, Doctor, Patient } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { CHILD_BIRTH_DATE, patientInput } from '../../../test/factories';
import { send } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = '2026-12-03';

async function pdfAs(who: SignedInMember | null, query: string, locale = 'it') {
  const cookie = who ? `${who.cookie}; user-locale=${locale}` : `user-locale=${locale}`;
  return send(t, 'GET', `/api/v1/calendar/day.pdf?${query}`, undefined, { cookie });
}

async function textOf(res: Response) {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
  return text;
}

/** Anna Verdi with Gialli at 09:00 and a cancelled Neri; Marco Blu with a walk-in at 10:00. */
async function dayWithVisits() {
  const clinic = await calendarClinic(t, { lastName: 'Gialli', mobile: '+393331234567' });
  const { owner, doctor, service, patient } = clinic;
  const book = (body: Record<string, unknown>) =>
    callAs<Appointment>(t, owner, 'POST', '/api/v1/appointments', body, 201);
  await book({
    doctorId: doctor.id,
    patientId: patient.id,
    serviceId: service.id,
    startsAt: `${DAY}T08:00:00Z`,
    endsAt: `${DAY}T08:30:00Z`,
    notes: 'Portare le analisi',
  });
  const cancelled = await book({
    doctorId: doctor.id,
    temporaryName: 'Neri Cancellato',
    startsAt: `${DAY}T11:00:00Z`,
    endsAt: `${DAY}T11:30:00Z`,
  });
  await callAs(t, owner, 'PUT', `/api/v1/appointments/${cancelled.id}/status`, { status: 'cancelled' });
  const other = await callAs<Doctor>(
    t,
    owner,
    'POST',
    '/api/v1/doctors',
    { firstName: 'Marco', lastName: 'Blu', color: '#16a34a', title: 'Dott.' },
    201,
  );
  await book({
    doctorId: other.id,
    temporaryName: 'Rosa Passante',
    startsAt: `${DAY}T09:00:00Z`,
    endsAt: `${DAY}T09:20:00Z`,
  });
  // The next day is not printed.
  await book({
    doctorId: other.id,
    temporaryName: 'Domani Dopo',
    startsAt: '2026-12-04T09:00:00Z',
    endsAt: '2026-12-04T09:20:00Z',
  });
  return { ...clinic, other };
}

/** Books `patientId` with the clinic's doctor for its service, 30 minutes from `time` (UTC) on DAY. */
const bookAt = (clinic: Awaited<ReturnType<typeof dayWithVisits>>, patientId: string, time: string) =>
  callAs(
    t,
    clinic.owner,
    'POST',
    '/api/v1/appointments',
    {
      doctorId: clinic.doctor.id,
      patientId,
      serviceId: clinic.service.id,
      startsAt: `${DAY}T${time}:00Z`,
      endsAt: new Date(Date.parse(`${DAY}T${time}:00Z`) + 30 * 60_000).toISOString(),
    },
    201,
  );

describe('GET /api/v1/calendar/day.pdf', () => {
  it("prints the day's visits of every doctor in Italian time, without cancelled ones", async () => {
    const { owner } = await dayWithVisits();
    const res = await pdfAs(owner, `day=${DAY}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="agenda-${DAY}.pdf"`);
    const text = await textOf(res);
    expect(text).toContain('Agenda del giorno — giovedì 3 dicembre 2026');
    for (const expected of [
      'Anna Verdi',
      'Gialli',
      '09:00',
      'Visita',
      'Portare le analisi',
      'Dott. Marco Blu',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Rosa Passante');
    expect(text).toMatch(/\+39 ?333 ?123 ?4567/);
    expect(text).not.toContain('Neri Cancellato');
    expect(text).not.toContain('Domani Dopo');
  });

  it("prints a minor without a phone with the guardian's, labelled as the guardian's", async () => {
    const clinic = await dayWithVisits();
    const { owner, doctor, patient } = clinic;
    const child = await callAs<Patient>(
      t,
      owner,
      'POST',
      '/api/v1/patients',
      {
        firstName: 'Luca',
        lastName: 'Neri',
        birthDate: CHILD_BIRTH_DATE,
        guardians: [
          { relationship: 'parent', firstName: 'Rosa', lastName: 'Neri', phone: '+39 339 112 2334' },
        ],
      },
      201,
    );
    await bookAt(clinic, child.id, '13:00');
    const text = (await textOf(await pdfAs(owner, `day=${DAY}&doctorId=${doctor.id}`))).replace(/\s+/g, ' ');
    expect(text).toContain('Neri Luca');
    expect(text).toMatch(/\+39 ?339 ?112 ?2334 \(tutore: Rosa Neri\)/);
    // An adult's own number is printed as it is.
    expect(patient.mobile).toBe('+393331234567');
    expect(text).toMatch(/\+39 ?333 ?123 ?4567 (?!\(tutore)/);
  });

  it("writes phones as the organization's phone-format setting says, as the web lists do", async () => {
    const clinic = await dayWithVisits();
    const { owner, doctor } = clinic;
    const abroad = await callAs<Patient>(
      t,
      owner,
      'POST',
      '/api/v1/patients',
      patientInput({ firstName: 'John', lastName: 'Smith', mobile: '+447911123456' }),
      201,
    );
    await bookAt(clinic, abroad.id, '14:00');
    const phones = async () =>
      (await textOf(await pdfAs(owner, `day=${DAY}&doctorId=${doctor.id}`))).replace(/\s+/g, ' ');
    // International by default.
    expect(await phones()).toMatch(/\+39 333 123 4567/);
    await callAs(t, owner, 'PUT', '/api/v1/settings', { calendar: { phoneFormat: 'national' } });
    const national = await phones();
    expect(national).toContain('333 123 4567');
    expect(national).not.toContain('+39');
    // A foreign number keeps its country code.
    expect(national).toMatch(/\+44 7911 ?123456/);
  });

  it("prints one doctor's day in the organization's language, not the reader's, and as a download on request", async () => {
    const { owner, other } = await dayWithVisits();
    // An English interface, an Italian clinic (the default): Italian (#16).
    const italian = await pdfAs(owner, `day=${DAY}&doctorId=${other.id}&download=true`, 'en');
    expect(italian.headers.get('content-disposition')).toBe(`attachment; filename="agenda-${DAY}.pdf"`);
    expect(await textOf(italian)).toContain('Agenda del giorno — giovedì 3 dicembre 2026');

    await callAs(t, owner, 'PUT', '/api/v1/settings', { documents: { language: 'en' } });
    const res = await pdfAs(owner, `day=${DAY}&doctorId=${other.id}&download=true`, 'it');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="schedule-${DAY}.pdf"`);
    const text = await textOf(res);
    expect(text).toContain('Dott. Marco Blu');
    expect(text).toContain('Rosa Passante');
    expect(text).not.toContain('Gialli');
    expect(text).toMatch(/Thursday,? 3 December 2026/);
  });

  it('prints an empty day with its message, and is readable by every member', async () => {
    const { owner } = await dayWithVisits();
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    expect(await textOf(await pdfAs(secretary, 'day=2026-12-10'))).toContain(
      'Nessun appuntamento in questo giorno.',
    );
  });

  it('answers 400 for a bad day, 401 signed out, 404 for a doctor of another organization', async () => {
    const { owner, doctor } = await dayWithVisits();
    expect((await pdfAs(owner, 'day=03/12/2026')).status).toBe(400);
    expect((await pdfAs(owner, 'doctorId=nope')).status).toBe(400);
    expect((await pdfAs(null, `day=${DAY}`)).status).toBe(401);

    const stranger = await clinicOwner(t, 'Altro Studio');
    expect((await pdfAs(stranger, `day=${DAY}&doctorId=${doctor.id}`)).status).toBe(404);
    const theirs = await textOf(await pdfAs(stranger, `day=${DAY}`));
    expect(theirs).not.toContain('Gialli');
    expect(theirs).toContain('Altro Studio');
  });
});
