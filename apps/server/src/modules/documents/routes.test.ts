import type {
  DocumentPage,
  DocumentTemplate,
  DocumentTemplateDetail,
  PatientDocuments,
  SigningDocument,
  SigningDocumentDetail,
} from '@studiolo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { signingClinic } from '../../../test/documents';
import { patientInput, taxCodeOf } from '../../../test/factories';
import { send } from '../../../test/http';
import { numberFor } from '../calls/numbers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const problem = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as { code: string; detail: string } & Record<string, unknown>;
};
const as = (who: { cookie: string }, method: string, path: string, body?: unknown) =>
  send(t, method, path, body, { cookie: `${who.cookie}; user-locale=en` });

describe('consent templates', () => {
  it('lists every type in Italian and English, built in until the clinic saves its own version', async () => {
    const owner = await clinicOwner(t);
    const list = await callAs<DocumentTemplate[]>(t, owner, 'GET', '/api/v1/document-templates');
    expect(list).toHaveLength(6);
    expect(list.every((template) => template.version === 0)).toBe(true);
    const privacy = list.find((x) => x.type === 'privacy_consent' && x.language === 'it')!;
    expect(privacy.body).toContain('Reg. UE 2016/679');
    expect(privacy.body).toContain('{{signers.opening}}');
    expect(privacy.body).toContain('dati biometrici');

    const saved = await callAs<DocumentTemplateDetail>(
      t,
      owner,
      'PUT',
      '/api/v1/document-templates/privacy_consent/it',
      { title: 'Privacy dello studio', body: 'Io, {{patient.fullName}}, acconsento.' },
    );
    expect(saved).toMatchObject({ version: 1, title: 'Privacy dello studio', versions: [{ version: 1 }] });
    const again = await callAs<DocumentTemplateDetail>(
      t,
      owner,
      'PUT',
      '/api/v1/document-templates/privacy_consent/it',
      { title: 'Privacy dello studio', body: 'Io, {{patient.fullName}}, acconsento di nuovo.' },
    );
    expect(again.version).toBe(2);
    expect(again.versions.map((v) => v.version)).toEqual([2, 1]);
    const first = await callAs<DocumentTemplateDetail>(
      t,
      owner,
      'GET',
      '/api/v1/document-templates/privacy_consent/it?version=1',
    );
    expect(first.body).toBe('Io, {{patient.fullName}}, acconsento.');
    const builtIn = await callAs<DocumentTemplateDetail>(
      t,
      owner,
      'GET',
      '/api/v1/document-templates/privacy_consent/it?version=0',
    );
    expect(builtIn.version).toBe(0);
    expect(
      (await callAs<DocumentTemplate[]>(t, owner, 'GET', '/api/v1/document-templates')).find(
        (x) => x.type === 'privacy_consent' && x.language === 'it',
      )?.version,
    ).toBe(2);
    await callAs(t, owner, 'GET', '/api/v1/document-templates/privacy_consent/it?version=9', undefined, 404);
  });

  it('refuses unknown placeholders, an empty text, a secretary, and another organization sees its own', async () => {
    const owner = await clinicOwner(t);
    const unknown = await problem(
      await as(owner, 'PUT', '/api/v1/document-templates/general_consent/en', {
        title: 'Consent',
        body: 'I, {{patient.shoeSize}}, agree.',
      }),
      422,
    );
    expect(unknown).toMatchObject({
      code: 'TEMPLATE_PLACEHOLDER_UNKNOWN',
      placeholders: ['patient.shoeSize'],
    });
    const empty = await problem(
      await as(owner, 'PUT', '/api/v1/document-templates/general_consent/en', {
        title: 'Consent',
        body: ' ',
      }),
      400,
    );
    expect(empty.code).toBe('VALIDATION_FAILED');
    await problem(
      await as(owner, 'PUT', '/api/v1/document-templates/other/en', { title: 'x', body: 'y' }),
      400,
    );
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    expect(
      (
        await problem(
          await as(secretary, 'PUT', '/api/v1/document-templates/general_consent/en', {
            title: 'a',
            body: 'b',
          }),
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');
    await callAs(t, owner, 'PUT', '/api/v1/document-templates/general_consent/en', {
      title: 'Mine',
      body: 'Mine.',
    });
    const stranger = await clinicOwner(t);
    const theirs = await callAs<DocumentTemplateDetail>(
      t,
      stranger,
      'GET',
      '/api/v1/document-templates/general_consent/en',
    );
    expect(theirs).toMatchObject({ version: 0, versions: [] });
  });
});

describe('sending documents for signing', () => {
  it("fills the template with the patient's and the clinic's data and lists the document as sent", async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument({ tabletId: clinic.tabletId, language: 'it' });
    expect(sent).toMatchObject({
      patientId: clinic.patient.id,
      type: 'privacy_consent',
      language: 'it',
      status: 'sent',
      templateVersion: 0,
      tabletId: clinic.tabletId,
      tabletName: 'Tablet',
      signers: [{ position: 0, role: 'patient', taxCode: 'RSSMRA80A01H501U', signedAt: null }],
      seal: null,
      pdfAvailable: false,
      openOnTablet: false,
    });
    const expires = new Date(sent.expiresAt).getTime() - new Date(sent.sentAt).getTime();
    expect(Math.round(expires / 86_400_000)).toBe(7);
    const detail = await callAs<SigningDocumentDetail>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/documents/${sent.id}`,
    );
    expect(detail.body).toContain(`${clinic.patient.firstName} ${clinic.patient.lastName}`);
    expect(detail.body).toContain('RSSMRA80A01H501U');
    expect(detail.body).toContain('Studio Medico Test');
    expect(detail.body).not.toContain('{{');
    expect(detail.audit.contentSha256).toMatch(/^[0-9a-f]{64}$/);

    const page = await callAs<DocumentPage>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/documents?status=sent&patientId=${clinic.patient.id}`,
    );
    expect(page).toMatchObject({ total: 1, items: [{ id: sent.id }] });
    expect(
      (await callAs<DocumentPage>(t, clinic.owner, 'GET', '/api/v1/documents?type=general_consent')).total,
    ).toBe(0);
    expect(
      (await callAs<DocumentPage>(t, clinic.owner, 'GET', '/api/v1/documents?status=signed')).total,
    ).toBe(0);

    const twice = await problem(
      await as(clinic.owner, 'POST', '/api/v1/documents', {
        patientId: clinic.patient.id,
        type: 'privacy_consent',
      }),
      409,
    );
    expect(twice).toMatchObject({ code: 'DOCUMENT_ALREADY_PENDING', documentId: sent.id });
  });

  it('sends the privacy notice with the DPO once designated, and the calls add-on once the clinic has a number', async () => {
    const plain = await signingClinic(t);
    const before = await callAs<SigningDocumentDetail>(
      t,
      plain.owner,
      'GET',
      `/api/v1/documents/${(await plain.sendDocument()).id}`,
    );
    expect(before.title).toBe('Informativa sul trattamento dei dati personali');
    expect(before.body).not.toMatch(/DPO|Telefonate al numero/);
    expect(before.body).toContain('La firma attesta la presa visione');

    const clinic = await signingClinic(t);
    await callAs(t, clinic.owner, 'PUT', '/api/v1/organization', {
      name: 'Studio Con DPO',
      dpoContact: 'Avv. Paolo Neri, dpo@studio.it',
    });
    const number = (await numberFor(t.ctx, clinic.owner.organizationId))!;
    const sent = await clinic.sendDocument();
    const detail = await callAs<SigningDocumentDetail>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/documents/${sent.id}`,
    );
    expect(detail.body).toContain(
      'Responsabile della protezione dei dati (DPO): Avv. Paolo Neri, dpo@studio.it.',
    );
    expect(detail.body).toContain('# Telefonate al numero dello studio');
    expect(detail.body).toContain(number.e164.slice(-4));
    expect(detail.body).toContain('Le conversazioni non sono registrate né trascritte.');
  });

  it('has the guardian sign for a minor (and the minor too when set), and the doctor co-sign treatment consent', async () => {
    const clinic = await signingClinic(t);
    const guardian = clinic.patient;
    const minor = await callAs<{ id: string }>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/patients',
      patientInput({
        firstName: 'Luca',
        birthDate: `${new Date().getUTCFullYear() - 8}-03-15`,
        // A minor who signs beside the parent is a signer: a codice fiscale of their own.
        taxCode: taxCodeOf(
          `RNLLCU${String((new Date().getUTCFullYear() - 8) % 100).padStart(2, '0')}C15F205`,
        ),
        guardians: [{ patientId: guardian.id, relationship: 'parent' }],
      }),
      201,
    );
    const forMinor = await clinic.sendDocument({ patientId: minor.id, type: 'general_consent' });
    expect(forMinor.signers).toEqual([
      expect.objectContaining({ role: 'guardian', name: `${guardian.firstName} ${guardian.lastName}` }),
    ]);
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', {
      signing: { minorAlsoSigns: true, doctorCoSignsTreatment: true },
    });
    const both = await clinic.sendDocument({ patientId: minor.id, type: 'privacy_consent' });
    expect(both.signers.map((s) => s.role)).toEqual(['guardian', 'patient']);

    const noVisit = await problem(
      await as(clinic.owner, 'POST', '/api/v1/documents', {
        patientId: guardian.id,
        type: 'treatment_consent',
      }),
      422,
    );
    expect(noVisit).toMatchObject({ code: 'DOCUMENT_DATA_MISSING' });
    expect((noVisit.missing as { item: string }[]).map((m) => m.item)).toContain('doctor.fullName');
    const treatment = await clinic.sendDocument({
      type: 'treatment_consent',
      appointmentId: clinic.visit.id,
    });
    expect(treatment).toMatchObject({ appointmentId: clinic.visit.id, serviceId: clinic.service.id });
    expect(treatment.signers.map((s) => [s.role, s.name])).toEqual([
      ['patient', `${guardian.firstName} ${guardian.lastName}`],
      ['doctor', 'Anna Verdi'],
    ]);
    const detail = await callAs<SigningDocumentDetail>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/documents/${treatment.id}`,
    );
    expect(detail.body).toContain('Anna Verdi');
    expect(detail.body).toContain('"Visita"');
  });

  it('refuses bad input, unknown patients and tablets, another organization, and no one outside the team', async () => {
    const clinic = await signingClinic(t);
    const bad = await problem(
      await as(clinic.owner, 'POST', '/api/v1/documents', { patientId: 'x', type: 'nope' }),
      400,
    );
    expect(bad.code).toBe('VALIDATION_FAILED');
    const stranger = await signingClinic(t);
    await problem(
      await as(clinic.owner, 'POST', '/api/v1/documents', {
        patientId: stranger.patient.id,
        type: 'privacy_consent',
      }),
      404,
    );
    await problem(
      await as(clinic.owner, 'POST', '/api/v1/documents', {
        patientId: clinic.patient.id,
        type: 'privacy_consent',
        tabletId: stranger.tabletId,
      }),
      404,
    );
    await problem(
      await as(clinic.owner, 'POST', '/api/v1/documents', {
        patientId: clinic.patient.id,
        type: 'treatment_consent',
        appointmentId: stranger.visit.id,
      }),
      404,
    );
    const theirs = await stranger.sendDocument();
    for (const path of [
      `/api/v1/documents/${theirs.id}`,
      `/api/v1/documents/${theirs.id}/pdf`,
      `/api/v1/patients/${stranger.patient.id}/documents`,
    ])
      await problem(await as(clinic.owner, 'GET', path), 404);
    for (const path of [`/api/v1/documents/${theirs.id}/revoke`, `/api/v1/documents/${theirs.id}/resend`])
      expect((await problem(await as(clinic.owner, 'POST', path, {}), 404)).code).toBe('DOCUMENT_NOT_FOUND');
    expect((await callAs<DocumentPage>(t, clinic.owner, 'GET', '/api/v1/documents')).total).toBe(0);
    const anonymous = await send(t, 'GET', '/api/v1/documents');
    expect(anonymous.status).toBe(401);
  });
});

