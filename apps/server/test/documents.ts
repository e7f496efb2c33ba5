import type { PatientInput, SigningDocument, TabletDocumentForSigning } from '@studiolo/contracts';
import type { TestApp } from './app';
import { bookVisit, calendarClinic } from './calendar';
import { callAs, type SignedInMember } from './clinic';
import { patientInput } from './factories';
import { send } from './http';
import { ISSUER } from './invoices';
import { drawnSignaturePng } from './signing';
import { tabletBearer } from './tablets';

/** A drawn signature as the tablet sends it: signature_pad's RGBA PNG, base64. */
export const SIGNATURE_PNG = Buffer.from(drawnSignaturePng()).toString('base64');

/** The clinic's contacts the privacy notice names as the controller's (GDPR art. 13(1)(a)). */
export const CONTROLLER = { ...ISSUER, professionalEmail: 'privacy@studio-test.it' };

/**
 * A calendar clinic (owner, doctor, service, patient) with its contacts, a signing tablet signed
 * in, and a visit of the patient tomorrow; `tablet(method, path, body)` calls the tablet API with
 * its token.
 */
export async function signingClinic(t: TestApp) {
  const clinic = await calendarClinic(t, { email: 'paziente@example.it', taxCode: 'RSSMRA80A01H501U' });
  await callAs(t, clinic.owner, 'PUT', '/api/v1/organization', CONTROLLER);
  const token = await tabletBearer(t, clinic.owner);
  const tablet = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    send(t, method, path, body, { authorization: `Bearer ${token}`, ...headers });
  const me = (await (await tablet('GET', '/api/v1/tablet/me')).json()) as { tablet: { id: string } };
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  tomorrow.setUTCHours(9, 0, 0, 0);
  const visit = await bookVisit(t, clinic, tomorrow);
  const sendDocument = (body: Record<string, unknown> = {}, status = 201) =>
    callAs<SigningDocument>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/documents',
      { patientId: clinic.patient.id, type: 'privacy_consent', ...body },
      status,
    );
  /** Opens and signs a document on the tablet with every signer's signature. */
  const signOnTablet = async (id: string) => {
    const opened = (await (
      await tablet('POST', `/api/v1/tablet/documents/${id}/open`)
    ).json()) as TabletDocumentForSigning;
    const res = await tablet('POST', `/api/v1/tablet/documents/${id}/sign`, {
      contentSha256: opened.contentSha256,
      signatures: opened.signers.map((s) => ({ position: s.position, imagePng: SIGNATURE_PNG })),
    });
    if (res.status !== 200) throw new Error(`sign: ${res.status} ${await res.text()}`);
    return opened;
  };
  return { ...clinic, tabletId: me.tablet.id, token, tablet, visit, sendDocument, signOnTablet };
}

/** A patient saved through the API by `who`: the factory's required fields and `fields`. */
export const addPatient = (t: TestApp, who: SignedInMember, fields: Partial<PatientInput> = {}) =>
  callAs<{ id: string }>(t, who, 'POST', '/api/v1/patients', patientInput(fields), 201);
