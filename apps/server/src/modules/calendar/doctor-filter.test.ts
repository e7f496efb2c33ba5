import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FILTER_DOCTORS,
  ORGANIZATION_HEADER,
  type Appointment,
  type CalendarWindow,
  type Doctor,
} from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { send } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = '2026-12-03';
const WINDOW = `from=${DAY}T00:00:00Z&to=2026-12-04T00:00:00Z`;

const addDoctor = (owner: SignedInMember, firstName: string, lastName: string, color: string) =>
  callAs<Doctor>(t, owner, 'POST', '/api/v1/doctors', { firstName, lastName, color }, 201);

/** Anna Verdi (Gialli at 09:00), Marco Blu (Rosa at 10:00), Luca Rossi (Ugo at 11:00), each with a slot. */
async function threeDoctors() {
  const clinic = await calendarClinic(t);
  const { owner, doctor } = clinic;
  const blu = await addDoctor(owner, 'Marco', 'Blu', '#16a34a');
  const rossi = await addDoctor(owner, 'Luca', 'Rossi', '#dc2626');
  const visits: Record<string, string> = {};
  for (const [who, name, hour] of [
    [doctor, 'Gialli Visita', '08'],
    [blu, 'Rosa Passante', '09'],
    [rossi, 'Ugo Terzo', '10'],
  ] as const) {
    await callAs(
      t,
      owner,
      'POST',
      '/api/v1/slots',
      {
        doctorId: who.id,
        startsAt: `${DAY}T${hour}:00:00Z`,
        endsAt: `${DAY}T${hour}:45:00Z`,
      },
      201,
    );
    const visit = await callAs<Appointment>(
      t,
      owner,
      'POST',
      '/api/v1/appointments',
      {
        doctorId: who.id,
        temporaryName: name,
        startsAt: `${DAY}T${hour}:00:00Z`,
        endsAt: `${DAY}T${hour}:30:00Z`,
      },
      201,
    );
    visits[who.id] = visit.id;
  }
  return { ...clinic, blu, rossi, visits };
}

async function windowOf(who: SignedInMember, query: string, status = 200) {
  const res = await send(t, 'GET', `/api/v1/calendar?${WINDOW}&${query}`, undefined, {
    cookie: `${who.cookie}; user-locale=en`,
  });
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json() as Promise<
    CalendarWindow & { code?: string; errors?: { path: string; message: string }[] }
  >;
}

const doctorsOf = (window: CalendarWindow) => ({
  slots: [...new Set(window.slots.map((slot) => slot.doctorId))].sort(),
  appointments: [...new Set(window.appointments.map((visit) => visit.doctorId))].sort(),
});

