import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
