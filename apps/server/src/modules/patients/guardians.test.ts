import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Patient } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner } from '../../../test/clinic';
import { patientCalls } from '../../../test/patients';
import { CHILD_BIRTH_DATE, patientInput } from '../../../test/factories';
import { send } from '../../../test/http';
import { patientsRepo } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, create } = patientCalls(() => t);
type Refusal = { code: string; errors: { path: string; message: string }[] };
/** A minor guarded by these patients (ids), as the form sends it. */
const minorGuardedBy = (...ids: string[]) =>
  patientInput({
    birthDate: CHILD_BIRTH_DATE,
    guardians: ids.map((patientId) => ({ relationship: 'parent', patientId })),
  });

describe('guardians', () => {
  it('keeps a minor with guardians, and blocks deleting a guardian until the minor is reassigned', async () => {
    const owner = await clinicOwner(t);
    const mother = await create(owner, patientInput({ firstName: 'Giulia', lastName: 'Neri' }));
    const missing = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      {
        ...patientInput(),
        birthDate: CHILD_BIRTH_DATE,
        guardians: [{ relationship: 'grandparent', firstName: 'Aldo', lastName: 'Neri', phone: '12' }],
      },
      400,
    );
    expect(missing.errors).toEqual([
      expect.objectContaining({
        path: 'guardians.0.phone',
        message: 'Please enter a valid phone number, e.g. 333 123 4567 or +44 7911 123456',
      }),
    ]);
    const incomplete = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      { ...patientInput(), birthDate: CHILD_BIRTH_DATE, guardians: [{ relationship: 'grandparent' }] },
      400,
    );
    expect(incomplete.errors.map((e) => e.message)).toContain(
      'Please fill in all required guardian fields including country code',
    );

    const child = await create(
      owner,
      patientInput({
        firstName: 'Luca',
        lastName: 'Neri',
        birthDate: CHILD_BIRTH_DATE,
        guardians: [
          { relationship: 'parent', patientId: mother.id },
          { relationship: 'grandparent', firstName: 'Aldo', lastName: 'Neri', phone: '+39 333 111 2222' },
        ],
      }),
    );
    expect(child.guardians).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          relationship: 'parent',
          patientId: mother.id,
          firstName: 'Giulia',
          phone: mother.mobile,
        }),
        expect.objectContaining({ relationship: 'grandparent', patientId: null, phone: '+393331112222' }),
      ]),
    );
    const motherNow = await call<Patient>(owner, 'GET', `/api/v1/patients/${mother.id}`);
    expect(motherNow.dependents).toEqual([{ id: child.id, firstName: 'Luca', lastName: 'Neri' }]);

    const blocked = await call<{ code: string; dependents: { id: string }[] }>(
      owner,
      'DELETE',
      `/api/v1/patients/${mother.id}`,
      undefined,
      409,
    );
    expect(blocked).toMatchObject({ code: 'GUARDIAN_OF_MINORS', dependents: [{ id: child.id }] });

    // Reassigned to the grandparent only: the mother can go.
    await call(owner, 'PUT', `/api/v1/patients/${child.id}`, {
      ...patientInput({ firstName: 'Luca', lastName: 'Neri' }),
      birthDate: CHILD_BIRTH_DATE,
      guardians: [
        { relationship: 'grandparent', firstName: 'Aldo', lastName: 'Neri', phone: '+393331112222' },
      ],
    });
    const res = await send(t, 'DELETE', `/api/v1/patients/${mother.id}`, undefined, { cookie: owner.cookie });
    expect(res.status).toBe(204);
  });

  it('refuses a guardian from another organization, and the minor as their own guardian', async () => {
    const owner = await clinicOwner(t);
    const stranger = await clinicOwner(t, 'Altro Studio');
    const foreign = await create(stranger, patientInput());
    await call(
      owner,
      'POST',
      '/api/v1/patients',
      patientInput({
        birthDate: CHILD_BIRTH_DATE,
        guardians: [{ relationship: 'parent', patientId: foreign.id }],
      }),
      404,
    );
    const child = await create(
      owner,
      patientInput({
        birthDate: CHILD_BIRTH_DATE,
        guardians: [{ relationship: 'parent', firstName: 'A', lastName: 'B', phone: '+393331112222' }],
      }),
    );
    await call(
      owner,
      'PUT',
      `/api/v1/patients/${child.id}`,
      patientInput({
        birthDate: CHILD_BIRTH_DATE,
        guardians: [{ relationship: 'parent', patientId: child.id }],
      }),
      400,
    );
  });

  it('refuses the same patient twice as guardian', async () => {
    const owner = await clinicOwner(t);
    const mother = await create(owner, patientInput());
    const refused = await call<Refusal>(
      owner,
      'POST',
      '/api/v1/patients',
      minorGuardedBy(mother.id, mother.id),
      400,
    );
    expect(refused.errors).toEqual([
      expect.objectContaining({
        path: 'guardians.1.patientId',
        message: 'This patient is already one of the guardians',
      }),
    ]);
  });

  it('refuses two patients as guardians of each other, and a patient as their own guardian', async () => {
    const owner = await clinicOwner(t);
    const other = await create(owner, patientInput());
    const first = await create(owner, minorGuardedBy(other.id));
    const second = await create(owner, minorGuardedBy(first.id));
    const mutual = await call<Refusal>(
      owner,
      'PUT',
      `/api/v1/patients/${first.id}`,
      minorGuardedBy(other.id, second.id),
      400,
    );
    expect(mutual).toMatchObject({
      code: 'GUARDIAN_NOT_ALLOWED',
      errors: [
        {
          path: 'guardians.1.patientId',
          message:
            'This patient is in the care of the patient being saved: two patients cannot guard each other',
        },
      ],
    });
    const self = await call<Refusal>(
      owner,
      'PUT',
      `/api/v1/patients/${first.id}`,
      minorGuardedBy(first.id),
      400,
    );
    expect(self).toMatchObject({
      code: 'GUARDIAN_NOT_ALLOWED',
      errors: [{ path: 'guardians.0.patientId', message: 'A patient cannot be their own guardian' }],
    });
    // Nothing was changed.
    const now = await call<Patient>(owner, 'GET', `/api/v1/patients/${first.id}`);
    expect(now.guardians.map((g) => g.patientId)).toEqual([other.id]);
  });

  it('answers 404 when a guardian patient is deleted while the minor is saved', async () => {
    const owner = await clinicOwner(t);
    const guardian = await create(owner, patientInput());
    const minor = await create(owner, minorGuardedBy(guardian.id));
    const goneId = '00000000-0000-4000-8000-000000000000';
    // The guardian is found, then deleted by someone else before the minor's guardian rows are written.
    const findByIds = patientsRepo.findByIds;
    const spy = vi.spyOn(patientsRepo, 'findByIds');
    try {
      spy.mockImplementation(async (db) =>
        (await findByIds(db, [guardian.id])).map((row) => ({ ...row, id: goneId })),
      );
      await create(owner, minorGuardedBy(goneId), 404);
      await call(owner, 'PUT', `/api/v1/patients/${minor.id}`, minorGuardedBy(goneId), 404);
    } finally {
      spy.mockRestore();
    }
  });
});