describe('GET /api/v1/calendar?doctorIds=', () => {
  it('shows the chosen doctors only, named as a comma list or repeated', async () => {
    const { owner, doctor, blu, rossi } = await threeDoctors();
    const two = [doctor.id, blu.id].sort();
    for (const query of [
      `doctorIds=${doctor.id},${blu.id}`,
      `doctorIds=${doctor.id}&doctorIds=${blu.id}`,
      `doctorIds=${blu.id}&doctorIds=${doctor.id},${blu.id}`,
      `doctorId=${doctor.id}&doctorIds=${blu.id}`,
    ]) {
      expect(doctorsOf(await windowOf(owner, query)), query).toEqual({ slots: two, appointments: two });
    }
    expect(doctorsOf(await windowOf(owner, `doctorIds=${rossi.id}`))).toEqual({
      slots: [rossi.id],
      appointments: [rossi.id],
    });
    // No filter: all three.
    expect(doctorsOf(await windowOf(owner, 'includeDeleted=false')).appointments).toHaveLength(3);
  });

  it('answers 400 naming doctorIds for a bad id, an empty list or too many', async () => {
    const { owner, doctor } = await threeDoctors();
    // The second id is not one: the path names it.
    for (const [query, path] of [
      [`doctorIds=${doctor.id},nope`, 'doctorIds.1'],
      ['doctorIds=', 'doctorIds'],
      ['doctorIds=,', 'doctorIds'],
    ] as const) {
      const problem = await windowOf(owner, query, 400);
      expect(problem.code, query).toBe('VALIDATION_FAILED');
      expect(problem.errors, query).toEqual([
        expect.objectContaining({ path, message: 'List the doctors by their ids, separated by commas' }),
      ]);
    }
    const many = Array.from({ length: MAX_FILTER_DOCTORS + 1 }, () => doctor.id).join(',');
    expect((await windowOf(owner, `doctorIds=${many}`, 400)).errors).toEqual([
      expect.objectContaining({ path: 'doctorIds', message: 'Too many doctors in the filter: choose fewer' }),
    ]);
  });

  it("shows nothing of another organization's doctors, and only members may look", async () => {
    const { owner, doctor, blu } = await threeDoctors();
    const stranger = await clinicOwner(t, 'Altro Studio');
    const theirs = await windowOf(stranger, `doctorIds=${doctor.id},${blu.id}`);
    expect(theirs).toEqual({ slots: [], appointments: [] });
    // Naming our organization does not help a non-member.
    const res = await send(t, 'GET', `/api/v1/calendar?${WINDOW}&doctorIds=${doctor.id}`, undefined, {
      cookie: stranger.cookie,
      [ORGANIZATION_HEADER]: owner.organizationId,
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Gialli');
    expect((await send(t, 'GET', `/api/v1/calendar?${WINDOW}&doctorIds=${doctor.id}`)).status).toBe(401);
    // Every member of the clinic reads the calendar, a secretary too.
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    expect(doctorsOf(await windowOf(secretary, `doctorIds=${blu.id}`)).appointments).toEqual([blu.id]);
  });
});

async function pdfText(who: SignedInMember | null, query: string, status = 200) {
  const res = await send(t, 'GET', `/api/v1/calendar/day.pdf?day=${DAY}&${query}`, undefined, {
    cookie: who ? `${who.cookie}; user-locale=en` : 'user-locale=en',
  });
  expect(res.status, res.status === status ? '' : await res.clone().text()).toBe(status);
  if (status !== 200) return res.text();
  const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
  return text;
}

describe('GET /api/v1/calendar/day.pdf?doctorIds=', () => {
  it("prints the chosen doctors' sections only, each even when empty", async () => {
    const { owner, doctor, blu, visits } = await threeDoctors();
    const text = await pdfText(owner, `doctorIds=${doctor.id},${blu.id}`);
    expect(text).toContain('Gialli Visita');
    expect(text).toContain('Rosa Passante');
    expect(text).not.toContain('Ugo Terzo');
    expect(text).not.toContain('Luca Rossi');
    // A chosen doctor with no visits that day still has a section.
    await callAs(t, owner, 'PUT', `/api/v1/appointments/${visits[blu.id]}/status`, { status: 'cancelled' });
    const onlyAnna = await pdfText(owner, `doctorIds=${doctor.id}&doctorIds=${blu.id}`);
    expect(onlyAnna).toContain('Marco Blu');
    expect(onlyAnna).not.toContain('Rosa Passante');
  });

  it("answers 400 for a bad list and 404 for another organization's doctor, printing nothing of it", async () => {
    const { owner, doctor, blu } = await threeDoctors();
    expect(await pdfText(owner, `doctorIds=${doctor.id};${blu.id}`, 400)).toContain(
      'List the doctors by their ids, separated by commas',
    );
    const stranger = await clinicOwner(t, 'Altro Studio');
    const strangerDoctor = await addDoctor(stranger, 'Sara', 'Estranea', '#9333ea');
    const refused = await pdfText(owner, `doctorIds=${doctor.id},${strangerDoctor.id}`, 404);
    expect(refused).not.toContain('Estranea');
    expect(await pdfText(stranger, `doctorIds=${doctor.id}`, 404)).not.toContain('Anna');
    expect(await pdfText(null, `doctorIds=${doctor.id}`, 401)).not.toContain('Gialli');
  });
});
