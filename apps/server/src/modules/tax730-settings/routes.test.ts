import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TAX730_FIELDS,
  tax730FieldsFor,
  type Tax730Settings,
  type Tax730SettingsInput,
} from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { taxCodeOf } from '../../../test/factories';
import { send } from '../../../test/http';
import { withTenant } from '../../db/tenancy';
import { tax730SettingsRepo } from './repo';
import { decryptSecret, deriveKey } from './secrets';
import { tax730CredentialsFor } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Sogei-Pass-2026!';
const PINCODE = '4815162342';
const OWNER_TAX_CODE = taxCodeOf('RSSMRA85T10A562');

/** A whole configuration of a structure, as the form sends it. */
const complete = (overrides: Partial<Tax730SettingsInput> = {}): Tax730SettingsInput => ({
  username: OWNER_TAX_CODE,
  password: PASSWORD,
  pincode: PINCODE,
  ownerTaxCode: OWNER_TAX_CODE,
  vatNumber: '12345678903',
  senderKind: 'structure',
  regionCode: '030',
  aslCode: '308',
  ssaCode: '123456',
  environment: 'production',
  automaticSubmission: true,
  ...overrides,
});

const put = (who: SignedInMember, body: unknown, status = 200) =>
  callAs<Tax730Settings>(t, who, 'PUT', '/api/v1/tax730-settings', body, status);
const get = (who: SignedInMember) => callAs<Tax730Settings>(t, who, 'GET', '/api/v1/tax730-settings');

/** The organization's stored row, read as the application does (in its scope). */
const storedRow = (who: SignedInMember) =>
  withTenant(t.ctx.database.db, { organizationId: who.organizationId, userId: null }, (tx) =>
    tax730SettingsRepo.find(tx, who.organizationId),
  );
const accessOf = (who: SignedInMember, app = t.ctx) =>
  withTenant(app.database.db, { organizationId: who.organizationId, userId: null }, (tx) =>
    tax730CredentialsFor(app, tx, who.organizationId),
  );

