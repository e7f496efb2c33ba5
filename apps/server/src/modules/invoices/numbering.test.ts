import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInRome, type Invoice } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { send } from '../../../test/http';
import { CLIENT, issueInvoice } from '../../../test/invoices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Clinic = Awaited<ReturnType<typeof calendarClinic>>;

/** A €50 certificate for the clinic's patient, dated `issuedOn`. */
const content = (clinic: Clinic, issuedOn: string) => ({
  issuedOn,
  patientId: clinic.patient.id,
  clientName: 'Gialli Mario',
  clientTaxCode: clinic.patient.taxCode ?? CLIENT.clientTaxCode,
  clientAddress: clinic.patient.address,
  clientCity: clinic.patient.city,
  lines: [{ description: 'Certificato', quantity: 1, unitPriceCents: 5000 }],
});

const draft = (clinic: Clinic, issuedOn: string) =>
  callAs<Invoice>(t, clinic.owner, 'POST', '/api/v1/invoices', content(clinic, issuedOn), 201);

const daysFromToday = (days: number) => {
  const [y, m, d] = todayInRome().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

describe('gapless, chronological numbering', () => {
  it('numbers an invoice when it is issued: cancelled drafts burn no number', async () => {
    const clinic = await calendarClinic(t);
    const cancelled = await draft(clinic, '2026-03-02');
    expect(cancelled.number).toBeNull();
    await callAs(t, clinic.owner, 'PUT', `/api/v1/invoices/${cancelled.id}/status`, { status: 'cancelled' });
    const kept = await draft(clinic, '2026-03-02');
    expect((await issueInvoice(t, clinic.owner, kept.id)).number).toBe('1/2026');
    const list = await callAs<{ items: Invoice[] }>(t, clinic.owner, 'GET', '/api/v1/invoices');
    expect(list.items.map((invoice) => [invoice.number, invoice.status])).toEqual([
      [null, 'cancelled'],
      ['1/2026', 'sent'],
    ]);
  });

  it('refuses a date before the last issued invoice of the year, or in the future', async () => {
    const clinic = await calendarClinic(t);
    const later = await draft(clinic, '2026-03-10');
    await issueInvoice(t, clinic.owner, later.id);
    const earlier = await draft(clinic, '2026-03-09');
    const res = await send(
      t,
      'PUT',
      `/api/v1/invoices/${earlier.id}/status`,
      { status: 'sent' },
      { cookie: `${clinic.owner.cookie}; user-locale=it` },
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'INVOICE_DATE_OUT_OF_ORDER',
      notBefore: '2026-03-10',
      detail: expect.stringContaining("non può essere nel futuro né precedere quella dell'ultima fattura"),
    });
    // The refused issue gave its number back: the next one is 2.
    await callAs(t, clinic.owner, 'PUT', `/api/v1/invoices/${earlier.id}`, content(clinic, '2026-03-10'));
    expect((await issueInvoice(t, clinic.owner, earlier.id)).number).toBe('2/2026');

    const tomorrow = await draft(clinic, daysFromToday(1));
    expect(await issueInvoice(t, clinic.owner, tomorrow.id, 409)).toMatchObject({
      code: 'INVOICE_DATE_OUT_OF_ORDER',
      notAfter: todayInRome(),
    });
    // Another year has its own order.
    expect((await issueInvoice(t, clinic.owner, (await draft(clinic, '2025-06-01')).id)).number).toBe(
      '1/2025',
    );
  });

  it("answers 404 for another organization's numbering and 403 to a role that may not change it", async () => {
    const clinic = await calendarClinic(t);
    const stranger = await clinicOwner(t, 'Altro Studio');
    await issueInvoice(t, clinic.owner, (await draft(clinic, '2026-03-02')).id);
    const setNext = (who: SignedInMember, nextNumber: number, status = 200) =>
      callAs(t, who, 'PUT', '/api/v1/invoice-numbering', { year: 2026, prefix: '', nextNumber }, status);
    // Their numbering is their own: this organization's invoices neither block nor count there.
    await setNext(stranger, 40);
    await setNext(clinic.owner, 40, 409);
    const invoice = await draft(clinic, '2026-03-03');
    await issueInvoice(t, stranger, invoice.id, 404);
    await setNext(await colleague(t, clinic.owner.organizationId, 'doctor'), 2, 403);
    await setNext(clinic.owner, 2);
  });
});
