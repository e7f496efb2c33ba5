import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, CalendarWindow, Doctor, Slot } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { calendarClinic } from '../../../test/calendar';
import { patientInput } from '../../../test/factories';
import { send } from '../../../test/http';
import { shiftWeeks } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call<T>(who: SignedInMember, method: string, path: string, body?: unknown, status = 200) {
  const res = await send(t, method, path, body, { cookie: `${who.cookie}; user-locale=en` });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json().catch(() => null)) as T;
}

const clinic = () => calendarClinic(t);

const slotAt = (doctorId: string | null, startsAt: string, endsAt: string) => ({
  doctorId,
  startsAt,
  endsAt,
});

describe('slots', () => {
  it('creates, lists in a window, updates and soft-deletes a slot; deleted ones show on request', async () => {
    const { owner, doctor } = await clinic();
    const slot = await call<Slot>(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-01T08:00:00Z', '2026-12-01T10:00:00Z'),
      201,
    );
    expect(slot).toMatchObject({ status: 'available', durationMinutes: 120, restTimes: [] });
    const window = '/api/v1/calendar?from=2026-11-30T00:00:00Z&to=2026-12-07T00:00:00Z';
    expect((await call<CalendarWindow>(owner, 'GET', window)).slots.map((s) => s.id)).toEqual([slot.id]);

    const updated = await call<Slot>(owner, 'PUT', `/api/v1/slots/${slot.id}`, {
      ...slotAt(doctor.id, '2026-12-01T08:00:00Z', '2026-12-01T11:00:00Z'),
      notes: 'Ambulatorio 2',
      restTimes: [{ startsAt: '2026-12-01T09:30:00Z', endsAt: '2026-12-01T09:45:00Z' }],
    });
    expect(updated).toMatchObject({
      durationMinutes: 180,
      notes: 'Ambulatorio 2',
      restTimes: [expect.any(Object)],
    });

    await call(owner, 'DELETE', `/api/v1/slots/${slot.id}`, undefined, 204);
    expect((await call<CalendarWindow>(owner, 'GET', window)).slots).toEqual([]);
    const withDeleted = await call<CalendarWindow>(owner, 'GET', `${window}&includeDeleted=true`);
    expect(withDeleted.slots).toEqual([expect.objectContaining({ id: slot.id, status: 'deleted' })]);
    // The deleted slot's time is free again.
    await call(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-01T08:00:00Z', '2026-12-01T10:00:00Z'),
      201,
    );
  });

  it("refuses a slot that meets another of the doctor's; other doctors and unassigned slots may overlap", async () => {
    const { owner, doctor } = await clinic();
    await call(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-02T08:00:00Z', '2026-12-02T10:00:00Z'),
      201,
    );
    const overlap = await call<{ code: string; detail: string }>(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-02T09:30:00Z', '2026-12-02T11:00:00Z'),
      409,
    );
    expect(overlap).toMatchObject({
      code: 'SLOT_OVERLAP',
      detail: 'The doctor already has a slot at this time.',
    });
    // Touching ends do not overlap.
    await call(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-02T10:00:00Z', '2026-12-02T11:00:00Z'),
      201,
    );
    await call(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(null, '2026-12-02T08:00:00Z', '2026-12-02T10:00:00Z'),
      201,
    );
    await call(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(null, '2026-12-02T08:00:00Z', '2026-12-02T10:00:00Z'),
      201,
    );
  });

  it('checks times, weeks and the window, with the messages of SPEC §5', async () => {
    const { owner, doctor } = await clinic();
    const backwards = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-03T10:00:00Z', '2026-12-03T09:00:00Z'),
      400,
    );
    expect(backwards.errors).toEqual([expect.objectContaining({ path: 'endsAt', message: 'Invalid time' })]);
    const slot = await call<Slot>(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-03T08:00:00Z', '2026-12-03T10:00:00Z'),
      201,
    );
    for (const weeks of [0, -2, 1.5]) {
      const bad = await call<{ errors: { message: string }[] }>(
        owner,
        'POST',
        `/api/v1/slots/${slot.id}/duplicate`,
        { weeks },
        400,
      );
      expect(bad.errors[0]!.message).toBe('Please enter a positive number of weeks');
    }
    // A year and a week: the real limit, not 'positive'.
    const tooMany = await call<{ errors: { message: string }[] }>(
      owner,
      'POST',
      `/api/v1/slots/${slot.id}/duplicate`,
      { weeks: 53 },
      400,
    );
    expect(tooMany.errors[0]!.message).toBe('Please enter at most 52 weeks');
    await call(
      owner,
      'GET',
      '/api/v1/calendar?from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z',
      undefined,
      400,
    );
    await call(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt('5b8e9a52-6f0e-4a59-9d7e-3f1c2a7b9c10', '2026-12-03T12:00:00Z', '2026-12-03T13:00:00Z'),
      404,
    );
  });

  it('duplicates a slot for N weeks at the same Italian wall-clock time across the March and October DST changes', async () => {
    const { owner, doctor } = await clinic();
    // Monday 23 March 2026, 09:00–11:00 in Rome (UTC+1); summer time starts on Sunday 29 March.
    const march = await call<Slot>(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-03-23T08:00:00Z', '2026-03-23T10:00:00Z'),
      201,
    );
    const copies = await call<Slot[]>(
      owner,
      'POST',
      `/api/v1/slots/${march.id}/duplicate`,
      { weeks: 3 },
      201,
    );
    expect(copies.map((s) => [s.startsAt, s.endsAt])).toEqual([
      ['2026-03-30T07:00:00.000Z', '2026-03-30T09:00:00.000Z'], // 09:00 in Rome, now UTC+2
      ['2026-04-06T07:00:00.000Z', '2026-04-06T09:00:00.000Z'],
      ['2026-04-13T07:00:00.000Z', '2026-04-13T09:00:00.000Z'],
    ]);
    // Monday 19 October 2026, 09:00 in Rome (UTC+2); winter time from Sunday 25 October.
    const october = await call<Slot>(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-10-19T07:00:00Z', '2026-10-19T09:00:00Z'),
      201,
    );
    const [next] = await call<Slot[]>(
      owner,
      'POST',
      `/api/v1/slots/${october.id}/duplicate`,
      { weeks: 1 },
      201,
    );
    expect(next).toMatchObject({
      startsAt: '2026-10-26T08:00:00.000Z',
      endsAt: '2026-10-26T10:00:00.000Z',
      durationMinutes: 120,
    });

    // 02:30 does not exist in Rome on 29 March (clocks jump from 02:00 to 03:00): the copy of a
    // 02:30 slot starts at 03:30 summer time, the same instant a clock would show after the jump.
    expect(shiftWeeks(new Date('2026-03-22T01:30:00Z'), 1).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(shiftWeeks(new Date('2026-03-22T00:00:00Z'), 1).toISOString()).toBe('2026-03-29T00:00:00.000Z');

    // Nothing is lost or shifted in the week view around the change.
    const around = await call<CalendarWindow>(
      owner,
      'GET',
      '/api/v1/calendar?from=2026-03-23T00:00:00Z&to=2026-04-14T00:00:00Z',
    );
    expect(around.slots).toHaveLength(4);

    // Duplicating onto an existing slot fails as a whole ('Failed to duplicate slots').
    const blocked = await call<{ code: string }>(
      owner,
      'POST',
      `/api/v1/slots/${march.id}/duplicate`,
      { weeks: 4 },
      409,
    );
    expect(blocked.code).toBe('SLOT_OVERLAP');
    const after = await call<CalendarWindow>(
      owner,
      'GET',
      '/api/v1/calendar?from=2026-03-23T00:00:00Z&to=2026-05-01T00:00:00Z',
    );
    expect(after.slots).toHaveLength(4);
  });

  it('moves an empty slot a week on and back; a slot with appointments stays', async () => {
    const { owner, doctor, patient } = await clinic();
    const slot = await call<Slot>(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-10-20T07:00:00Z', '2026-10-20T09:00:00Z'),
      201,
    );
    const moved = await call<Slot>(owner, 'POST', `/api/v1/slots/${slot.id}/move`, { weeks: 1 });
    expect(moved.startsAt).toBe('2026-10-27T08:00:00.000Z'); // still 09:00 in Rome, after the change
    const back = await call<Slot>(owner, 'POST', `/api/v1/slots/${slot.id}/move`, { weeks: -1 });
    expect(back.startsAt).toBe('2026-10-20T07:00:00.000Z');
    await call(owner, 'POST', `/api/v1/slots/${slot.id}/move`, { weeks: 2 }, 400);

    await call(
      owner,
      'POST',
      '/api/v1/appointments',
      {
        slotId: slot.id,
        doctorId: doctor.id,
        patientId: patient.id,
        startsAt: '2026-10-20T07:00:00Z',
        endsAt: '2026-10-20T07:30:00Z',
      },
      201,
    );
    expect((await call<Slot>(owner, 'GET', `/api/v1/slots/${slot.id}`)).status).toBe('booked');
    expect(
      (await call<{ code: string }>(owner, 'POST', `/api/v1/slots/${slot.id}/move`, { weeks: 1 }, 409)).code,
    ).toBe('IN_USE');
    // Deleting it names what holds it: the visit's patient and time in Rome.
    const held = await call<{ code: string; detail: string; appointments: unknown[] }>(
      owner,
      'DELETE',
      `/api/v1/slots/${slot.id}`,
      undefined,
      409,
    );
    expect(held).toMatchObject({
      code: 'SLOT_HAS_APPOINTMENTS',
      detail: `The slot still holds appointments: ${patient.lastName} ${patient.firstName} 09:00. Cancel or move them first.`,
      appointments: [
        {
          patientName: `${patient.lastName} ${patient.firstName}`,
          startsAt: '2026-10-20T07:00:00.000Z',
        },
      ],
    });
    // The patient and the doctor keep their history: deleting them is refused, not a 500.
    for (const path of [`/api/v1/patients/${patient.id}`, `/api/v1/doctors/${doctor.id}`]) {
      expect((await call<{ code: string }>(owner, 'DELETE', path, undefined, 409)).code).toBe('IN_USE');
    }
  });

  it("answers 404 for another organization's slot and lets every member run the calendar", async () => {
    const { owner, doctor } = await clinic();
    const slot = await call<Slot>(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-04T08:00:00Z', '2026-12-04T10:00:00Z'),
      201,
    );
    const stranger = await clinicOwner(t, 'Altro Studio');
    await call(stranger, 'GET', `/api/v1/slots/${slot.id}`, undefined, 404);
    await call(stranger, 'DELETE', `/api/v1/slots/${slot.id}`, undefined, 404);
    await call(stranger, 'POST', `/api/v1/slots/${slot.id}/duplicate`, { weeks: 1 }, 404);
    // Their own slot cannot name our doctor.
    await call(
      stranger,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-04T08:00:00Z', '2026-12-04T10:00:00Z'),
      404,
    );
    expect(
      (
        await call<CalendarWindow>(
          stranger,
          'GET',
          '/api/v1/calendar?from=2026-12-01T00:00:00Z&to=2026-12-08T00:00:00Z',
        )
      ).slots,
    ).toEqual([]);
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    await call(
      secretary,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-04T10:00:00Z', '2026-12-04T12:00:00Z'),
      201,
    );
  });
});

