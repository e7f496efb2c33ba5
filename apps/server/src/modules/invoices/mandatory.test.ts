import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Tax730Pending } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { send } from '../../../test/http';
import { CLIENT, ISSUER, issueInvoice, newStampDutyId } from '../../../test/invoices';
import { configure730 } from '../../../test/tax730';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visit = [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }];

const draft = (who: SignedInMember, body: Record<string, unknown>) =>
  callAs<Invoice>(t, who, 'POST', '/api/v1/invoices', { issuedOn: '2026-11-02', lines: visit, ...body }, 201);

interface Problem {
  code: string;
  missing?: string[];
  errors?: { path: string; message: string }[];
}

/** Issues the draft as the Italian UI does, and gives the answer's status and problem. */
async function issueInItalian(who: SignedInMember, id: string) {
  const res = await send(
    t,
    'PUT',
    `/api/v1/invoices/${id}/status`,
    { status: 'sent', stampDutyId: newStampDutyId() },
    { cookie: `${who.cookie}; user-locale=it` },
  );
  return { status: res.status, body: (await res.json()) as Problem };
}

describe('mandatory invoice data (art. 21 DPR 633/72)', () => {
  it("refuses to issue without the issuer's name, address with province, partita IVA and codice fiscale, naming each; the draft stays", async () => {
    const owner = await clinicOwner(t);
    const invoice = await draft(owner, CLIENT);
    const refused = await issueInItalian(owner, invoice.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('INVOICE_DATA_MISSING');
    expect(refused.body.missing).toEqual([
      'organization.street',
      'organization.postalCode',
      'organization.city',
      'organization.province',
      'organization.vatNumber',
      'organization.taxCode',
    ]);
    expect(refused.body.errors).toContainEqual({
      path: 'organization.province',
      code: 'missing',
      message: 'Manca la provincia dello studio (Impostazioni → Organizzazione)',
    });
    expect(await callAs<Invoice>(t, owner, 'GET', `/api/v1/invoices/${invoice.id}`)).toMatchObject({
      status: 'draft',
      number: null,
    });
    // Everything but the province: still refused, for the province alone.
    await callAs(t, owner, 'PUT', '/api/v1/organization', { ...ISSUER, province: null });
    expect((await issueInItalian(owner, invoice.id)).body.missing).toEqual(['organization.province']);
    await callAs(t, owner, 'PUT', '/api/v1/organization', ISSUER);
    expect(await issueInvoice(t, owner, invoice.id)).toMatchObject({ status: 'sent', number: '1/2026' });
  });

  it('refuses to issue to a private client without codice fiscale and address, and to a business without partita IVA; drafts save without them', async () => {
    const { owner } = await calendarClinic(t);
    const person = await draft(owner, { clientName: 'Rossi Mario' });
    const refused = await issueInItalian(owner, person.id);
    expect(refused.status).toBe(422);
    expect(refused.body.missing).toEqual(['clientTaxCode', 'clientAddress', 'clientCity']);
    expect(refused.body.errors?.map((error) => error.message)).toEqual([
      'Manca il codice fiscale del cliente',
      "Manca l'indirizzo del cliente",
      'Manca il comune del cliente',
    ]);
    const company = await draft(owner, {
      clientType: 'company',
      clientName: 'Acme S.r.l.',
      clientAddress: 'Via Torino 2',
      clientCity: 'Milano',
    });
    expect((await issueInItalian(owner, company.id)).body.missing).toEqual(['clientVatNumber']);
    // Completed in the draft, it is issued.
    const completed = await callAs<Invoice>(t, owner, 'PUT', `/api/v1/invoices/${person.id}`, {
      issuedOn: '2026-11-02',
      lines: visit,
      ...CLIENT,
    });
    expect(completed.status).toBe('draft');
    expect((await issueInvoice(t, owner, person.id)).status).toBe('sent');
  });

  it('refuses to issue a credit note once the issuer data are gone', async () => {
    const { owner } = await calendarClinic(t);
    const invoice = await draft(owner, CLIENT);
    await issueInvoice(t, owner, invoice.id);
    const note = await callAs<Invoice>(
      t,
      owner,
      'POST',
      `/api/v1/invoices/${invoice.id}/credit-note`,
      { issuedOn: '2026-11-05', amountCents: 1000 },
      201,
    );
    await callAs(t, owner, 'PUT', '/api/v1/organization', { ...ISSUER, vatNumber: null });
    const refused = await issueInItalian(owner, note.id);
    expect(refused).toMatchObject({ status: 422, body: { missing: ['organization.vatNumber'] } });
  });

  it("takes an STP or ENI code as a foreign patient's identifier, whose invoice does not go to the Sistema TS", async () => {
    const clinic = await calendarClinic(t, { taxCode: 'STP1202010000123' });
    await configure730(t, clinic.owner);
    const invoice = await draft(clinic.owner, {
      ...CLIENT,
      patientId: clinic.patient.id,
      clientTaxCode: 'stp 120 201 0000123',
    });
    expect(invoice.clientTaxCode).toBe('STP1202010000123');
    const path = `/api/v1/invoices/${invoice.id}`;
    await issueInvoice(t, clinic.owner, invoice.id);
    await callAs(t, clinic.owner, 'POST', `${path}/payment`, { paymentMethod: 'card', paidOn: '2026-11-03' });
    const res = await send(t, 'POST', `${path}/tax730`, undefined, { cookie: clinic.owner.cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'TAX730_STP_ENI' });
    // Nothing to send, nothing pending.
    expect(await callAs<Tax730Pending[]>(t, clinic.owner, 'GET', '/api/v1/invoices/tax730-pending')).toEqual(
      [],
    );
    // A code that is neither a codice fiscale nor an STP/ENI one is refused.
    await callAs(
      t,
      clinic.owner,
      'POST',
      '/api/v1/invoices',
      { issuedOn: '2026-11-02', lines: visit, ...CLIENT, clientTaxCode: 'STP12020100001' },
      400,
    );
  });

  it("answers 404 for another organization's draft and 403 to a role that may not issue", async () => {
    const { owner } = await calendarClinic(t);
    const invoice = await draft(owner, CLIENT);
    await issueInvoice(t, await clinicOwner(t), invoice.id, 404);
    await issueInvoice(t, await colleague(t, owner.organizationId, 'doctor'), invoice.id, 403);
  });
});
