import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient, PatientPage } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner, colleague } from '../../../test/clinic';
import { patientCalls } from '../../../test/patients';
import { CHILD_BIRTH_DATE, patientInput, taxCodeOf } from '../../../test/factories';
import { send } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, create } = patientCalls(() => t);

describe('patients', () => {
  it('creates a patient with the phone in E.164 and the tax code normalized, reads, updates and deletes', async () => {
    const owner = await clinicOwner(t);
    const created = await create(
      owner,
      patientInput({ mobile: '+39 333 765 4321', taxCode: ' rssmra85t10a562s ' }),
    );
    expect(created).toMatchObject({
      mobile: '+393337654321',
      taxCode: 'RSSMRA85T10A562S',
      guardians: [],
      dependents: [],
    });
    expect(await call(owner, 'GET', `/api/v1/patients/${created.id}`)).toEqual(created);

    const updated = await call<Patient>(owner, 'PUT', `/api/v1/patients/${created.id}`, {
      ...patientInput({ taxCode: 'RSSMRA85T10A562S' }),
      notes: 'Allergia al lattice',
    });
    expect(updated.notes).toBe('Allergia al lattice');

    const res = await send(t, 'DELETE', `/api/v1/patients/${created.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(204);
    await call(owner, 'GET', `/api/v1/patients/${created.id}`, undefined, 404);
    const activity = await call<{ items: { action: string }[] }>(owner, 'GET', '/api/v1/activity');
    expect(activity.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['patient.created', 'patient.updated', 'patient.deleted']),
    );
  });

  it('refuses a landline, toll-free or premium number as the mobile, in the language of the request', async () => {
    const owner = await clinicOwner(t);
    const refusal = async (mobile: string, language = 'en') => {
      const res = await send(t, 'POST', '/api/v1/patients', patientInput({ mobile }), {
        cookie: owner.cookie,
        'accept-language': language,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; errors: { path: string; message: string }[] };
      expect(body.code).toBe('VALIDATION_FAILED');
      return body.errors;
    };
    expect(await refusal('+39 02 9475 0000')).toEqual([
      expect.objectContaining({
        path: 'mobile',
        message: 'This is a landline number: enter a mobile number',
      }),
    ]);
    expect(await refusal('+39 02 9475 0000', 'it')).toEqual([
      expect.objectContaining({
        path: 'mobile',
        message: 'Questo è un numero fisso: inserisci un numero di cellulare',
      }),
    ]);
    expect(await refusal('+39 800 123456')).toEqual([
      expect.objectContaining({
        path: 'mobile',
        message: 'This is a toll-free number: enter a mobile number',
      }),
    ]);
    expect(await refusal('+39 899 123456')).toEqual([
      expect.objectContaining({ path: 'mobile', message: expect.stringContaining('premium-rate') }),
    ]);
  });

  it('takes an STP or ENI code and the 11-digit provisional code, refusing a wrong check digit', async () => {
    const owner = await clinicOwner(t);
    expect((await create(owner, patientInput({ taxCode: 'stp 120 201 0000123' }))).taxCode).toBe(
      'STP1202010000123',
    );
    expect((await create(owner, patientInput({ taxCode: 'ENI0301010000042' }))).taxCode).toBe(
      'ENI0301010000042',
    );
    expect((await create(owner, patientInput({ taxCode: '00159560366' }))).taxCode).toBe('00159560366');
    const wrong = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      patientInput({ taxCode: '00159560367' }),
      400,
    );
    expect(wrong.errors).toEqual([expect.objectContaining({ path: 'taxCode', message: 'Invalid tax code' })]);
  });

  it('refuses a personal code whose birthplace no comune or country ever had, for a patient and a guardian', async () => {
    const owner = await clinicOwner(t);
    // Z999 is no foreign state: the check character is right, the place is not.
    const nowhere = taxCodeOf('RSSMRA85T10Z999');
    const refused = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      patientInput({ taxCode: nowhere }),
      400,
    );
    expect(refused.errors).toEqual([
      expect.objectContaining({
        path: 'taxCode',
        message: expect.stringContaining('birthplace that does not exist'),
      }),
    ]);
    const guardian = {
      relationship: 'parent' as const,
      firstName: 'Anna',
      lastName: 'Rossi',
      phone: '+393331112222',
    };
    const minor = patientInput({
      birthDate: CHILD_BIRTH_DATE,
      guardians: [{ ...guardian, taxCode: nowhere }],
    });
    const refusedGuardian = await call<{ errors: { path: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      minor,
      400,
    );
    expect(refusedGuardian.errors).toEqual([expect.objectContaining({ path: 'guardians.0.taxCode' })]);
    const milano = taxCodeOf('RSSMRA85T10F205');
    expect((await create(owner, patientInput({ taxCode: milano }))).taxCode).toBe(milano);
  });

  it('takes the country of residence by its code in force only', async () => {
    const owner = await clinicOwner(t);
    expect((await create(owner, patientInput({ country: 'bj' }))).country).toBe('BJ');
    // DY: Dahomey, Benin's code until 1977.
    const body = await call<{ errors: { path: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      patientInput({ country: 'DY' }),
      400,
    );
    expect(body.errors).toEqual([expect.objectContaining({ path: 'country' })]);
  });

  it('says how long a text may be, in Italian as "al massimo"', async () => {
    const owner = await clinicOwner(t);
    const res = await send(t, 'POST', '/api/v1/patients', patientInput({ notes: 'x'.repeat(4001) }), {
      cookie: `${owner.cookie}; user-locale=it`,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({
        path: 'notes',
        message: 'Questo campo può contenere al massimo 4000 caratteri',
      }),
    ]);
  });

  it('requires city, address and a valid mobile, and checks the tax code', async () => {
    const owner = await clinicOwner(t);
    const body = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      { ...patientInput(), city: '', address: ' ', mobile: '333 12', taxCode: 'RSSMRA85T10A562X' },
      400,
    );
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'city', message: 'This field is required' }),
        expect.objectContaining({ path: 'address', message: 'This field is required' }),
        expect.objectContaining({
          path: 'mobile',
          message: 'Please enter a valid phone number, e.g. 333 123 4567 or +44 7911 123456',
        }),
        expect.objectContaining({ path: 'taxCode' }),
      ]),
    );
    const noMobile = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      { ...patientInput(), mobile: '' },
      400,
    );
    expect(noMobile.errors).toEqual([
      expect.objectContaining({ path: 'mobile', message: 'This field is required' }),
    ]);
    const future = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      { ...patientInput(), birthDate: '2999-01-01' },
      400,
    );
    expect(future.errors).toEqual([expect.objectContaining({ path: 'birthDate', message: 'Invalid date' })]);
  });

  it('refuses a NUL character in a text field or a search as bad input, never a 500', async () => {
    const owner = await clinicOwner(t);
    const body = await call<{ code: string; errors: { path: string; message: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      { ...patientInput(), lastName: 'Ros\u0000si', notes: 'a\u0000' },
      400,
    );
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual([
      expect.objectContaining({
        path: 'lastName',
        message: 'This text contains a character that is not allowed',
      }),
      expect.objectContaining({
        path: 'notes',
        message: 'This text contains a character that is not allowed',
      }),
    ]);
    const search = await send(t, 'GET', '/api/v1/patients?q=%00', undefined, { cookie: owner.cookie });
    expect(search.status).toBe(400);
    const within = await send(t, 'GET', '/api/v1/patients?q=Ro%00ssi', undefined, { cookie: owner.cookie });
    expect(within.status).toBe(400);
  });

  it("hides another organization's patients and lets only owners and admins delete", async () => {
    const owner = await clinicOwner(t);
    const patient = await create(owner, patientInput());
    const stranger = await clinicOwner(t, 'Altro Studio');
    await call(stranger, 'GET', `/api/v1/patients/${patient.id}`, undefined, 404);
    await call(stranger, 'PUT', `/api/v1/patients/${patient.id}`, patientInput(), 404);
    await call(stranger, 'DELETE', `/api/v1/patients/${patient.id}`, undefined, 404);
    expect((await call<PatientPage>(stranger, 'GET', '/api/v1/patients')).total).toBe(0);

    const secretary = await colleague(t, owner.organizationId, 'secretary');
    await create(secretary, patientInput());
    await call(secretary, 'DELETE', `/api/v1/patients/${patient.id}`, undefined, 403);
    const doctor = await colleague(t, owner.organizationId, 'doctor');
    await call(doctor, 'PUT', `/api/v1/patients/${patient.id}`, patientInput({ notes: 'visto' }));
  });
});

describe('patient search', () => {
  it('finds by misspelled surname, tax code, phone typed with spaces and email; sorts and pages', async () => {
    const owner = await clinicOwner(t);
    const rossi = await create(
      owner,
      patientInput({
        firstName: 'Mario',
        lastName: 'Rossi',
        taxCode: 'RSSMRA85T10A562S',
        email: 'mario.rossi@example.it',
        mobile: '+39 347 555 0101',
      }),
    );
    const nicolo = await create(owner, patientInput({ firstName: 'Nicolò', lastName: 'Esposito' }));
    await create(owner, patientInput({ firstName: 'Anna', lastName: 'Bianchi' }));

    const ids = async (q: string) =>
      (await call<PatientPage>(owner, 'GET', `/api/v1/patients?q=${encodeURIComponent(q)}`)).items.map(
        (p) => p.id,
      );
    expect(await ids('Rosi')).toEqual([rossi.id]);
    // A letter missing inside a short surname (word similarity 0.57).
    expect(await ids('Rossi Maro')).toEqual([rossi.id]);
    expect(await ids('Espsito')).toEqual([nicolo.id]);
    expect(await ids('rossy mario')).toEqual([rossi.id]);
    expect(await ids('rssmra85')).toEqual([rossi.id]);
    expect(await ids('347 555 0101')).toEqual([rossi.id]);
    expect(await ids('mario.rossi@')).toEqual([rossi.id]);
    expect(await ids('nicolo')).toEqual([nicolo.id]);
    expect(await ids('Zanzibar')).toEqual([]);

    const page = await call<PatientPage>(owner, 'GET', '/api/v1/patients?limit=2&sort=name');
    expect(page.total).toBe(3);
    expect(page.items.map((p) => p.lastName)).toEqual(['Bianchi', 'Esposito']);
    const next = await call<PatientPage>(owner, 'GET', '/api/v1/patients?limit=2&offset=2&sort=name');
    expect(next).toMatchObject({ total: 3, items: [expect.objectContaining({ lastName: 'Rossi' })] });

    await call(
      owner,
      'PUT',
      `/api/v1/patients/${nicolo.id}`,
      patientInput({ firstName: 'Nicolò', lastName: 'Esposito', notes: 'x' }),
    );
    const recent = await call<PatientPage>(owner, 'GET', '/api/v1/patients?sort=recent&limit=1');
    expect(recent.items[0]!.id).toBe(nicolo.id);
    await call(owner, 'GET', '/api/v1/patients?limit=1000', undefined, 400);
  });

  it('finds names with letters of other alphabets than the Italian, typed with or without their accents', async () => {
    const owner = await clinicOwner(t);
    const simic = await create(owner, patientInput({ firstName: 'Łukasz', lastName: 'Šimić' }));
    const dvorak = await create(owner, patientInput({ firstName: 'Zoë', lastName: 'DVOŘÁK' }));
    const ids = async (q: string) =>
      (await call<PatientPage>(owner, 'GET', `/api/v1/patients?q=${encodeURIComponent(q)}`)).items.map(
        (p) => p.id,
      );
    for (const q of ['Šimić', 'simic', 'SIMIĆ', 'šimic lukasz', 'Łukasz'])
      expect(await ids(q), q).toEqual([simic.id]);
    for (const q of ['Dvořák', 'dvorak', 'zoe', 'Zoë']) expect(await ids(q), q).toEqual([dvorak.id]);
  });
});