describe('appointments', () => {
  it("books at the doctor's price, flags an overpayment, checks in and follows the allowed statuses", async () => {
    const { owner, doctor, service, patient } = await clinic();
    const booked = await call<Appointment>(
      owner,
      'POST',
      '/api/v1/appointments',
      {
        doctorId: doctor.id,
        patientId: patient.id,
        serviceId: service.id,
        startsAt: '2026-12-07T09:00:00Z',
        endsAt: '2026-12-07T09:30:00Z',
      },
      201,
    );
    expect(booked).toMatchObject({
      priceCents: 9500,
      paidCents: 0,
      status: 'scheduled',
      checkedIn: false,
      serviceName: 'Visita',
    });
    expect(booked.patientName).toContain('Gialli');

    const checkedIn = await call<Appointment>(owner, 'PUT', `/api/v1/appointments/${booked.id}/check-in`, {
      checkedIn: true,
    });
    expect(checkedIn.checkedIn).toBe(true);
    // An amount paid says how: refused under the payment type, in the catalogue's words.
    const untyped = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'PUT',
      `/api/v1/appointments/${booked.id}/payment`,
      { paidCents: 10000, paymentType: null },
      400,
    );
    expect(untyped.errors).toContainEqual(
      expect.objectContaining({ path: 'paymentType', message: 'Choose cash or card' }),
    );
    const paid = await call<Appointment>(owner, 'PUT', `/api/v1/appointments/${booked.id}/payment`, {
      paidCents: 10000,
      paymentType: 'card',
    });
    expect(paid).toMatchObject({ paidCents: 10000, paymentType: 'card', overpaid: true });

    // Checked in, the visit has arrived; still to come, it is neither begun nor completed
    // (the whole machine: visit-states-routes.test.ts).
    expect(paid.status).toBe('arrived');
    const early = async (status: string) =>
      (
        await call<{ code: string }>(
          owner,
          'PUT',
          `/api/v1/appointments/${booked.id}/status`,
          { status },
          409,
        )
      ).code;
    expect(await early('active')).toBe('VISIT_NOT_TODAY');
    expect(await early('completed')).toBe('VISIT_NOT_STARTED');
    expect(await early('to_confirm')).toBe('INVALID_STATUS_TRANSITION');
    await call(owner, 'PUT', `/api/v1/appointments/${booked.id}/status`, { status: 'sleeping' }, 400);
  });

  it('never double-books a doctor; a cancelled visit frees its time, and re-opening it is refused if taken', async () => {
    const { owner, doctor, patient } = await clinic();
    const visit = {
      doctorId: doctor.id,
      patientId: patient.id,
      startsAt: '2026-12-08T09:00:00Z',
      endsAt: '2026-12-08T09:30:00Z',
    };
    const first = await call<Appointment>(owner, 'POST', '/api/v1/appointments', visit, 201);
    const clash = await call<{ code: string }>(
      owner,
      'POST',
      '/api/v1/appointments',
      {
        ...visit,
        temporaryName: 'Sig. Bruno',
        patientId: null,
        startsAt: '2026-12-08T09:15:00Z',
        endsAt: '2026-12-08T09:45:00Z',
      },
      409,
    );
    expect(clash.code).toBe('APPOINTMENT_OVERLAP');
    await call(owner, 'PUT', `/api/v1/appointments/${first.id}/status`, { status: 'cancelled' });
    const second = await call<Appointment>(
      owner,
      'POST',
      '/api/v1/appointments',
      { ...visit, patientId: null, temporaryName: 'Sig. Bruno' },
      201,
    );
    expect(second).toMatchObject({ patientId: null, patientName: 'Sig. Bruno', priceCents: 0 });
    const reopen = await call<{ code: string }>(
      owner,
      'PUT',
      `/api/v1/appointments/${first.id}/status`,
      { status: 'to_confirm' },
      409,
    );
    expect(reopen.code).toBe('APPOINTMENT_OVERLAP');
  });

  it('needs a patient or a temporary name, and refuses what belongs to another organization', async () => {
    const { owner, doctor } = await clinic();
    const nobody = await call<{ errors: { path: string }[] }>(
      owner,
      'POST',
      '/api/v1/appointments',
      {
        doctorId: doctor.id,
        startsAt: '2026-12-09T09:00:00Z',
        endsAt: '2026-12-09T09:30:00Z',
      },
      400,
    );
    expect(nobody.errors.map((e) => e.path)).toEqual(['patientId']);
    const stranger = await clinic();
    await call(
      owner,
      'POST',
      '/api/v1/appointments',
      {
        doctorId: doctor.id,
        patientId: stranger.patient.id,
        startsAt: '2026-12-09T09:00:00Z',
        endsAt: '2026-12-09T09:30:00Z',
      },
      404,
    );
    const mine = await call<Appointment>(
      owner,
      'POST',
      '/api/v1/appointments',
      {
        doctorId: doctor.id,
        temporaryName: 'Sig.ra Neri',
        startsAt: '2026-12-09T09:00:00Z',
        endsAt: '2026-12-09T09:30:00Z',
      },
      201,
    );
    await call(stranger.owner, 'GET', `/api/v1/appointments/${mine.id}`, undefined, 404);
    await call(stranger.owner, 'PUT', `/api/v1/appointments/${mine.id}/check-in`, { checkedIn: true }, 404);
  });

  it('of 50 bookings fired at once for the same doctor and time, exactly one wins', async () => {
    const { owner, doctor, patient } = await clinic();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(
          t,
          'POST',
          '/api/v1/appointments',
          {
            doctorId: doctor.id,
            patientId: patient.id,
            startsAt: '2026-12-10T09:00:00Z',
            endsAt: `2026-12-10T09:${String(10 + (i % 40)).padStart(2, '0')}:00Z`,
          },
          { cookie: `${owner.cookie}; user-locale=en` },
        ),
      ),
    );
    const statuses = attempts.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const bodies = await Promise.all(attempts.filter((res) => res.status === 409).map((res) => res.json()));
    expect(new Set(bodies.map((b) => (b as { detail: string }).detail))).toEqual(
      new Set(['The doctor already has an appointment at this time. Choose another time.']),
    );
    const window = await call<CalendarWindow>(
      owner,
      'GET',
      '/api/v1/calendar?from=2026-12-10T00:00:00Z&to=2026-12-11T00:00:00Z',
    );
    expect(window.appointments).toHaveLength(1);
  });
});

