import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/auth';
import { addMember } from '../../../test/factories';
import { cookiesOf, send } from '../../../test/http';
import { organizations } from '../../db/schema';
import { withTenant } from '../../db/tenancy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function owner() {
  const user = await signedInUser(t);
  const res = await send(
    t,
    'POST',
    '/api/v1/organizations',
    { name: 'Studio Settings' },
    { cookie: user.cookie },
  );
  const { id } = (await res.json()) as { id: string };
  return { ...user, organizationId: id, cookie: `${user.cookie}; ${cookiesOf(res)}` };
}

describe('GET and PUT /api/v1/settings', () => {
  it('starts from the SPEC defaults and keeps what is not sent', async () => {
    const me = await owner();
    const initial = await send(t, 'GET', '/api/v1/settings', undefined, { cookie: me.cookie });
    expect(await initial.json()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      calendar: { timelineInterval: 15, hoursFormat: '24h' },
      patientForm: { mobilePrefix: '+39', showTitle: true, showMarketingConsent: true },
      documents: { language: 'it' },
    });

    const put = await send(
      t,
      'PUT',
      '/api/v1/settings',
      {
        calendar: { timelineInterval: 30 },
        patientForm: { showNotes: false },
        documents: { language: 'en' },
      },
      { cookie: me.cookie },
    );
    expect(put.status).toBe(200);
    const after = await (await send(t, 'GET', '/api/v1/settings', undefined, { cookie: me.cookie })).json();
    expect(after).toMatchObject({
      calendar: { timelineInterval: 30, hoursFormat: '24h' },
      patientForm: { showNotes: false, showTitle: true, mobilePrefix: '+39' },
      documents: { language: 'en' },
    });
  });

  it('refuses values outside the choices', async () => {
    const me = await owner();
    const res = await send(
      t,
      'PUT',
      '/api/v1/settings',
      {
        calendar: { timelineInterval: 7 },
        patientForm: { mobilePrefix: '39' },
        documents: { language: 'fr' },
      },
      { cookie: `${me.cookie}; user-locale=en` },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors.map((e) => e.path).sort()).toEqual([
      'calendar.timelineInterval',
      'documents.language',
      'patientForm.mobilePrefix',
    ]);
    expect(body.errors.find((e) => e.path === 'patientForm.mobilePrefix')!.message).toBe(
      'Country code is required',
    );
  });

  it('refuses a secretary and another organization', async () => {
    const me = await owner();
    const secretary = await signedInUser(t);
    await addMember(t.ctx.database.db, me.organizationId, secretary.userId, 'secretary');
    const cookie = `${secretary.cookie}; currentOrganizationId=${me.organizationId}`;
    expect((await send(t, 'GET', '/api/v1/settings', undefined, { cookie })).status).toBe(200);
    expect(
      (await send(t, 'PUT', '/api/v1/settings', { calendar: { hoursFormat: '12h' } }, { cookie })).status,
    ).toBe(403);

    const stranger = await signedInUser(t);
    const foreign = `${stranger.cookie}; currentOrganizationId=${me.organizationId}`;
    expect((await send(t, 'GET', '/api/v1/settings', undefined, { cookie: foreign })).status).toBe(404);
  });

  it('falls back to the defaults when stored settings are unreadable', async () => {
    const me = await owner();
    await withTenant(t.ctx.database.db, { organizationId: me.organizationId, userId: me.userId }, (tx) =>
      tx
        .update(organizations)
        .set({ settings: { calendar: { timelineInterval: 'many' } } as never })
        .where(eq(organizations.id, me.organizationId)),
    );
    const res = await send(t, 'GET', '/api/v1/settings', undefined, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(DEFAULT_SETTINGS);
  });
});

describe('settings export and import', () => {
  it('exports a file that, changed and imported, reports exactly what changed', async () => {
    const me = await owner();
    const exported = await send(t, 'GET', '/api/v1/settings/export', undefined, { cookie: me.cookie });
    expect(exported.headers.get('content-disposition')).toContain('studiolo-settings.json');
    const file = (await exported.json()) as {
      organization: Record<string, unknown>;
      settings: { calendar: Record<string, unknown> };
    };
    const unchanged = await send(t, 'POST', '/api/v1/settings/import', file, { cookie: me.cookie });
    expect(await unchanged.json()).toEqual({ changed: [] });

    file.organization.city = 'Torino';
    file.settings.calendar.hoursFormat = '12h';
    const imported = await send(t, 'POST', '/api/v1/settings/import', file, { cookie: me.cookie });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ changed: ['organization.city', 'calendar.hoursFormat'] });
    const profile = await (
      await send(t, 'GET', '/api/v1/organization', undefined, { cookie: me.cookie })
    ).json();
    expect(profile).toMatchObject({ city: 'Torino' });
  });

  it('refuses a file that is not a Studiolo export, changing nothing', async () => {
    const me = await owner();
    const res = await send(
      t,
      'POST',
      '/api/v1/settings/import',
      { format: 'other', settings: {} },
      { cookie: me.cookie },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const after = await (await send(t, 'GET', '/api/v1/settings', undefined, { cookie: me.cookie })).json();
    expect(after).toEqual(DEFAULT_SETTINGS);
  });
});
