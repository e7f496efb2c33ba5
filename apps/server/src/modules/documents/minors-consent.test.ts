import type { SigningDocument, SigningDocumentDetail, TabletDocumentForSigning } from '@studiolo/contracts';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { callAs } from '../../../test/clinic';
import { SIGNATURE_PNG, addPatient, signingClinic } from '../../../test/documents';
import { CHILD_BIRTH_DATE, taxCodeOf } from '../../../test/factories';
import { send } from '../../../test/http';

/** Issue #26, point 4: a minor's consent in the parents' voice, both parents signing when two are recorded. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANNA = taxCodeOf('NRENNA80A41H501');
const MARCO = taxCodeOf('NREMRC78B12H501');

/**
 * A clinic with Sofia Neri, 10, and her two parents recorded: Anna (described on Sofia's record; her
 * gender read from her codice fiscale) and Marco (a patient too).
 */
async function familyClinic() {
  const clinic = await signingClinic(t);
  const marco = await addPatient(t, clinic.owner, {
    firstName: 'Marco',
    lastName: 'Neri',
    gender: 'male',
    taxCode: MARCO,
  });
  const sofia = await addPatient(t, clinic.owner, {
    firstName: 'Sofia',
    lastName: 'Neri',
    gender: 'female',
    birthDate: CHILD_BIRTH_DATE,
    birthCity: 'Roma',
    birthProvince: 'RM',
    guardians: [
      {
        relationship: 'parent',
        firstName: 'Anna',
        lastName: 'Neri',
        phone: '+39 333 765 4321',
        taxCode: ANNA,
      },
      { relationship: 'parent', patientId: marco.id },
    ],
  });
  return { ...clinic, sofiaId: sofia.id };
}

const detailOf = (clinic: Awaited<ReturnType<typeof familyClinic>>, id: string) =>
  callAs<SigningDocumentDetail>(t, clinic.owner, 'GET', `/api/v1/documents/${id}`);

describe("a minor's consent", () => {
  it("is written in the two parents' voice; both sign, one after the other, and both are on the seal's audit page", async () => {
    const clinic = await familyClinic();
    const sent = await clinic.sendDocument({
      patientId: clinic.sofiaId,
      type: 'general_consent',
      language: 'it',
    });
    expect(sent.signers.map((s) => [s.role, s.name, s.taxCode])).toEqual([
      ['guardian', 'Anna Neri', ANNA],
      ['guardian', 'Marco Neri', MARCO],
    ]);
    const body = (await detailOf(clinic, sent.id)).body;
    expect(body).toContain(
      `I sottoscritti Anna Neri, codice fiscale ${ANNA}, e Marco Neri, codice fiscale ${MARCO}, in qualità di genitori esercenti la responsabilità genitoriale su Sofia Neri, nata il ${CHILD_BIRTH_DATE.split('-').reverse().join('/')} a Roma (RM),`,
    );
    expect(body).toContain('dichiarano di rivolgersi liberamente');
    expect(body).toContain('di essere stati informati');
    expect(body).not.toMatch(/sottoscritto\/a|Il\/La|nato\/a|\(aged/);

    // Anna signs on the tablet: partially signed, still waiting there for Marco.
    const opened = (await (
      await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/open`)
    ).json()) as TabletDocumentForSigning;
    const first = await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/sign`, {
      contentSha256: opened.contentSha256,
      signatures: [{ position: 0, imagePng: SIGNATURE_PNG }],
    });
    expect(await first.json()).toEqual({ status: 'partially_signed' });
    const waiting = await callAs<SigningDocument>(t, clinic.owner, 'GET', `/api/v1/documents/${sent.id}`);
    expect(waiting.status).toBe('partially_signed');
    expect(waiting.signers.map((s) => s.signedAt !== null)).toEqual([true, false]);
    const onTablet = (await (await clinic.tablet('GET', '/api/v1/tablet/documents')).json()) as {
      documents: { id: string; status: string }[];
    };
    expect(onTablet.documents).toEqual([
      expect.objectContaining({ id: sent.id, status: 'partially_signed' }),
    ]);

    const second = await clinic.tablet('POST', `/api/v1/tablet/documents/${sent.id}/sign`, {
      contentSha256: opened.contentSha256,
      signatures: [{ position: 1, imagePng: SIGNATURE_PNG }],
    });
    expect(await second.json()).toEqual({ status: 'signed' });
    await t.ctx.jobs.runDue();
    const pdf = await send(t, 'GET', `/api/v1/documents/${sent.id}/pdf`, undefined, {
      cookie: clinic.owner.cookie,
    });
    expect(pdf.status).toBe(200);
    const text = (await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true })).text;
    const audit = text.slice(text.lastIndexOf('Registro di firma')).replace(/\s+/g, ' ');
    expect(audit).toContain('Anna Neri');
    expect(audit).toContain(ANNA);
    expect(audit).toContain('Marco Neri');
    expect(audit).toContain(MARCO);
  }, 120_000);

  it("has one parent sign declaring the other's agreement when the clinic chooses so", async () => {
    const clinic = await familyClinic();
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', { signing: { parentsSign: 'one' } });
    const sent = await clinic.sendDocument({
      patientId: clinic.sofiaId,
      type: 'privacy_consent',
      language: 'it',
    });
    expect(sent.signers.map((s) => s.name)).toEqual(['Anna Neri']);
    const body = (await detailOf(clinic, sent.id)).body;
    expect(body).toContain(
      `La sottoscritta Anna Neri, codice fiscale ${ANNA}, in qualità di genitore esercente la responsabilità genitoriale su Sofia Neri, dichiara di aver ricevuto e letto questa informativa`,
    );
    expect(body).toContain(
      `La sottoscritta dichiara che l'altro genitore, Marco Neri, codice fiscale ${MARCO}, è d'accordo con questa scelta (artt. 316 e 320 del Codice civile).`,
    );

    const english = await clinic.sendDocument({
      patientId: clinic.sofiaId,
      type: 'general_consent',
      language: 'en',
    });
    expect((await detailOf(clinic, english.id)).body).toContain(
      `I, the undersigned Anna Neri, tax code ${ANNA}, as a parent holding parental responsibility for Sofia Neri, born on`,
    );
  });

  it('refuses a parents-sign setting it does not know', async () => {
    const clinic = await signingClinic(t);
    const res = await send(
      t,
      'PUT',
      '/api/v1/settings',
      { signing: { parentsSign: 'grandparents' } },
      { cookie: clinic.owner.cookie },
    );
    expect(res.status).toBe(400);
  });
});