describe('resending and revoking', () => {
  it('voids the old document on a resend and sends a new one from the current template', async () => {
    const clinic = await signingClinic(t);
    const first = await clinic.sendDocument({ tabletId: clinic.tabletId });
    await callAs(t, clinic.owner, 'PUT', `/api/v1/document-templates/privacy_consent/it`, {
      title: 'Privacy v1',
      body: 'Io, {{patient.fullName}}, acconsento.',
    });
    const second = await callAs<SigningDocument>(
      t,
      clinic.owner,
      'POST',
      `/api/v1/documents/${first.id}/resend`,
      { tabletId: null },
      201,
    );
    expect(second).toMatchObject({ status: 'sent', templateVersion: 1, title: 'Privacy v1', tabletId: null });
    const old = await callAs<SigningDocument>(t, clinic.owner, 'GET', `/api/v1/documents/${first.id}`);
    expect(old).toMatchObject({ status: 'voided', replacedById: second.id });
    expect(old.voidedAt).not.toBeNull();
    const again = await problem(
      await as(clinic.owner, 'POST', `/api/v1/documents/${first.id}/resend`, {}),
      409,
    );
    expect(again).toMatchObject({ code: 'DOCUMENT_NOT_PENDING', documentStatus: 'voided' });
    const panel = await callAs<PatientDocuments>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/patients/${clinic.patient.id}/documents`,
    );
    expect(panel.required.find((r) => r.type === 'privacy_consent')).toEqual({
      type: 'privacy_consent',
      status: 'sent',
      documentId: second.id,
    });
  });

  it('revokes a waiting document, not twice; a doctor may, a role may not read another clinic', async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument();
    const doctor = await colleague(t, clinic.owner.organizationId, 'doctor');
    const revoked = await callAs<SigningDocument>(t, doctor, 'POST', `/api/v1/documents/${sent.id}/revoke`);
    expect(revoked).toMatchObject({ status: 'revoked' });
    expect(revoked.revokedAt).not.toBeNull();
    const twice = await problem(await as(clinic.owner, 'POST', `/api/v1/documents/${sent.id}/revoke`), 409);
    expect(twice).toMatchObject({ code: 'DOCUMENT_NOT_PENDING', documentStatus: 'revoked' });
    const list = await (await clinic.tablet('GET', '/api/v1/tablet/documents')).json();
    expect(list).toEqual({ documents: [] });
  });
});

describe("a patient's documents and the check-in gate", () => {
  it('holds check-in until the required documents are signed, naming the missing ones', async () => {
    const clinic = await signingClinic(t);
    const panel = await callAs<PatientDocuments>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/patients/${clinic.patient.id}/documents?appointmentId=${clinic.visit.id}`,
    );
    expect(panel).toMatchObject({
      checkInGate: true,
      required: [
        { type: 'general_consent', status: 'not_sent', documentId: null },
        { type: 'privacy_consent', status: 'not_sent', documentId: null },
      ],
      missing: ['general_consent', 'privacy_consent'],
      documents: [],
    });
    const refused = await problem(
      await as(clinic.owner, 'PUT', `/api/v1/appointments/${clinic.visit.id}/check-in`, { checkedIn: true }),
      409,
    );
    expect(refused).toMatchObject({
      code: 'CHECK_IN_DOCUMENTS_MISSING',
      missing: ['general_consent', 'privacy_consent'],
    });

    for (const type of ['general_consent', 'privacy_consent']) {
      const sent = await clinic.sendDocument({ type });
      await clinic.signOnTablet(sent.id);
    }
    const signed = await callAs<PatientDocuments>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/patients/${clinic.patient.id}/documents`,
    );
    expect(signed.missing).toEqual([]);
    expect(signed.required.map((r) => r.status)).toEqual(['signed', 'signed']);
    const checkedIn = await callAs<{ checkedIn: boolean }>(
      t,
      clinic.owner,
      'PUT',
      `/api/v1/appointments/${clinic.visit.id}/check-in`,
      { checkedIn: true },
    );
    expect(checkedIn.checkedIn).toBe(true);
  });

  it('asks treatment consent only for a service that needs it, and nothing of a clinic that requires nothing', async () => {
    const clinic = await signingClinic(t);
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', { signing: { requiredForCheckIn: [] } });
    await callAs(t, clinic.owner, 'PUT', `/api/v1/services/${clinic.service.id}`, {
      name: 'Visita',
      durationMinutes: 30,
      priceCents: 8000,
      requiresTreatmentConsent: true,
    });
    const refused = await problem(
      await as(clinic.owner, 'PUT', `/api/v1/appointments/${clinic.visit.id}/check-in`, { checkedIn: true }),
      409,
    );
    expect(refused).toMatchObject({ missing: ['treatment_consent'] });
    const sent = await clinic.sendDocument({ type: 'treatment_consent', appointmentId: clinic.visit.id });
    await clinic.signOnTablet(sent.id);
    await callAs(t, clinic.owner, 'PUT', `/api/v1/appointments/${clinic.visit.id}/check-in`, {
      checkedIn: true,
    });

    await callAs(t, clinic.owner, 'PUT', `/api/v1/services/${clinic.service.id}`, {
      name: 'Visita',
      durationMinutes: 30,
      priceCents: 8000,
      requiresTreatmentConsent: false,
    });
    const panel = await callAs<PatientDocuments>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/patients/${clinic.patient.id}/documents`,
    );
    expect(panel).toMatchObject({ checkInGate: false, required: [], missing: [] });
  });

  it('does not hold check-in in a clinic without a signing tablet', async () => {
    const owner = await clinicOwner(t);
    const patient = await callAs<{ id: string }>(t, owner, 'POST', '/api/v1/patients', patientInput(), 201);
    const panel = await callAs<PatientDocuments>(t, owner, 'GET', `/api/v1/patients/${patient.id}/documents`);
    expect(panel).toMatchObject({
      checkInGate: false,
      missing: [],
      required: [
        { type: 'general_consent', status: 'not_sent' },
        { type: 'privacy_consent', status: 'not_sent' },
      ],
    });
  });
});