describe('GET and PUT /api/v1/tax730-settings', () => {
  it('starts empty, saves a partial configuration as incomplete, then a complete one', async () => {
    const owner = await clinicOwner(t);
    expect(await get(owner)).toEqual({
      username: null,
      ownerTaxCode: null,
      vatNumber: null,
      regionCode: null,
      aslCode: null,
      ssaCode: null,
      senderKind: 'professional',
      environment: 'test',
      automaticSubmission: false,
      passwordSet: false,
      pincodeSet: false,
      complete: false,
      missing: ['username', 'password', 'pincode', 'ownerTaxCode', 'vatNumber'],
      updatedAt: null,
    });

    const partial = await put(owner, {
      username: ' RSSMRA85T10A562S ',
      password: PASSWORD,
      ownerTaxCode: 'rssmra 85t10 a562s',
      vatNumber: '',
      regionCode: '030',
    });
    expect(partial).toMatchObject({
      username: 'RSSMRA85T10A562S',
      ownerTaxCode: OWNER_TAX_CODE,
      vatNumber: null,
      regionCode: '030',
      environment: 'test',
      passwordSet: true,
      pincodeSet: false,
      complete: false,
      // A professional (the default) needs no structure codes.
      missing: ['pincode', 'vatNumber'],
    });
    expect(partial.updatedAt).not.toBeNull();
    expect(await get(owner)).toEqual(partial);

    const saved = await put(owner, complete({ password: '', pincode: PINCODE }));
    expect(saved).toMatchObject({
      vatNumber: '12345678903',
      environment: 'production',
      automaticSubmission: true,
      passwordSet: true,
      pincodeSet: true,
      complete: true,
      missing: [],
    });
    expect(await get(owner)).toEqual(saved);
  });

  it('keeps the stored password and PIN when they are sent empty or not at all, replaces them when given', async () => {
    const owner = await clinicOwner(t);
    await put(owner, complete());
    await put(owner, complete({ password: '', pincode: '' }));
    const { password, pincode, ...rest } = complete();
    void password;
    void pincode;
    await put(owner, { ...rest, ssaCode: '654321' });
    expect((await accessOf(owner))?.credentials).toEqual({
      username: OWNER_TAX_CODE,
      password: PASSWORD,
      pincode: PINCODE,
    });
    await put(owner, complete({ password: 'Nuova-Password-1', pincode: '' }));
    expect((await accessOf(owner))?.credentials).toMatchObject({
      password: 'Nuova-Password-1',
      pincode: PINCODE,
    });
  });

  it('refuses a wrong partita IVA, codice fiscale and codes with the catalogue messages, saving nothing', async () => {
    const owner = await clinicOwner(t);
    const res = await send(
      t,
      'PUT',
      '/api/v1/tax730-settings',
      complete({
        vatNumber: '12345678901',
        ownerTaxCode: 'RSSMRA85T10A562X',
        pincode: '12ab',
        regionCode: '30',
        aslCode: 'AB',
        ssaCode: '1234567',
      }),
      { cookie: `${owner.cookie}; user-locale=en` },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; errors: { path: string; message: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.fromEntries(body.errors.map((e) => [e.path, e.message]))).toEqual({
      vatNumber: 'Invalid VAT number (check the digits)',
      ownerTaxCode: 'Invalid tax code',
      pincode: 'The PIN code has digits only (20 at most)',
      regionCode: 'Please enter the region code (3 characters)',
      aslCode: 'Please enter the ASL code (3 characters)',
      ssaCode: 'SSA code: 5 or 6 characters, as in the letter assigning the credentials.',
    });

    // Too short to be either: still the field's own message, in the user's language.
    const italian = await send(
      t,
      'PUT',
      '/api/v1/tax730-settings',
      complete({ vatNumber: '1234', ownerTaxCode: 'ABC' }),
      { cookie: `${owner.cookie}; user-locale=it` },
    );
    const italianErrors = ((await italian.json()) as { errors: { path: string; message: string }[] }).errors;
    expect(Object.fromEntries(italianErrors.map((e) => [e.path, e.message]))).toEqual({
      vatNumber: 'Inserisci una partita IVA valida (11 cifre)',
      ownerTaxCode: 'Codice fiscale non valido',
    });
    await put(owner, complete({ environment: 'staging' as never }), 400);
    await put(owner, complete({ pincode: '1'.repeat(21) }), 400);
    expect(await storedRow(owner)).toBeUndefined();
  });

  it("never shows an organization another's settings", async () => {
    const owner = await clinicOwner(t, 'Studio Alfa');
    await put(owner, complete());
    const other = await clinicOwner(t, 'Studio Beta');
    expect(await get(other)).toMatchObject({ username: null, vatNumber: null, passwordSet: false });
    await put(other, { username: 'UTENTEBETA' });
    expect((await get(owner)).username).toBe(OWNER_TAX_CODE);

    // A user who is not a member, selecting the organization: 404, nothing read or written.
    const stranger = { ...other, cookie: other.cookie.replace(other.organizationId, owner.organizationId) };
    await callAs(t, stranger, 'GET', '/api/v1/tax730-settings', undefined, 404);
    await callAs(t, stranger, 'PUT', '/api/v1/tax730-settings', complete({ username: 'X' }), 404);
    expect((await get(owner)).username).toBe(OWNER_TAX_CODE);
  });

  it('lets every member read it, and only the owner and an admin change it', async () => {
    const owner = await clinicOwner(t);
    await put(owner, complete());
    for (const role of ['secretary', 'doctor'] as const) {
      const member = await colleague(t, owner.organizationId, role);
      expect(await get(member)).toMatchObject({ complete: true, passwordSet: true });
      const refused = await send(t, 'PUT', '/api/v1/tax730-settings', complete({ username: 'ALTRO' }), {
        cookie: member.cookie,
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await get(owner)).username).toBe(OWNER_TAX_CODE);
    const admin = await colleague(t, owner.organizationId, 'admin');
    expect(await put(admin, complete({ username: 'AMMINISTRATORE' }))).toMatchObject({
      username: 'AMMINISTRATORE',
    });
  });

  it('never answers the password or the PIN, and stores them encrypted', async () => {
    const owner = await clinicOwner(t);
    const texts: string[] = [];
    const record = async (method: string, path: string, body?: unknown) => {
      const res = await send(t, method, path, body, { cookie: owner.cookie });
      expect(res.status, path).toBeLessThan(300);
      texts.push(await res.text());
    };
    await record('PUT', '/api/v1/tax730-settings', complete());
    await record('GET', '/api/v1/tax730-settings');
    await record('PUT', '/api/v1/tax730-settings', complete({ password: '', pincode: '' }));
    await record('GET', '/api/v1/activity');
    await record('GET', '/api/v1/settings/export');
    for (const text of texts) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(PINCODE);
    }
    expect(texts[3]).toContain('tax730_settings.updated');

    const row = (await storedRow(owner))!;
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(JSON.stringify(row)).not.toContain(PINCODE);
    expect(Buffer.from(row.passwordEncrypted!, 'base64').toString('latin1')).not.toContain(PASSWORD);
    // IV + tag + ciphertext, readable only with the key derived from the server's secret.
    expect(Buffer.from(row.passwordEncrypted!, 'base64').length).toBe(12 + 16 + PASSWORD.length);
    const key = deriveKey(t.ctx.serverSecret, 'tax730-settings/v1');
    expect(
      decryptSecret(key, row.passwordEncrypted!, `tax730_settings:${owner.organizationId}:password`),
    ).toBe(PASSWORD);
    expect(decryptSecret(key, row.pincodeEncrypted!, `tax730_settings:${owner.organizationId}:pincode`)).toBe(
      PINCODE,
    );
  });

  it('logs which fields changed, never their values', async () => {
    const owner = await clinicOwner(t);
    await put(owner, complete({ environment: 'test' }));
    await put(owner, complete({ environment: 'production', password: 'Altra-Password-9', pincode: '' }));
    const activity = await callAs<{ items: { action: string; data: { changed?: string[] } }[] }>(
      t,
      owner,
      'GET',
      '/api/v1/activity',
    );
    const entries = activity.items.filter((item) => item.action === 'tax730_settings.updated');
    expect(entries.map((entry) => entry.data.changed)).toEqual([
      ['password', 'environment'],
      [...TAX730_FIELDS, 'senderKind', 'automaticSubmission'],
    ]);
  });
});

describe('the sender kind and the test identities', () => {
  it('lets a professional send in production with cfProprietario only, a structure with its codes', async () => {
    const owner = await clinicOwner(t);
    const professional = complete({ senderKind: 'professional', regionCode: '', aslCode: '', ssaCode: '' });
    // Every field a professional has is enough for production (the kit's medico.xml).
    expect(await put(owner, professional)).toMatchObject({
      senderKind: 'professional',
      environment: 'production',
      complete: true,
      missing: [],
    });
    expect(await accessOf(owner)).toEqual({
      environment: 'production',
      automaticSubmission: true,
      credentials: { username: OWNER_TAX_CODE, password: PASSWORD, pincode: PINCODE },
      owner: { taxCode: OWNER_TAX_CODE, vatNumber: '12345678903' },
      structure: null,
    });
    // Codes left from before are not sent by a professional.
    await put(owner, complete({ senderKind: 'professional' }));
    expect((await accessOf(owner))?.structure).toBeNull();

    // A structure needs its three codes, in either environment.
    for (const environment of ['test', 'production'] as const) {
      expect(await put(owner, complete({ environment, ssaCode: '' }))).toMatchObject({
        complete: false,
        missing: ['ssaCode'],
      });
      expect(await accessOf(owner)).toBeNull();
    }
    await put(owner, complete({ regionCode: '020', aslCode: '101', ssaCode: 'a8888' }));
    expect((await accessOf(owner))?.structure).toEqual({
      regionCode: '020',
      aslCode: '101',
      ssaCode: 'A8888',
    });
    expect(tax730FieldsFor('professional')).not.toContain('ssaCode');
  });

  it("takes the kit's test identities in the test environment only", async () => {
    const owner = await clinicOwner(t);
    const kit = {
      username: 'PROVAX00X00X000Y',
      password: 'Salve123',
      pincode: '1234567890',
      ownerTaxCode: 'PROVAX00X00X000Y',
      // The kit's optician: a P.IVA whose check digit is wrong.
      vatNumber: '98765432104',
      senderKind: 'professional',
      environment: 'test',
    } as const;
    expect(await put(owner, kit)).toMatchObject({ ownerTaxCode: 'PROVAX00X00X000Y', complete: true });
    expect(await accessOf(owner)).toMatchObject({
      owner: { taxCode: 'PROVAX00X00X000Y', vatNumber: '98765432104' },
    });

    // Production stays strict: both are refused, with the fields' own messages.
    const res = await send(
      t,
      'PUT',
      '/api/v1/tax730-settings',
      { ...kit, environment: 'production', pincode: '12ab' },
      { cookie: `${owner.cookie}; user-locale=en` },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors.map((e) => e.path).sort()).toEqual(['ownerTaxCode', 'pincode', 'vatNumber']);
    expect(body.errors.find((e) => e.path === 'ownerTaxCode')?.message).toBe('Invalid tax code');
    expect((await get(owner)).environment).toBe('test');
  });
});

describe('tax730CredentialsFor', () => {
  it('gives the decrypted access once the sender has what it needs', async () => {
    const owner = await clinicOwner(t);
    expect(await accessOf(owner)).toBeNull();
    await put(owner, complete({ environment: 'test', pincode: '' }));
    expect(await accessOf(owner)).toBeNull();
    await put(owner, complete({ environment: 'test' }));
    expect(await accessOf(owner)).toMatchObject({
      environment: 'test',
      structure: { regionCode: '030', aslCode: '308', ssaCode: '123456' },
    });
  });

  it('treats secrets encrypted under another server secret as not set', async () => {
    const owner = await clinicOwner(t);
    await put(owner, complete());
    const rotated = { ...t.ctx, serverSecret: 'a-different-secret-a-different-secret-01' };
    expect(await accessOf(owner, rotated)).toBeNull();
    expect(await accessOf(owner)).not.toBeNull();
  });
});
