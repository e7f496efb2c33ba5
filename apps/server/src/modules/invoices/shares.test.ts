import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invoice, InvoiceShare, PublicInvoice } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { taxCodeOf } from '../../../test/factories';
import { send } from '../../../test/http';
import { invoiceContent, issueInvoice } from '../../../test/invoices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 86_400_000;

describe('the public invoice link protects health data', () => {
  it('is never cached, masks the codice fiscale on the page, and logs each opening on the invoice', async () => {
    const clinic = await calendarClinic(t, { taxCode: taxCodeOf('GLLMRA80A01F205') });
    const invoice = await callAs<Invoice>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/invoices',
      invoiceContent(clinic, '2026-10-01', [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }]),
      201,
    );
    await issueInvoice(t, clinic.owner, invoice.id);
    const path = `/api/v1/invoices/${invoice.id}/share`;
    const share = await callAs<InvoiceShare>(t, clinic.owner, 'POST', path);
    expect(share.openings).toEqual([]);

    const page = await send(t, 'GET', `/api/v1/public/invoices/${share.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const shown = (await page.json()) as PublicInvoice;
    const taxCode = clinic.patient.taxCode!;
    expect(shown.invoice.clientTaxCode).toBe(`${taxCode.slice(0, 6)}*********${taxCode.slice(-1)}`);
    expect(JSON.stringify(shown)).not.toContain(taxCode);
    const pdf = await send(t, 'GET', `/api/v1/public/invoices/${share.token}/pdf`);
    expect(pdf.headers.get('cache-control')).toContain('no-store');

    const seen = await callAs<InvoiceShare>(t, clinic.owner, 'GET', path);
    expect(seen.openings.map((opening) => opening.kind)).toEqual(['pdf', 'page']);
    // A colleague who may only read sees them too; another organization sees nothing.
    const doctor = await colleague(t, clinic.owner.organizationId, 'doctor');
    expect((await callAs<InvoiceShare>(t, doctor, 'GET', path)).openings).toHaveLength(2);
    await callAs(t, doctor, 'POST', path, undefined, 403);
    const stranger = await clinicOwner(t, 'Altro Studio');
    await callAs(t, stranger, 'GET', path, undefined, 404);
    // A malformed token is bad input.
    expect((await send(t, 'GET', '/api/v1/public/invoices/not-a-token')).status).toBe(400);
  });

  it('expires after the days the clinic chose (30 by default), and staff renew it as a new link', async () => {
    const clinic = await calendarClinic(t);
    const invoice = await callAs<Invoice>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/invoices',
      invoiceContent(clinic, '2026-10-01', [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }]),
      201,
    );
    await issueInvoice(t, clinic.owner, invoice.id);
    const path = `/api/v1/invoices/${invoice.id}/share`;
    // Nothing to renew before there is a link.
    await callAs(t, clinic.owner, 'POST', `${path}/renew`, undefined, 404);
    const share = await callAs<InvoiceShare>(t, clinic.owner, 'POST', path);
    const days = (share: InvoiceShare) =>
      Math.round((Date.parse(share.expiresAt) - Date.parse(share.createdAt)) / DAY_MS);
    expect(days(share)).toBe(30);
    expect(share.expired).toBe(false);

    // 31 days later the link opens nothing, and says why.
    const later = (days: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + days * DAY_MS });
    later(31);
    const page = await send(t, 'GET', `/api/v1/public/invoices/${share.token}`);
    expect(page.status).toBe(410);
    expect(page.headers.get('content-type')).toContain('application/problem+json');
    expect(await page.json()).toMatchObject({ status: 410, code: 'INVOICE_SHARE_EXPIRED' });
    expect((await send(t, 'GET', `/api/v1/public/invoices/${share.token}/pdf`)).status).toBe(410);
    vi.useRealTimers();

    // Only a member who may write invoices renews it, and only in their organization.
    const doctor = await colleague(t, clinic.owner.organizationId, 'doctor');
    await callAs(t, doctor, 'POST', `${path}/renew`, undefined, 403);
    const stranger = await clinicOwner(t, 'Altro Studio');
    await callAs(t, stranger, 'POST', `${path}/renew`, undefined, 404);
    expect((await callAs<InvoiceShare>(t, clinic.owner, 'GET', path)).token).toBe(share.token);

    // The clinic chose 1 day: the renewed link is a new address for 1 day; the old one is gone.
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', { invoicing: { shareLinkDays: 0 } }, 400);
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', { invoicing: { shareLinkDays: 1 } });
    const renewed = await callAs<InvoiceShare>(t, clinic.owner, 'POST', `${path}/renew`);
    expect(renewed.token).not.toBe(share.token);
    expect(renewed.expired).toBe(false);
    expect(days(renewed)).toBe(1);
    expect((await send(t, 'GET', `/api/v1/public/invoices/${renewed.token}`)).status).toBe(200);
    expect((await send(t, 'GET', `/api/v1/public/invoices/${share.token}`)).status).toBe(404);

    // Two days on, the invoice page says the link has expired; making it again gives a new one.
    later(2);
    expect(await callAs<InvoiceShare>(t, clinic.owner, 'GET', path)).toMatchObject({
      token: renewed.token,
      expired: true,
    });
    expect((await send(t, 'GET', `/api/v1/public/invoices/${renewed.token}`)).status).toBe(410);
    const remade = await callAs<InvoiceShare>(t, clinic.owner, 'POST', path);
    expect(remade).toMatchObject({ expired: false });
    expect(remade.token).not.toBe(renewed.token);
  });
});
