import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, PublicInvoice, InvoiceShare } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { send } from '../../../test/http';
import { CLIENT, STAMP_DUTY_ID } from '../../../test/invoices';
import { invoices } from '../../db/schema';
import { withTenant } from '../../db/tenancy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Clinic = Awaited<ReturnType<typeof calendarClinic>>;

/** A draft of `cents` of exempt health services: over €77.47 it bears the €2 stamp duty. */
const draftOf = (clinic: Clinic, cents: number) =>
  callAs<Invoice>(
    t,
    clinic.owner,
    'POST',
    '/api/v1/invoices',
    {
      issuedOn: '2026-10-01',
      patientId: clinic.patient.id,
      clientName: 'Gialli Mario',
      clientTaxCode: clinic.patient.taxCode ?? CLIENT.clientTaxCode,
      clientAddress: clinic.patient.address,
      clientCity: clinic.patient.city,
      lines: [{ description: 'Visita', quantity: 1, unitPriceCents: cents }],
    },
    201,
  );
const draftWithStampDuty = (clinic: Clinic) => draftOf(clinic, 12000);

const issue = (clinic: Clinic, id: string, body: object, locale = 'it') =>
  send(
    t,
    'PUT',
    `/api/v1/invoices/${id}/status`,
    { status: 'sent', ...body },
    {
      cookie: `${clinic.owner.cookie}; user-locale=${locale}`,
    },
  );

async function pdfText(clinic: Clinic, id: string, path = `/api/v1/invoices/${id}/pdf`) {
  const res = await send(t, 'GET', path, undefined, { cookie: clinic.owner.cookie });
  expect(res.status).toBe(200);
  // Wrapped lines joined: a sentence reads whole.
  return (await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );
}

