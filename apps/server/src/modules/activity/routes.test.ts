import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import { callAs, clinicOwner } from '../../../test/clinic';
import { bookVisit, calendarClinic } from '../../../test/calendar';
import { signingClinic } from '../../../test/documents';
import { addMember, createOrganization, patientInput } from '../../../test/factories';
import { withTenant } from '../../db/tenancy';
import type { ActivityAction } from '@studiolo/contracts';
import { activityRepo } from './repo';
import { recordActivity } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member of a fresh organization that already has `entries` activity entries. */
async function memberWithActivity(entries: number) {
  const db = t.ctx.database.db;
  const user = await signedInUser(t);
  const organization = await createOrganization(db);
  await addMember(db, organization.id, user.userId, 'owner');
  const tenant = { organizationId: organization.id, userId: user.userId };
  // One transaction: the entries share a timestamp, so paging must not rely on time alone.
  await withTenant(db, tenant, async (tx) => {
    for (let i = 0; i < entries; i++) {
      await recordActivity(tx, tenant, { action: 'patient.created', entityType: 'patient', data: { n: i } });
    }
  });
  return { ...user, organizationId: organization.id };
}

const getActivity = (cookie: string, organizationId?: string, query = '', locale = 'it') =>
  t.app.request(`/api/v1/activity${query}`, {
    headers: {
      cookie: [cookie, `user-locale=${locale}`, organizationId && `currentOrganizationId=${organizationId}`]
        .filter(Boolean)
        .join('; '),
    },
  });

