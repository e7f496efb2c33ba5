import { Temporal } from 'temporal-polyfill';
import {
  hasCallsNumber,
  ORGANIZATION_TIME_ZONE,
  type CalendarWindow,
  type CallDetail,
  type CallList,
  type CallsNumber,
  type Doctor,
  type Invoice,
  type InvoicePage,
  type OpeningHours,
  type Patient,
  type PatientPage,
  type Slot,
  type Tax730Submission,
} from '@studiolo/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { organizationMembers } from '../db/schema';
import { withUser } from '../db/tenancy';
import { DEMO, seedDemo } from './demo';
import { demoApi, type DemoApi } from './demo-api';
import { calendarBetween, OPEN_WEEKS_AHEAD } from './demo-clinic';
import { DEMO_OPENING_HOURS } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (password: string) =>
  t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.ctx.config.publicUrl },
    body: JSON.stringify({ email: DEMO.email, password }),
  });

// Smaller than what `npm run seed:demo` makes (DEMO_SIZE): the same code paths in a third of the time.
const size = { adults: 40, minors: 10, weeks: 2, invoices: 20 };
const patientCount = size.adults + size.minors;
const TZ = ORGANIZATION_TIME_ZONE;

// Wednesday 3 June 2026, 10:40 in Italy: the morning's first visits are over, one may be under way,
// the rest of the day is to come. Tuesday 2 June, Festa della Repubblica, lies in the weeks seeded.
const NOW = new Date('2026-06-03T08:40:00Z');
const HOLIDAY = '2026-06-02';
/** Monday a week before NOW's (weeks: 2), and the Monday after the last week open (8 ahead). */
const FIRST = Temporal.PlainDate.from('2026-05-25');
const AFTER = Temporal.PlainDate.from('2026-06-01').add({ weeks: OPEN_WEEKS_AHEAD + 1 });

const local = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO(TZ);
const dayOf = (instant: string) => local(instant).toPlainDate().toString();
const clock = (instant: string) => local(instant).toPlainTime().toString({ smallestUnit: 'minute' });

let first: Awaited<ReturnType<typeof seedDemo>>;
let api: DemoApi;
let doctors: Doctor[];
let calendar: CalendarWindow;
beforeAll(async () => {
  first = await seedDemo(t.ctx, { now: NOW, size });
  api = await demoApi(t.app, t.ctx.config.publicUrl, { ...DEMO, organizationId: first.organizationId });
  doctors = await api<Doctor[]>('GET', '/api/v1/doctors');
  calendar = await calendarBetween(api, FIRST.subtract({ weeks: 1 }), AFTER.add({ weeks: 1 }));
}, 600_000);

