import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxCodeCheck } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { send } from '../../../test/http';
import { patientCalls } from '../../../test/patients';
import { patientInput } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, create } = patientCalls(() => t);
const check = (query: Record<string, string>) =>
  `/api/v1/patients/duplicate-check?${new URLSearchParams(query).toString()}`;
/** The ids of the patients `who` is told may be this person. */
const matchesFor = async (who: SignedInMember, query: Record<string, string>) =>
  (await call<TaxCodeCheck>(who, 'GET', check(query))).matches.map((match) => match.id);
const NICCOLO = { firstName: 'Niccolò', lastName: "D'Amico", birthDate: '1990-04-12' };

describe('the same person without a tax code', () => {
  it('finds a patient by name and birth date, or name and mobile, accents and case aside', async () => {
    const owner = await clinicOwner(t);
    const existing = await create(owner, patientInput({ ...NICCOLO, mobile: '+393351234567' }));
    await create(owner, patientInput({ firstName: 'Niccolò', lastName: "D'Amico", birthDate: '1991-04-12' }));

    const byBirth = await matchesFor(owner, {
      firstName: ' niccolo ',
      lastName: "d'amico",
      birthDate: '1990-04-12',
    });
    expect(byBirth).toEqual([existing.id]);
    const byPhone = await matchesFor(owner, {
      firstName: 'Niccolò',
      lastName: "D'Amico",
      mobile: '+39 335 123 4567',
    });
    expect(byPhone).toEqual([existing.id]);
    // Another name, or the patient being edited: no match.
    expect(
      await matchesFor(owner, { firstName: 'Nicola', lastName: "D'Amico", birthDate: '1990-04-12' }),
    ).toEqual([]);
    expect(await matchesFor(owner, { ...NICCOLO, excludeId: existing.id })).toEqual([]);

    // Any member may ask (every role creates patients); another organization finds none of them.
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    expect(await matchesFor(secretary, NICCOLO)).toHaveLength(1);
    const other = await clinicOwner(t);
    expect(await matchesFor(other, NICCOLO)).toEqual([]);
  });

  it('refuses a check without a birth date nor a mobile, or with bad values, and the signed-out', async () => {
    const owner = await clinicOwner(t);
    for (const bad of [
      { firstName: 'Anna', lastName: 'Neri' },
      { firstName: 'Anna', lastName: 'Neri', birthDate: '31/02/1990' },
      { firstName: '', lastName: 'Neri', birthDate: '1990-01-01' },
      { firstName: 'Anna', lastName: 'Neri', mobile: 'abc' },
    ] as Record<string, string>[]) {
      await call(owner, 'GET', check(bad), undefined, 400);
    }
    expect(
      (await send(t, 'GET', check({ firstName: 'Anna', lastName: 'Neri', birthDate: '1990-01-01' }))).status,
    ).toBe(401);
  });
});