describe('GET /api/v1/activity', () => {
  it("lists the selected organization's entries a page at a time, none twice, none lost", async () => {
    const me = await memberWithActivity(3);
    await memberWithActivity(2); // another clinic's entries never show up
    const first = await getActivity(me.cookie, me.organizationId, '?limit=2');
    expect(first.status).toBe(200);
    type Page = { items: { id: string }[]; nextCursor: string | null };
    const page = (await first.json()) as Page;
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();

    const second = await getActivity(me.cookie, me.organizationId, `?limit=2&cursor=${page.nextCursor}`);
    const rest = (await second.json()) as Page;
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
    const all = [...page.items, ...rest.items].map((e) => e.id);
    expect(new Set(all).size).toBe(3);
  });

  it('is for owners and admins only', async () => {
    const owner = await memberWithActivity(1);
    for (const [role, status] of [
      ['admin', 200],
      ['doctor', 403],
      ['secretary', 403],
    ] as const) {
      const member = await signedInUser(t);
      await addMember(t.ctx.database.db, owner.organizationId, member.userId, role);
      expect((await getActivity(member.cookie, owner.organizationId)).status).toBe(status);
    }
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.request('/api/v1/activity');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('needs a selected organization when the user has several, and says so in the spec words', async () => {
    const me = await memberWithActivity(0);
    const second = await createOrganization(t.ctx.database.db);
    await addMember(t.ctx.database.db, second.id, me.userId, 'owner');
    const it = await getActivity(me.cookie);
    expect(it.status).toBe(400);
    expect(await it.json()).toMatchObject({
      code: 'ORGANIZATION_REQUIRED',
      detail: "Nessuna organizzazione selezionata. Seleziona prima un'organizzazione.",
    });
    const en = await getActivity(me.cookie, undefined, '', 'en');
    expect(await en.json()).toMatchObject({
      detail: 'No organization is selected. Please select an organization first.',
    });
  });

  it('answers 404 for an organization the user does not belong to, and reveals nothing of it', async () => {
    const me = await memberWithActivity(1);
    const other = await memberWithActivity(1);
    for (const organizationId of [other.organizationId, 'not-a-uuid']) {
      const res = await getActivity(me.cookie, organizationId);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('refuses an out-of-range page size and a forged cursor with field errors', async () => {
    const me = await memberWithActivity(0);
    const forged = await getActivity(me.cookie, me.organizationId, '?cursor=nope', 'en');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ errors: [{ path: 'cursor' }] });
    const res = await getActivity(me.cookie, me.organizationId, '?limit=500', 'en');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'limit', message: 'The value must be at most 100' }],
    });
  });

  it('names what each patient or registry entry was about, and says when a patient is gone', async () => {
    const owner = await clinicOwner(t);
    const call = <T>(method: string, path: string, body?: unknown, status = 200) =>
      callAs<T>(t, owner, method, path, body, status);
    const kept = await call<{ id: string }>(
      'POST',
      '/api/v1/patients',
      patientInput({ firstName: 'Anna', lastName: 'Bianchi' }),
      201,
    );
    const gone = await call<{ id: string }>(
      'POST',
      '/api/v1/patients',
      patientInput({ firstName: 'Mario', lastName: 'Rossi' }),
      201,
    );
    await call('DELETE', `/api/v1/patients/${gone.id}`, undefined, 204);
    const type = await call<{ id: string }>('POST', '/api/v1/service-types', { name: 'Igiene' }, 201);
    await call('DELETE', `/api/v1/service-types/${type.id}`, undefined, 204);
    const doctor = await call<{ id: string }>(
      'POST',
      '/api/v1/doctors',
      { title: 'Dott.', firstName: 'Luca', lastName: 'Verdi', color: '#0f766e' },
      201,
    );

    type Entry = { action: string; entityId: string; entityExists: boolean | null; data: { name?: string } };
    const { items } = await call<{ items: Entry[] }>('GET', '/api/v1/activity');
    const summary = items.map(({ action, entityId, entityExists, data }) => ({
      action,
      entityId,
      entityExists,
      name: data.name,
    }));
    expect(summary).toEqual([
      { action: 'doctor.created', entityId: doctor.id, entityExists: null, name: 'Dott. Luca Verdi' },
      { action: 'service_type.deleted', entityId: type.id, entityExists: null, name: 'Igiene' },
      { action: 'service_type.created', entityId: type.id, entityExists: null, name: 'Igiene' },
      { action: 'patient.deleted', entityId: gone.id, entityExists: false, name: 'Rossi Mario' },
      { action: 'patient.created', entityId: gone.id, entityExists: false, name: 'Rossi Mario' },
      { action: 'patient.created', entityId: kept.id, entityExists: true, name: 'Bianchi Anna' },
      { action: 'organization.created', entityId: owner.organizationId, entityExists: null, name: undefined },
    ]);
  });

  it('names the patient a visit is about, as the patient is named now', async () => {
    const clinic = await calendarClinic(t, { firstName: 'Giulia' });
    const visit = await bookVisit(t, clinic, new Date(Date.now() + 86_400_000));
    const call = <T>(method: string, path: string, body?: unknown) =>
      callAs<T>(t, clinic.owner, method, path, body, 200);
    await call(
      'PUT',
      `/api/v1/patients/${clinic.patient.id}`,
      patientInput({ lastName: 'Gialli', firstName: 'Giuliana' }),
    );

    type Entry = { action: string; entityId: string; patient: { id: string; name: string } | null };
    const { items } = await call<{ items: Entry[] }>('GET', '/api/v1/activity');
    const booked = items.find((e) => e.action === 'appointment.created');
    expect(booked).toMatchObject({
      entityId: visit.id,
      patient: { id: clinic.patient.id, name: 'Gialli Giuliana' },
    });
    // A patient's own entries name it already; a doctor's have no patient.
    expect(items.find((e) => e.action === 'patient.updated')?.patient).toBeNull();
    expect(items.find((e) => e.action === 'doctor.created')?.patient).toBeNull();
  });

  it('names the patient a document for signing is about, sent by the desk or signed on the tablet', async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument();
    await clinic.signOnTablet(sent.id);
    type Entry = { action: string; entityId: string; patient: { id: string; name: string } | null };
    const { items } = await callAs<{ items: Entry[] }>(t, clinic.owner, 'GET', '/api/v1/activity');
    const patient = { id: clinic.patient.id, name: `${clinic.patient.lastName} ${clinic.patient.firstName}` };
    for (const action of ['document.sent', 'document.opened', 'document.signed'])
      expect(items.find((e) => e.action === action)).toMatchObject({ entityId: sent.id, patient });
    // Another organization's log has none of it.
    const stranger = await signingClinic(t);
    const theirs = await callAs<{ items: Entry[] }>(t, stranger.owner, 'GET', '/api/v1/activity');
    expect(theirs.items.some((e) => e.entityId === sent.id)).toBe(false);
  });
});

