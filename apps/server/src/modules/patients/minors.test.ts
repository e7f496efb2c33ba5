import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Patient } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner } from '../../../test/clinic';
import { CHILD_BIRTH_DATE, patientInput } from '../../../test/factories';
import { send } from '../../../test/http';
import { patientCalls } from '../../../test/patients';
import { withTenant } from '../../db/tenancy';
import { patientsRepo } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const { call, create } = patientCalls(() => t);
type Refusal = { code: string; errors: { path: string; message: string }[] };
const grandmother = {
  relationship: 'grandparent' as const,
  firstName: 'Rosa',
  lastName: 'Neri',
  phone: '+39 333 111 2222',
  email: 'rosa.neri@example.it',
  address: 'Via Po 4',
  city: 'Torino',
  postalCode: '10123',
  province: 'TO',
};
/** A child with no phone, email or address of their own. */
const childOnly = { firstName: 'Luca', lastName: 'Neri', birthDate: CHILD_BIRTH_DATE };

describe('minors, by the birth date', () => {
  it('refuses a minor without a guardian, saying why, in English and Italian', async () => {
    const owner = await clinicOwner(t);
    const refusal = async (language: string) => {
      const res = await send(t, 'POST', '/api/v1/patients', patientInput({ birthDate: CHILD_BIRTH_DATE }), {
        cookie: owner.cookie,
        'accept-language': language,
      });
      expect(res.status).toBe(400);
      return ((await res.json()) as Refusal).errors;
    };
    expect(await refusal('en')).toEqual([
      expect.objectContaining({ path: 'guardians', message: 'A minor patient needs at least one guardian' }),
    ]);
    expect(await refusal('it')).toEqual([
      expect.objectContaining({
        path: 'guardians',
        message: 'Un paziente minorenne ha bisogno di almeno un tutore',
      }),
    ]);
  });

  it("saves a minor with a guardian and no mobile, email or address of their own: the guardian's stand in", async () => {
    const owner = await clinicOwner(t);
    const child = await create(owner, { ...childOnly, guardians: [grandmother] });
    expect(child).toMatchObject({ isMinor: true, mobile: null, email: null, address: null, city: null });
    const guardianId = child.guardians[0]!.id;
    expect(child.standIns).toEqual({
      phone: { guardianId, name: 'Rosa Neri', value: '+393331112222' },
      email: { guardianId, name: 'Rosa Neri', value: 'rosa.neri@example.it' },
      address: { guardianId, name: 'Rosa Neri', value: 'Via Po 4, 10123 Torino, TO' },
    });
    expect(child.phoneStandIn).toEqual(child.standIns.phone);
    // Listed and found like anyone else, with no phone of their own: the guardian's stands in.
    const phoneStandIn = { guardianId, name: 'Rosa Neri', value: '+393331112222' };
    const page = await call<{ items: Patient[] }>(owner, 'GET', '/api/v1/patients?q=Luca%20Neri');
    expect(page.items).toEqual([
      expect.objectContaining({ id: child.id, isMinor: true, mobile: null, phoneStandIn }),
    ]);

    // A minor's own mobile, when given, is theirs: nothing stands in for it.
    const withPhone = await call<Patient>(owner, 'PUT', `/api/v1/patients/${child.id}`, {
      ...childOnly,
      mobile: '+39 347 000 1111',
      guardians: [grandmother],
    });
    expect(withPhone.standIns.phone).toBeNull();
    expect(withPhone.phoneStandIn).toBeNull();
    expect(withPhone.standIns.email).toMatchObject({ value: 'rosa.neri@example.it' });
  });

  it("lists and finds a minor without a phone with their first guardian's standing in, as the record does", async () => {
    const owner = await clinicOwner(t);
    // The guardian who is a patient speaks through her own record: her mobile stands in.
    const mother = await create(
      owner,
      patientInput({ firstName: 'Giulia', lastName: 'Verdi', mobile: '+39 339 112 2334' }),
    );
    const children = await Promise.all(
      ['Anna', 'Bruno', 'Carla'].map((firstName, i) =>
        create(owner, {
          ...childOnly,
          firstName,
          lastName: 'Verdi',
          // Carla has her own mobile; Bruno has his grandmother too, listed first.
          mobile: i === 2 ? '+39 347 000 2222' : undefined,
          guardians: [{ relationship: 'parent', patientId: mother.id }, ...(i === 1 ? [grandmother] : [])],
        }),
      ),
    );
    const standIn = { guardianId: expect.any(String), name: 'Giulia Verdi', value: '+393391122334' };
    const byName = (items: Patient[]) => Object.fromEntries(items.map((p) => [p.firstName, p.phoneStandIn]));
    const rosa = { guardianId: expect.any(String), name: 'Rosa Neri', value: '+393331112222' };
    const expected = { Giulia: null, Anna: standIn, Bruno: rosa, Carla: null };

    const list = await call<{ items: Patient[] }>(owner, 'GET', '/api/v1/patients?q=Verdi');
    expect(byName(list.items)).toEqual(expected);
    const found = await call<{ patients: { items: Patient[] } }>(owner, 'GET', '/api/v1/search?q=Verdi');
    expect(byName(found.patients.items)).toEqual(expected);
    // The record names the same guardian as the list.
    const bruno = await call<Patient>(owner, 'GET', `/api/v1/patients/${children[1]!.id}`);
    expect(bruno.phoneStandIn).toEqual(byName(list.items).Bruno);
    expect(bruno.standIns.phone).toEqual(bruno.phoneStandIn);
  });

  it('still asks an adult, or a patient without a birth date, for their own mobile, city and address', async () => {
    const owner = await clinicOwner(t);
    for (const birthDate of ['1980-01-01', null]) {
      const refused = await call<Refusal>(
        owner,
        'POST',
        '/api/v1/patients',
        { ...childOnly, birthDate, guardians: [grandmother] },
        400,
      );
      expect(refused.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
        'mobile: This field is required',
        'city: This field is required',
        'address: This field is required',
      ]);
    }
    // An adult's guardians are not kept, nor asked for.
    const adult = await create(owner, patientInput({ birthDate: '1980-01-01', guardians: [grandmother] }));
    expect(adult).toMatchObject({ isMinor: false, guardians: [] });
  });

  it('stops being a minor on the 18th birthday without anyone editing the record', async () => {
    const owner = await clinicOwner(t);
    // The day before Luca's 18th birthday; at 22:30 UTC it is already the 10th in Rome (UTC+2).
    vi.useFakeTimers({ now: new Date('2026-05-09T12:00:00Z'), toFake: ['Date'] });
    const child = await create(owner, { ...childOnly, birthDate: '2008-05-10', guardians: [grandmother] });
    expect(child.isMinor).toBe(true);

    vi.setSystemTime(new Date('2026-05-09T22:30:00Z'));
    const adult = await call<Patient>(owner, 'GET', `/api/v1/patients/${child.id}`);
    expect(adult).toMatchObject({ isMinor: false, standIns: { phone: null, email: null, address: null } });
    // The record opens and keeps the guardian until it is edited; then Luca gives his own contacts.
    expect(adult.guardians).toHaveLength(1);
    const refused = await call<Refusal>(
      owner,
      'PUT',
      `/api/v1/patients/${child.id}`,
      { ...childOnly, birthDate: '2008-05-10', guardians: [grandmother] },
      400,
    );
    expect(refused.errors.map((e) => e.path)).toEqual(['mobile', 'city', 'address']);
    const edited = await call<Patient>(owner, 'PUT', `/api/v1/patients/${child.id}`, {
      ...patientInput({ ...childOnly, birthDate: '2008-05-10' }),
    });
    expect(edited).toMatchObject({ isMinor: false, guardians: [] });
  });

  it('opens and edits a minor saved before without a guardian, asking for one', async () => {
    const owner = await clinicOwner(t);
    const tenant = { organizationId: owner.organizationId, userId: owner.userId };
    const saved = await withTenant(t.ctx.database.db, tenant, (tx) =>
      patientsRepo.insert(tx, {
        organizationId: owner.organizationId,
        firstName: 'Sofia',
        lastName: 'Bianchi',
        mobile: '+393331234567',
        city: 'Milano',
        address: 'Via Dante 1',
        birthDate: CHILD_BIRTH_DATE,
      }),
    );
    const opened = await call<Patient>(owner, 'GET', `/api/v1/patients/${saved.id}`);
    expect(opened).toMatchObject({ isMinor: true, guardians: [], mobile: '+393331234567' });
    const input = patientInput({ firstName: 'Sofia', lastName: 'Bianchi', birthDate: CHILD_BIRTH_DATE });
    const refused = await call<Refusal>(owner, 'PUT', `/api/v1/patients/${saved.id}`, input, 400);
    expect(refused.errors).toEqual([expect.objectContaining({ path: 'guardians' })]);
    const edited = await call<Patient>(owner, 'PUT', `/api/v1/patients/${saved.id}`, {
      ...input,
      guardians: [grandmother],
    });
    expect(edited.guardians).toEqual([expect.objectContaining({ firstName: 'Rosa' })]);
  });
});