describe('stamp duty wording', () => {
  it('without a virtual authorization, asks the contrassegno when issuing and prints it', async () => {
    const clinic = await calendarClinic(t);
    // A number without its date is no virtual authorization.
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', {
      invoicing: { stampDutyAuthorization: '2019/12345' },
    });
    const draft = await draftWithStampDuty(clinic);
    expect(draft).toMatchObject({ stampDutyCents: 200, stampDutyAuthorization: null, stampDutyId: null });
    expect(await pdfText(clinic, draft.id)).toContain("da assolvere sull'originale mediante contrassegno");

    const missing = await issue(clinic, draft.id, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        {
          path: 'stampDutyId',
          message: "Per emettere la fattura inserisci l'identificativo del contrassegno (14 cifre)",
        },
      ],
    });
    const malformed = await issue(clinic, draft.id, { stampDutyId: '1234' }, 'en');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      errors: [{ path: 'stampDutyId', message: "Enter the 14 digits of the revenue stamp's identifier" }],
    });

    const issued = await issue(clinic, draft.id, { stampDutyId: STAMP_DUTY_ID });
    expect(issued.status).toBe(200);
    expect(await issued.json()).toMatchObject({ status: 'sent', stampDutyId: STAMP_DUTY_ID });
    const text = await pdfText(clinic, draft.id);
    expect(text).toContain(`assolta sull'originale mediante contrassegno n. ${STAMP_DUTY_ID}`);
    expect(text).not.toContain('in modo virtuale');

    // The public page shows the same identifier.
    const share = await callAs<InvoiceShare>(t, clinic.owner, 'POST', `/api/v1/invoices/${draft.id}/share`);
    const shown = (await (
      await send(t, 'GET', `/api/v1/public/invoices/${share.token}`)
    ).json()) as PublicInvoice;
    expect(shown.invoice.stampDutyId).toBe(STAMP_DUTY_ID);
  });

  it('with the authorization number and date, says virtual and asks nothing', async () => {
    const clinic = await calendarClinic(t);
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', {
      invoicing: { stampDutyAuthorization: '2019/12345', stampDutyAuthorizationDate: '2019-03-15' },
    });
    const draft = await draftWithStampDuty(clinic);
    const res = await issue(clinic, draft.id, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      stampDutyId: null,
      stampDutyAuthorization: '2019/12345',
      stampDutyAuthorizationDate: '2019-03-15',
    });
    const text = await pdfText(clinic, draft.id);
    expect(text).toContain(
      "assolta in modo virtuale ai sensi dell'art. 15 del DPR 642/72, autorizzazione n. 2019/12345 del 15/03/2019",
    );
    expect(text).not.toContain('contrassegno');
    // A later change of the settings does not rewrite an issued invoice.
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', {
      invoicing: { stampDutyAuthorization: '', stampDutyAuthorizationDate: '' },
    });
    expect(await pdfText(clinic, draft.id)).toContain('autorizzazione n. 2019/12345 del 15/03/2019');
  });

  it('keeps no identifier on an invoice without stamp duty, and refuses a bad authorization date', async () => {
    const clinic = await calendarClinic(t);
    const small = await draftOf(clinic, 5000);
    const res = await issue(clinic, small.id, { stampDutyId: STAMP_DUTY_ID });
    expect(await res.json()).toMatchObject({ stampDutyCents: 0, stampDutyId: null });
    expect(await pdfText(clinic, small.id)).not.toContain('Imposta di bollo');
    await callAs(
      t,
      clinic.owner,
      'PUT',
      '/api/v1/settings',
      { invoicing: { stampDutyAuthorizationDate: '15/03/2019' } },
      400,
    );
  });

  it('takes a contrassegno once in the organization: a second invoice (or note) with it is refused', async () => {
    const clinic = await calendarClinic(t);
    const stamp = '98765432109876';
    const first = await draftWithStampDuty(clinic);
    expect((await issue(clinic, first.id, { stampDutyId: stamp })).status).toBe(200);
    const second = await draftWithStampDuty(clinic);
    const again = await issue(clinic, second.id, { stampDutyId: ` ${stamp} ` });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'STAMP_DUTY_ID_USED',
      invoiceNumber: '1/2026',
      detail:
        "Questo contrassegno è già su un'altra fattura dello studio: una marca da bollo paga un solo documento.",
      errors: [{ path: 'stampDutyId', message: 'Contrassegno già usato sulla fattura 1/2026' }],
    });
    const en = await issue(clinic, second.id, { stampDutyId: stamp }, 'en');
    expect(await en.json()).toMatchObject({
      detail:
        'This revenue stamp is already on another invoice of the clinic: a stamp pays for one document only.',
      errors: [{ path: 'stampDutyId', message: 'Revenue stamp already used on invoice 1/2026' }],
    });
    // Refused, the draft is as it was and takes the next number with another stamp.
    expect(await callAs<Invoice>(t, clinic.owner, 'GET', `/api/v1/invoices/${second.id}`)).toMatchObject({
      status: 'draft',
      number: null,
    });
    expect(await (await issue(clinic, second.id, { stampDutyId: '98765432109877' })).json()).toMatchObject({
      number: '2/2026',
    });
    // The database holds the rule too, within the organization only.
    await expect(
      withTenant(t.ctx.database.db, { organizationId: clinic.owner.organizationId, userId: null }, (tx) =>
        tx.update(invoices).set({ stampDutyId: stamp }).where(eq(invoices.id, second.id)),
      ),
    ).rejects.toThrow();
    const other = await calendarClinic(t);
    expect((await issue(other, (await draftWithStampDuty(other)).id, { stampDutyId: stamp })).status).toBe(
      200,
    );
  });

  it("answers 404 for another organization's invoice and 403 to a role that may not issue", async () => {
    const clinic = await calendarClinic(t);
    const draft = await draftWithStampDuty(clinic);
    const stranger = await clinicOwner(t, 'Altro Studio');
    const path = `/api/v1/invoices/${draft.id}/status`;
    const body = { status: 'sent', stampDutyId: STAMP_DUTY_ID };
    await callAs(t, stranger, 'PUT', path, body, 404);
    const doctor = await colleague(t, clinic.owner.organizationId, 'doctor');
    await callAs(t, doctor, 'PUT', path, body, 403);
    expect((await callAs<Invoice>(t, clinic.owner, 'GET', `/api/v1/invoices/${draft.id}`)).status).toBe(
      'draft',
    );
  });
});
