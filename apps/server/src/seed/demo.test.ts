import { Temporal } from 'temporal-polyfill';
import {
  ORGANIZATION_TIME_ZONE,
  type AppointmentPage,
  type CallDetail,
  type CallList,
  type Doctor,
  type InvoicePage,
  type Patient,
  type PatientPage,
  type Tax730Submission,
} from '@studiolo/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { organizationMembers } from '../db/schema';
import { withUser } from '../db/tenancy';
import { DEMO, seedDemo } from './demo';
import { demoApi, type DemoApi } from './demo-api';

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

/** Every appointment between two days, page by page. */
async function appointmentsBetween(api: DemoApi, from: Temporal.PlainDate, to: Temporal.PlainDate) {
  const at = (day: Temporal.PlainDate) =>
    day.toZonedDateTime({ timeZone: ORGANIZATION_TIME_ZONE }).toInstant().toString();
  const items: AppointmentPage['items'] = [];
  for (let offset = 0; ; offset += 200) {
    const page = await api<AppointmentPage>(
      'GET',
      `/api/v1/appointments?from=${at(from)}&to=${at(to)}&limit=200&offset=${offset}`,
    );
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) return items;
  }
}

// Smaller than what `npm run seed:demo` makes (DEMO_SIZE): the same code paths in a third of the time.
const size = { adults: 40, minors: 10, weeks: 2, invoices: 20 };
const patientCount = size.adults + size.minors;

describe('seed:demo', () => {
  it('fills a living clinic through the services, and running it again changes nothing', async () => {
    const today = Temporal.Now.plainDateISO(ORGANIZATION_TIME_ZONE);
    const first = await seedDemo(t.ctx, { size });
    expect(first).toMatchObject({ created: true, filled: true });

    const members = await withUser(t.ctx.database.db, first.userId, (tx) =>
      tx.select().from(organizationMembers).where(eq(organizationMembers.userId, first.userId)),
    );
    expect(members).toEqual([
      expect.objectContaining({ organizationId: first.organizationId, role: 'owner' }),
    ]);
    const ok = await signIn(DEMO.password);
    expect(ok.status).toBe(200);
    expect((await signIn('wrong-password')).status).toBe(401);

    const api = await demoApi(t.app, t.ctx.config.publicUrl, {
      ...DEMO,
      organizationId: first.organizationId,
    });
    const doctors = await api<Doctor[]>('GET', '/api/v1/doctors');
    expect(doctors).toHaveLength(4);
    expect(new Set(doctors.map((d) => d.color)).size).toBe(4);
    expect(await api<unknown[]>('GET', '/api/v1/doctor-services')).toHaveLength(11);

    const patients = await api<PatientPage>('GET', '/api/v1/patients?limit=1');
    expect(patients.total).toBe(patientCount);
    const minor = await firstMinor(api);
    expect((await api<Patient>('GET', `/api/v1/patients/${minor.id}`)).guardians).toHaveLength(1);

    const monday = today.subtract({ days: today.dayOfWeek - 1 });
    const thisWeek = await appointmentsBetween(api, monday, monday.add({ days: 7 }));
    const before = await appointmentsBetween(api, monday.subtract({ weeks: size.weeks - 1 }), monday);
    expect(thisWeek).toHaveLength(4 * 5 * 4);
    expect(before).toHaveLength(4 * 5 * 2 * (size.weeks - 1));
    const statuses = new Set([...thisWeek, ...before].map((a) => a.status));
    expect([...statuses].sort()).toEqual([
      'active',
      'cancelled',
      'completed',
      'planned',
      'scheduled',
      'to_confirm',
    ]);
    expect(new Set(before.map((a) => a.status))).toEqual(new Set(['completed', 'cancelled']));

    const invoices = (await api<InvoicePage>('GET', '/api/v1/invoices?limit=100')).items;
    const byStatus = (status: string) => invoices.filter((i) => i.status === status && i.kind === 'invoice');
    // Most paid, a few only sent (every seventh), one credited, the last left as a draft.
    expect(byStatus('paid').length).toBeGreaterThanOrEqual(size.invoices * 0.75);
    expect(byStatus('sent').length).toBeGreaterThanOrEqual(2);
    expect(byStatus('draft')).toHaveLength(1);
    expect(invoices.filter((i) => i.kind === 'credit_note')).toHaveLength(1);
    const sendings = await api<Tax730Submission[]>(
      'GET',
      `/api/v1/invoices/${byStatus('paid')[0]!.id}/tax730`,
    );
    expect(sendings.length).toBeGreaterThan(0);

    const calls = (await api<CallList>('GET', '/api/v1/calls?days=1')).calls;
    expect(calls).toHaveLength(12);
    expect(calls.filter((c) => c.priority !== null && c.category !== null).length).toBeGreaterThanOrEqual(10);
    const details = await Promise.all(calls.map((c) => api<CallDetail>('GET', `/api/v1/calls/${c.id}`)));
    expect(details.filter((d) => d.transcription.text).length).toBe(10);

    const second = await seedDemo(t.ctx, { size });
    expect(second).toEqual({ ...first, created: false, filled: false });
    expect((await api<PatientPage>('GET', '/api/v1/patients?limit=1')).total).toBe(patientCount);
    expect(await api<Doctor[]>('GET', '/api/v1/doctors')).toHaveLength(4);
  }, 600_000);
});

async function firstMinor(api: DemoApi) {
  for (let offset = 0; offset < patientCount; offset += 100) {
    const page = await api<PatientPage>('GET', `/api/v1/patients?limit=100&offset=${offset}`);
    const minor = page.items.find((p) => p.isMinor);
    if (minor) return minor;
  }
  throw new Error('no minor');
}
