import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient, PatientPage, TaxCodeCheck } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner } from '../../../test/clinic';
import { patientCalls } from '../../../test/patients';
import { patientInput, taxCodeOf } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, create } = patientCalls(() => t);
const acknowledged = (taxCode: string) => ({
  reviewedExisting: true,
  confirmedSeparateRecord: true,
  taxCode,
});

describe('duplicate tax codes', () => {
  it('saves a duplicate tax code only with both acknowledgements, and shows the existing patient', async () => {
    const owner = await clinicOwner(t);
    const taxCode = taxCodeOf('BNCLRA90A41F205');
    const first = await create(owner, patientInput({ firstName: 'Laura', lastName: 'Bianchi', taxCode }));

    const check = await call<TaxCodeCheck>(
      owner,
      'GET',
      `/api/v1/patients/tax-code-check?taxCode=${taxCode}`,
    );
    expect(check.matches.map((p) => p.id)).toEqual([first.id]);
    const self = await call<TaxCodeCheck>(
      owner,
      'GET',
      `/api/v1/patients/tax-code-check?taxCode=${taxCode}&excludeId=${first.id}`,
    );
    expect(self.matches).toEqual([]);

    const refused = await call<{ code: string; detail: string; matches: { id: string }[] }>(
      owner,
      'POST',
      '/api/v1/patients',
      patientInput({
        taxCode,
        duplicateTaxCodeAcknowledgement: { ...acknowledged(taxCode), confirmedSeparateRecord: false },
      }),
      409,
    );
    expect(refused).toMatchObject({
      code: 'TAX_CODE_DUPLICATE',
      detail: 'Please acknowledge the duplicate tax code using the checkboxes before saving',
    });
    expect(refused.matches.map((p) => p.id)).toEqual([first.id]);

    // The acknowledgement names the code it was given for, as typed: the server normalizes both.
    const second = await create(
      owner,
      patientInput({
        taxCode,
        duplicateTaxCodeAcknowledgement: acknowledged(` ${taxCode.toLowerCase()} `),
      }),
    );
    // Editing the second without changing its tax code does not ask again.
    await call(owner, 'PUT', `/api/v1/patients/${second.id}`, patientInput({ taxCode, notes: 'ok' }));

    // Another organization's patients are not duplicates.
    const stranger = await clinicOwner(t, 'Altro Studio');
    await create(stranger, patientInput({ taxCode }));
  });

  it("asks again when an edit changes the code to another patient's, and refuses an acknowledgement given for another code", async () => {
    const owner = await clinicOwner(t);
    const rossi = taxCodeOf('RSSMRA85T10A562');
    const bianchi = taxCodeOf('BNCLRA90A41F205');
    await create(owner, patientInput({ lastName: 'Rossi', taxCode: rossi }));
    await create(owner, patientInput({ lastName: 'Bianchi', taxCode: bianchi }));
    const edited = await create(owner, patientInput({ lastName: 'Verdi' }));

    // Verdi's code changed to Rossi's, with the boxes ticked for `ackFor` (none: not ticked at all).
    const changeToRossi = (ackFor: string | undefined, status: number) =>
      call<Patient & { code: string; matches: { lastName: string }[] }>(
        owner,
        'PUT',
        `/api/v1/patients/${edited.id}`,
        patientInput({
          lastName: 'Verdi',
          taxCode: rossi,
          ...(ackFor ? { duplicateTaxCodeAcknowledgement: acknowledged(ackFor) } : {}),
        }),
        status,
      );
    const changed = await changeToRossi(undefined, 409);
    expect(changed).toMatchObject({ code: 'TAX_CODE_DUPLICATE', matches: [{ lastName: 'Rossi' }] });
    // The boxes were ticked for Bianchi's code, then the code was changed to Rossi's before saving.
    const stale = await changeToRossi(bianchi, 409);
    expect(stale).toMatchObject({ code: 'TAX_CODE_DUPLICATE', matches: [{ lastName: 'Rossi' }] });
    await create(
      owner,
      patientInput({ taxCode: rossi, duplicateTaxCodeAcknowledgement: acknowledged(bianchi) }),
      409,
    );
    expect((await call<Patient>(owner, 'GET', `/api/v1/patients/${edited.id}`)).taxCode).toBeNull();

    const saved = await changeToRossi(rossi, 200);
    expect(saved.taxCode).toBe(rossi);
  });

  it("does not reveal another organization's patients through the check", async () => {
    const owner = await clinicOwner(t);
    const taxCode = taxCodeOf('VRDGPP80A01H501');
    await create(owner, patientInput({ taxCode }));
    const stranger = await clinicOwner(t, 'Altro Studio');
    const check = await call<TaxCodeCheck>(
      stranger,
      'GET',
      `/api/v1/patients/tax-code-check?taxCode=${taxCode}`,
    );
    expect(check).toEqual({ matches: [] });
  });
});

describe('what a summary says of the birth', () => {
  it('gives the sex recorded, else the one of the codice fiscale, with the birthplace', async () => {
    const owner = await clinicOwner(t);
    // 'BNCLRA90A41…': a woman (day 41 = 1 + 40), no sex recorded.
    const taxCode = taxCodeOf('BNCLRA90A41Z110');
    await create(owner, patientInput({ taxCode, birthCity: 'Francia', birthProvince: 'EE' }));
    const recorded = taxCodeOf('VRDLCU80A01H501');
    await create(owner, patientInput({ taxCode: recorded, gender: 'other', birthCity: 'Roma' }));
    const none = await create(owner, patientInput({ lastName: 'Senza Codice Zeta' }));

    const [woman] = (
      await call<TaxCodeCheck>(owner, 'GET', `/api/v1/patients/tax-code-check?taxCode=${taxCode}`)
    ).matches;
    expect(woman).toMatchObject({ gender: 'female', birthCity: 'Francia', birthProvince: 'EE' });
    const [other] = (
      await call<TaxCodeCheck>(owner, 'GET', `/api/v1/patients/tax-code-check?taxCode=${recorded}`)
    ).matches;
    expect(other).toMatchObject({ gender: 'other', birthCity: 'Roma', birthProvince: null });
    const page = await call<PatientPage>(owner, 'GET', '/api/v1/patients?q=Senza%20Codice%20Zeta');
    expect(page.items.find((item) => item.id === none.id)).toMatchObject({ gender: null, birthCity: null });
  });
});
