import type { DocumentPage, DocumentTemplate, SigningDocumentDetail } from '@studiolo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { callAs } from '../../../test/clinic';
import { CONTROLLER, addPatient, signingClinic } from '../../../test/documents';
import { CHILD_BIRTH_DATE, patientInput, taxCodeOf } from '../../../test/factories';
import { send } from '../../../test/http';

/** Issue #26, point 2: a consent is never sent, so never signed, with blanks in it. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Clinic = Awaited<ReturnType<typeof signingClinic>>;

const refused = async (clinic: Clinic, body: Record<string, unknown>, locale: 'it' | 'en' = 'en') => {
  const res = await send(t, 'POST', '/api/v1/documents', body, {
    cookie: `${clinic.owner.cookie}; user-locale=${locale}`,
  });
  expect(res.status, await res.clone().text()).toBe(422);
  return (await res.json()) as {
    code: string;
    detail: string;
    missing: { item: string; name: string | null }[];
  };
};

const documentsOf = async (clinic: Clinic) =>
  (await callAs<DocumentPage>(t, clinic.owner, 'GET', '/api/v1/documents')).total;

const ANNA_TAX_CODE = taxCodeOf('NRENNA80A41H501');

describe('a consent with blanks is refused, each missing item named', () => {
  it('a treatment consent needs a visit: its doctor, service, date and time', async () => {
    const clinic = await signingClinic(t);
    const problem = await refused(clinic, { patientId: clinic.patient.id, type: 'treatment_consent' });
    expect(problem.code).toBe('DOCUMENT_DATA_MISSING');
    expect(problem.missing.map((m) => m.item)).toEqual([
      'doctor.fullName',
      'service.name',
      'appointment.date',
      'appointment.time',
    ]);
    expect(problem.detail).toBe(
      "A consent cannot be sent with blanks in it. Missing: the visit's doctor; the visit's service; the visit's date; the visit's time.",
    );
    const italian = await refused(clinic, { patientId: clinic.patient.id, type: 'treatment_consent' }, 'it');
    expect(italian.detail).toBe(
      "Non si può inviare un consenso con spazi vuoti. Mancano: il medico della visita; la prestazione della visita; la data della visita; l'ora della visita.",
    );
    expect(await documentsOf(clinic)).toBe(0);

    const sent = await clinic.sendDocument({ type: 'treatment_consent', appointmentId: clinic.visit.id });
    const detail = await callAs<SigningDocumentDetail>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/documents/${sent.id}`,
    );
    expect(detail.body).not.toContain('—');
    expect(detail.body).toContain('Anna Verdi');
  });

  it("the privacy notice needs the controller's contacts (never 'scrivendo a —')", async () => {
    const clinic = await signingClinic(t);
    await callAs(t, clinic.owner, 'PUT', '/api/v1/organization', {
      ...CONTROLLER,
      professionalEmail: null,
      street: null,
      city: null,
      postalCode: null,
      province: null,
    });
    const problem = await refused(clinic, { patientId: clinic.patient.id, type: 'privacy_consent' }, 'it');
    expect(problem.missing.map((m) => m.item)).toEqual(['organization.address', 'organization.email']);
    expect(problem.detail).toContain("l'email dello studio (Impostazioni → Organizzazione)");

    await callAs(t, clinic.owner, 'PUT', '/api/v1/organization', CONTROLLER);
    const sent = await clinic.sendDocument({ language: 'it' });
    const detail = await callAs<SigningDocumentDetail>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/documents/${sent.id}`,
    );
    expect(detail.body).toContain('scrivendo a privacy@studio-test.it');
    expect(detail.body).not.toContain('—');
  });

  it('every signer needs a name and a codice fiscale: the patient, and a parent signing for a minor', async () => {
    const clinic = await signingClinic(t);
    const adult = await addPatient(t, clinic.owner);
    const noTaxCode = await refused(clinic, { patientId: adult.id, type: 'general_consent' });
    // Without a codice fiscale nor a date of birth, the general consent's 'nata il …' is blank too.
    expect(noTaxCode.missing).toEqual([
      expect.objectContaining({ item: 'signer.taxCode', name: expect.stringMatching(/^Paola Rinaldi/) }),
      expect.objectContaining({ item: 'patient.born' }),
    ]);

    const minor = await addPatient(t, clinic.owner, {
      firstName: 'Sofia',
      lastName: 'Neri',
      birthDate: CHILD_BIRTH_DATE,
      guardians: [{ relationship: 'parent', firstName: 'Anna', lastName: 'Neri', phone: '+39 333 765 4321' }],
    });
    const parent = await refused(clinic, { patientId: minor.id, type: 'general_consent' }, 'it');
    expect(parent.missing).toEqual([expect.objectContaining({ item: 'signer.taxCode', name: 'Anna Neri' })]);
    expect(parent.detail).toContain('il codice fiscale di Anna Neri');

    const orphan = await addPatient(t, clinic.owner, {
      firstName: 'Luca',
      birthDate: CHILD_BIRTH_DATE,
      guardians: [
        { relationship: 'grandparent', firstName: 'Ada', lastName: 'Neri', phone: '+39 333 765 4322' },
      ],
    });
    // A grandparent holds no parental responsibility: someone who does must be recorded.
    expect((await refused(clinic, { patientId: orphan.id, type: 'general_consent' })).missing).toEqual([
      expect.objectContaining({ item: 'parent' }),
    ]);
    expect(await documentsOf(clinic)).toBe(0);

    await callAs(t, clinic.owner, 'PUT', `/api/v1/patients/${minor.id}`, {
      ...patientInput({ firstName: 'Sofia', lastName: 'Neri', birthDate: CHILD_BIRTH_DATE }),
      guardians: [
        {
          relationship: 'parent',
          firstName: 'Anna',
          lastName: 'Neri',
          phone: '+39 333 765 4321',
          taxCode: ANNA_TAX_CODE,
        },
      ],
    });
    const sent = await clinic.sendDocument({ patientId: minor.id, type: 'general_consent', language: 'it' });
    expect(sent.signers).toEqual([
      expect.objectContaining({ role: 'guardian', name: 'Anna Neri', taxCode: ANNA_TAX_CODE }),
    ]);
  });

  it("lists what each template needs, and refuses another organization's patient (404)", async () => {
    const clinic = await signingClinic(t);
    const templates = await callAs<DocumentTemplate[]>(t, clinic.owner, 'GET', '/api/v1/document-templates');
    const treatment = templates.find((x) => x.type === 'treatment_consent' && x.language === 'it')!;
    expect(treatment.required).toEqual(
      expect.arrayContaining(['doctor.fullName', 'service.name', 'appointment.date', 'appointment.time']),
    );
    expect(treatment.edition).toBe(3);
    const stranger = await signingClinic(t);
    const res = await send(
      t,
      'POST',
      '/api/v1/documents',
      { patientId: stranger.patient.id, type: 'treatment_consent' },
      { cookie: clinic.owner.cookie },
    );
    expect(res.status).toBe(404);
  });
});