describe('seed:demo', () => {
  it('fills a clinic through the services whose owner can sign in', async () => {
    expect(first).toMatchObject({ created: true, filled: true });
    const members = await withUser(t.ctx.database.db, first.userId, (tx) =>
      tx.select().from(organizationMembers).where(eq(organizationMembers.userId, first.userId)),
    );
    expect(members).toEqual([
      expect.objectContaining({ organizationId: first.organizationId, role: 'owner' }),
    ]);
    expect((await signIn(DEMO.password)).status).toBe(200);
    expect((await signIn('wrong-password')).status).toBe(401);

    expect(doctors).toHaveLength(4);
    expect(new Set(doctors.map((d) => d.color)).size).toBe(4);
    expect(await api<unknown[]>('GET', '/api/v1/doctor-services')).toHaveLength(11);
    const patients = await api<PatientPage>('GET', '/api/v1/patients?limit=1');
    expect(patients.total).toBe(patientCount);
    const minor = await firstMinor(api);
    expect((await api<Patient>('GET', `/api/v1/patients/${minor.id}`)).guardians).toHaveLength(1);
  });

  it("opens each doctor's weekly hours from a week ago to eight weeks ahead, skipping 2 June", async () => {
    for (const [index, doctor] of doctors.entries()) {
      const ranges = DEMO_OPENING_HOURS[index]!;
      const hours = await api<OpeningHours>('GET', `/api/v1/doctors/${doctor.id}/opening-hours`);
      expect(hours.ranges).toEqual(expect.arrayContaining([...ranges]));
      expect(hours.ranges).toHaveLength(ranges.length);

      const slots = calendar.slots.filter((slot) => slot.doctorId === doctor.id);
      expect(slots.every((slot) => slot.status !== 'deleted')).toBe(true);
      // Every slot is one of the template's ranges, on its weekday, at its hours.
      for (const slot of slots) {
        const { dayOfWeek } = local(slot.startsAt);
        const range = { weekday: dayOfWeek, start: clock(slot.startsAt), end: clock(slot.endsAt) };
        expect(ranges).toContainEqual(range);
      }
      // Ten weeks of them, less the Tuesday of the holiday; and the Tuesdays either side are open.
      const tuesdays = ranges.filter((range) => range.weekday === 2).length;
      expect(tuesdays).toBeGreaterThan(0);
      expect(slots).toHaveLength(ranges.length * (OPEN_WEEKS_AHEAD + 2) - tuesdays);
      expect(slots.filter((slot) => dayOf(slot.startsAt) === HOLIDAY)).toEqual([]);
      expect(slots.filter((slot) => dayOf(slot.startsAt) === '2026-05-26')).toHaveLength(tuesdays);
      expect(slots.filter((slot) => dayOf(slot.startsAt) === '2026-06-09')).toHaveLength(tuesdays);
      const days = slots.map((slot) => dayOf(slot.startsAt)).sort();
      expect(days[0]! >= FIRST.toString()).toBe(true);
      expect(days.at(-1)! < AFTER.toString()).toBe(true);
    }
  });

  it('books every visit inside a slot of its doctor, linked to it and to a service, none overlapping', () => {
    const visits = calendar.appointments;
    expect(visits.length).toBeGreaterThan(4 * 2 * 7);
    const slots = new Map(calendar.slots.map((slot) => [slot.id, slot]));
    for (const visit of visits) {
      const slot = slots.get(visit.slotId ?? '');
      expect(slot, `slot of ${visit.startsAt}`).toBeDefined();
      expect(slot!.doctorId).toBe(visit.doctorId);
      expect(Date.parse(slot!.startsAt)).toBeLessThanOrEqual(Date.parse(visit.startsAt));
      expect(Date.parse(visit.endsAt)).toBeLessThanOrEqual(Date.parse(slot!.endsAt));
      expect(visit.serviceId).not.toBeNull();
      expect(visit.patientId).not.toBeNull();
    }
    for (const doctor of doctors) {
      const own = visits
        .filter((visit) => visit.doctorId === doctor.id)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      for (let i = 1; i < own.length; i++) {
        expect(Date.parse(own[i - 1]!.endsAt)).toBeLessThanOrEqual(Date.parse(own[i]!.startsAt));
      }
    }
    // Booked up to two weeks ahead, with free time left in the slots to book into.
    const last = visits
      .map((visit) => dayOf(visit.startsAt))
      .sort()
      .at(-1)!;
    expect(last >= '2026-06-15' && last < '2026-06-22').toBe(true);
    const booked = (slot: Slot) => visits.filter((visit) => visit.slotId === slot.id).length;
    expect(
      calendar.slots.filter((slot) => dayOf(slot.startsAt) === '2026-06-04').every((s) => booked(s) > 0),
    ).toBe(true);
  });

  it('gives each visit the state it has at 10:40: nothing to come is completed, under way or arrived', () => {
    const at = NOW.getTime();
    for (const visit of calendar.appointments) {
      const label = `${visit.startsAt} ${visit.status}`;
      if (Date.parse(visit.startsAt) > at) {
        expect(['scheduled', 'to_confirm', 'planned', 'cancelled'], label).toContain(visit.status);
        expect(visit.checkedIn, label).toBe(false);
      } else if (Date.parse(visit.endsAt) > at) {
        // Under way: it started within the hour (no service is longer) and its patient arrived.
        expect(at - Date.parse(visit.startsAt)).toBeLessThan(3_600_000);
        expect(visit, label).toMatchObject({ status: 'active', checkedIn: true });
      } else {
        // Over: completed (arrived), cancelled, or a no-show (never arrived).
        expect(['completed', 'cancelled', 'no_show'], label).toContain(visit.status);
        expect(visit.checkedIn, label).toBe(visit.status === 'completed');
      }
    }
    const today = calendar.appointments.filter((visit) => dayOf(visit.startsAt) === '2026-06-03');
    expect(today.some((visit) => visit.status === 'completed')).toBe(true);
    expect(today.some((visit) => visit.status === 'scheduled' && Date.parse(visit.startsAt) > at)).toBe(true);
    const past = calendar.appointments.filter((visit) => Date.parse(visit.endsAt) <= at);
    const share = (status: string) => past.filter((visit) => visit.status === status).length / past.length;
    expect(share('completed')).toBeGreaterThan(0.75);
    expect(share('cancelled')).toBeGreaterThan(0);
    expect(share('cancelled')).toBeLessThan(0.15);
  });

  it('invoices completed visits (paid, sent, a credit note, a draft) and records the calls', async () => {
    const invoices = (await api<InvoicePage>('GET', '/api/v1/invoices?limit=100')).items;
    const byStatus = (status: string) => invoices.filter((i) => i.status === status && i.kind === 'invoice');
    // Most paid, a few only sent (every seventh), one credited, the last left as a draft.
    expect(byStatus('paid').length).toBeGreaterThanOrEqual(size.invoices * 0.75);
    expect(byStatus('sent').length).toBeGreaterThanOrEqual(2);
    expect(byStatus('draft')).toHaveLength(1);
    expect(invoices.filter((i) => i.kind === 'credit_note')).toHaveLength(1);
    const completed = new Set(
      calendar.appointments.filter((visit) => visit.status === 'completed').map((visit) => visit.id),
    );
    const invoiced = await appointmentsInvoiced(api, invoices);
    expect(invoiced.length).toBe(size.invoices);
    expect(invoiced.every((id) => completed.has(id))).toBe(true);
    const sendings = await api<Tax730Submission[]>(
      'GET',
      `/api/v1/invoices/${byStatus('paid')[0]!.id}/tax730`,
    );
    expect(sendings.length).toBeGreaterThan(0);

    const calls = (await api<CallList>('GET', '/api/v1/calls?days=1')).calls;
    expect(calls).toHaveLength(12);
    // To the clinic's own number, which /calls-m shows as 'Il tuo numero'.
    const number = await api<CallsNumber>('GET', '/api/v1/calls/number');
    expect(number).toMatchObject({ status: 'provisioned', number: expect.stringMatching(/^\+3902\d+$/) });
    expect(hasCallsNumber(number)).toBe(true);
    expect(new Set(calls.map((c) => c.number))).toEqual(new Set([number.number]));
    expect(calls.filter((c) => c.priority !== null && c.category !== null).length).toBeGreaterThanOrEqual(10);
    const details = await Promise.all(calls.map((c) => api<CallDetail>('GET', `/api/v1/calls/${c.id}`)));
    expect(details.filter((d) => d.transcription.text).length).toBe(10);
  });

  it('changes nothing when run again', async () => {
    const snapshot = async () => ({
      calendar: await calendarBetween(api, FIRST.subtract({ weeks: 1 }), AFTER.add({ weeks: 1 })),
      hours: await Promise.all(
        doctors.map((d) => api<OpeningHours>('GET', `/api/v1/doctors/${d.id}/opening-hours`)),
      ),
      invoices: await api<InvoicePage>('GET', '/api/v1/invoices?limit=100'),
      patients: (await api<PatientPage>('GET', '/api/v1/patients?limit=1')).total,
      doctors: await api<Doctor[]>('GET', '/api/v1/doctors?includeInactive=true'),
    });
    const before = await snapshot();
    expect(before.calendar).toEqual(calendar);
    const second = await seedDemo(t.ctx, { now: new Date(), size });
    expect(second).toEqual({ ...first, created: false, filled: false });
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});

/** The appointments the invoices bill, each invoice read in full. */
async function appointmentsInvoiced(api: DemoApi, invoices: InvoicePage['items']) {
  const ids: string[] = [];
  for (const invoice of invoices.filter((i) => i.kind === 'invoice')) {
    const full = await api<Invoice>('GET', `/api/v1/invoices/${invoice.id}`);
    ids.push(...full.lines.flatMap((line) => (line.appointmentId ? [line.appointmentId] : [])));
  }
  return ids;
}

async function firstMinor(api: DemoApi) {
  for (let offset = 0; offset < patientCount; offset += 100) {
    const page = await api<PatientPage>('GET', `/api/v1/patients?limit=100&offset=${offset}`);
    const minor = page.items.find((p) => p.isMinor);
    if (minor) return minor;
  }
  throw new Error('no minor');
}