describe('appointments list and waiting list', () => {
  it('lists a day in Italian time and filters by doctor, status and check-in', async () => {
    const { owner, doctor, patient } = await clinic();
    const other = await call<Doctor>(
      owner,
      'POST',
      '/api/v1/doctors',
      { firstName: 'Luca', lastName: 'Neri', color: '#16a34a' },
      201,
    );
    const book = (doctorId: string, startsAt: string, endsAt: string) =>
      call<Appointment>(
        owner,
        'POST',
        '/api/v1/appointments',
        { doctorId, patientId: patient.id, startsAt, endsAt },
        201,
      );
    // 23:30 in Rome on 14 December is 22:30Z: still the 14th for the clinic.
    const late = await book(doctor.id, '2026-12-14T22:30:00Z', '2026-12-14T22:50:00Z');
    const morning = await book(other.id, '2026-12-14T08:00:00Z', '2026-12-14T08:30:00Z');
    await book(doctor.id, '2026-12-14T23:30:00Z', '2026-12-14T23:50:00Z'); // 00:30 on the 15th in Rome
    await call(owner, 'PUT', `/api/v1/appointments/${morning.id}/check-in`, { checkedIn: true });

    const day = await call<{ items: Appointment[]; total: number }>(
      owner,
      'GET',
      '/api/v1/appointments?day=2026-12-14',
    );
    expect(day.items.map((a) => a.id)).toEqual([morning.id, late.id]);
    expect(day.total).toBe(2);
    const byDoctor = await call<{ items: Appointment[] }>(
      owner,
      'GET',
      `/api/v1/appointments?day=2026-12-14&doctorId=${doctor.id}`,
    );
    expect(byDoctor.items.map((a) => a.id)).toEqual([late.id]);
    const checkedIn = await call<{ items: Appointment[] }>(
      owner,
      'GET',
      '/api/v1/appointments?day=2026-12-14&checkedIn=true',
    );
    expect(checkedIn.items.map((a) => a.id)).toEqual([morning.id]);
    const cancelled = await call<{ total: number }>(
      owner,
      'GET',
      '/api/v1/appointments?day=2026-12-14&status=cancelled',
    );
    expect(cancelled.total).toBe(0);
    const someoneElse = await call<{ id: string }>(
      owner,
      'POST',
      '/api/v1/patients',
      patientInput({ lastName: 'Rosa' }),
      201,
    );
    const theirs = await call<Appointment>(
      owner,
      'POST',
      '/api/v1/appointments',
      {
        doctorId: other.id,
        patientId: someoneElse.id,
        startsAt: '2026-12-14T10:00:00Z',
        endsAt: '2026-12-14T10:30:00Z',
      },
      201,
    );
    const byPatient = await call<{ items: Appointment[] }>(
      owner,
      'GET',
      `/api/v1/appointments?day=2026-12-14&patientId=${someoneElse.id}`,
    );
    expect(byPatient.items.map((a) => a.id)).toEqual([theirs.id]);
    await call(owner, 'GET', '/api/v1/appointments', undefined, 400);
    await call(owner, 'GET', '/api/v1/appointments?day=14/12/2026', undefined, 400);
    const stranger = await clinicOwner(t, 'Altro Studio');
    expect(
      (await call<{ total: number }>(stranger, 'GET', '/api/v1/appointments?day=2026-12-14')).total,
    ).toBe(0);
  });

  it('keeps people waiting in order and promotes one into a free time of a slot', async () => {
    const { owner, doctor, service, patient } = await clinic();
    const first = await call<{ id: string; patientName: string }>(
      owner,
      'POST',
      '/api/v1/waiting-list',
      { patientId: patient.id, serviceId: service.id },
      201,
    );
    const second = await call<{ id: string }>(
      owner,
      'POST',
      '/api/v1/waiting-list',
      { patientName: 'Sig. Russo', phone: '+39 333 765 4321' },
      201,
    );
    // A name alone needs a number to call back.
    const phoneless = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'POST',
      '/api/v1/waiting-list',
      { patientName: 'Sig.ra Bruni' },
      400,
    );
    expect(phoneless.errors).toEqual([
      expect.objectContaining({ path: 'phone', message: 'This field is required' }),
    ]);
    const nameless = await call<{ errors: { path: string }[] }>(
      owner,
      'POST',
      '/api/v1/waiting-list',
      {},
      400,
    );
    expect(nameless.errors.map((e) => e.path)).toEqual(['patientName']);
    const list = await call<{ id: string; patientName: string; status: string; phone: string | null }[]>(
      owner,
      'GET',
      '/api/v1/waiting-list',
    );
    expect(list.map((w) => w.id)).toEqual([first.id, second.id]);
    expect(list[0]).toMatchObject({ status: 'waiting' });
    expect(list[0]!.patientName).toContain('Gialli');
    expect(list.map((w) => w.phone)).toEqual([patient.mobile, '+393337654321']);

    const slot = await call<Slot>(
      owner,
      'POST',
      '/api/v1/slots',
      slotAt(doctor.id, '2026-12-15T08:00:00Z', '2026-12-15T10:00:00Z'),
      201,
    );
    const booked = await call<Appointment>(
      owner,
      'POST',
      `/api/v1/waiting-list/${first.id}/promote`,
      {
        slotId: slot.id,
        startsAt: '2026-12-15T08:00:00Z',
        endsAt: '2026-12-15T08:30:00Z',
      },
      201,
    );
    expect(booked).toMatchObject({
      slotId: slot.id,
      patientId: patient.id,
      priceCents: 9500,
      status: 'scheduled',
    });
    // The same time for the next one is taken: refused, and they stay on the list.
    const clash = await call<{ code: string }>(
      owner,
      'POST',
      `/api/v1/waiting-list/${second.id}/promote`,
      {
        slotId: slot.id,
        startsAt: '2026-12-15T08:15:00Z',
        endsAt: '2026-12-15T08:45:00Z',
      },
      409,
    );
    expect(clash.code).toBe('APPOINTMENT_OVERLAP');
    expect((await call<{ id: string }[]>(owner, 'GET', '/api/v1/waiting-list')).map((w) => w.id)).toEqual([
      second.id,
    ]);
    await call(owner, 'DELETE', `/api/v1/waiting-list/${second.id}`, undefined, 204);
    await call(owner, 'DELETE', `/api/v1/waiting-list/${second.id}`, undefined, 404);
    const stranger = await clinicOwner(t, 'Altro Studio');
    await call(
      stranger,
      'POST',
      `/api/v1/waiting-list/${first.id}/promote`,
      { slotId: slot.id, startsAt: '2026-12-15T09:00:00Z', endsAt: '2026-12-15T09:30:00Z' },
      404,
    );
  });
});