describe('the full history: filters by who, what and when (SPEC §2 dashboard)', () => {
  /** An owner and a secretary of one clinic with entries on three days, in three areas. */
  async function clinicWithHistory() {
    const db = t.ctx.database.db;
    const owner = await memberWithActivity(0);
    const secretary = await signedInUser(t, 'Sara Segreteria');
    await addMember(db, owner.organizationId, secretary.userId, 'secretary');
    await withTenant(db, { organizationId: owner.organizationId, userId: owner.userId }, async (tx) => {
      const write = (actor: string, action: ActivityAction, type: string, at: string) =>
        activityRepo.insert(tx, {
          organizationId: owner.organizationId,
          actorUserId: actor,
          action,
          entityType: type,
          createdAt: new Date(at),
        });
      // 1 Nov 00:30 in Rome is still 31 Oct in UTC: the day is the clinic's.
      await write(owner.userId, 'patient.created', 'patient', '2026-10-31T23:30:00Z');
      await write(secretary.userId, 'appointment.created', 'appointment', '2026-11-02T09:00:00Z');
      await write(secretary.userId, 'invoice.sent', 'invoice', '2026-11-03T10:00:00Z');
      await write(owner.userId, 'slot.created', 'slot', '2026-11-03T22:59:00Z'); // 23:59 in Rome
    });
    return { owner, secretary };
  }
  const actions = async (res: Response) => {
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: { action: string }[] }).items.map((e) => e.action);
  };

  it("narrows to one person, one area and a span of the clinic's days", async () => {
    const { owner, secretary } = await clinicWithHistory();
    const get = (query: string) => getActivity(owner.cookie, owner.organizationId, query);
    expect(await actions(await get(`?actorUserId=${secretary.userId}`))).toEqual([
      'invoice.sent',
      'appointment.created',
    ]);
    expect(await actions(await get('?area=calendar'))).toEqual(['slot.created', 'appointment.created']);
    expect(await actions(await get('?from=2026-11-01&until=2026-11-01'))).toEqual(['patient.created']);
    expect(await actions(await get('?from=2026-11-03&until=2026-11-03'))).toEqual([
      'slot.created',
      'invoice.sent',
    ]);
    expect(await actions(await get(`?actorUserId=${owner.userId}&area=calendar&from=2026-11-02`))).toEqual([
      'slot.created',
    ]);
    // Someone of another clinic has nothing here.
    const stranger = await memberWithActivity(2);
    expect(await actions(await get(`?actorUserId=${stranger.userId}`))).toEqual([]);
  });

  it('pages through a filtered history without repeating or losing entries', async () => {
    const { owner } = await clinicWithHistory();
    const first = (await (
      await getActivity(owner.cookie, owner.organizationId, '?area=calendar&limit=1')
    ).json()) as { items: { action: string }[]; nextCursor: string };
    expect(first.items.map((e) => e.action)).toEqual(['slot.created']);
    const rest = await getActivity(
      owner.cookie,
      owner.organizationId,
      `?area=calendar&limit=1&cursor=${first.nextCursor}`,
    );
    expect(await actions(rest)).toEqual(['appointment.created']);
  });

  it("refuses an unknown area and an end before the start, in the user's language", async () => {
    const { owner } = await clinicWithHistory();
    const area = await getActivity(owner.cookie, owner.organizationId, '?area=everything', 'en');
    expect(area.status).toBe(400);
    expect(await area.json()).toMatchObject({ errors: [{ path: 'area' }] });
    const backwards = await getActivity(
      owner.cookie,
      owner.organizationId,
      '?from=2026-11-03&until=2026-11-01',
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({
      errors: [
        { path: 'until', message: 'La data finale deve essere uguale o successiva a quella iniziale' },
      ],
    });
  });

  it('lists who appears in the log, for owners and admins of this clinic only', async () => {
    const { owner, secretary } = await clinicWithHistory();
    const actors = await t.app.request('/api/v1/activity/actors', {
      headers: { cookie: `${owner.cookie}; currentOrganizationId=${owner.organizationId}` },
    });
    expect(actors.status).toBe(200);
    const names = ((await actors.json()) as { items: { userId: string; name: string }[] }).items;
    expect(names.map((a) => a.userId).sort()).toEqual([owner.userId, secretary.userId].sort());
    const asSecretary = await t.app.request('/api/v1/activity/actors', {
      headers: { cookie: `${secretary.cookie}; currentOrganizationId=${owner.organizationId}` },
    });
    expect(asSecretary.status).toBe(403);
    const stranger = await memberWithActivity(1);
    const elsewhere = await t.app.request('/api/v1/activity/actors', {
      headers: { cookie: `${stranger.cookie}; currentOrganizationId=${owner.organizationId}` },
    });
    expect(elsewhere.status).toBe(404);
  });
});
