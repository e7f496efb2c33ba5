import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceInput } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs } from '../../../test/clinic';
import { send } from '../../../test/http';
import { invoiceContent, issueInvoice } from '../../../test/invoices';
import { NAMES_AS_WRITTEN } from '../../../test/names';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The invoice's PDF as its owner downloads it, as text. */
async function pdfText(cookie: string, id: string) {
  const res = await send(t, 'GET', `/api/v1/invoices/${id}/pdf`, undefined, { cookie });
  expect(res.status).toBe(200);
  return (await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );
}

/** A draft invoice of `clinic` dated 1 October 2026 with these lines. */
function draftInvoice(clinic: Awaited<ReturnType<typeof calendarClinic>>, lines: InvoiceInput['lines']) {
  return callAs<Invoice>(
    t,
    clinic.owner,
    'POST',
    '/api/v1/invoices',
    invoiceContent(clinic, '2026-10-01', lines),
    201,
  );
}

describe('the invoice PDF (art. 21 DPR 633/72)', () => {
  it('lists each payment with its date, method, traceability and amount, and the balance', async () => {
    const clinic = await calendarClinic(t);
    const invoice = await draftInvoice(clinic, [
      { description: 'Visita', quantity: 1, unitPriceCents: 10000 },
    ]);
    await issueInvoice(t, clinic.owner, invoice.id);
    const pay = (body: object) =>
      callAs(t, clinic.owner, 'POST', `/api/v1/invoices/${invoice.id}/payment`, body);
    await pay({ paymentMethod: 'card', paidOn: '2026-10-02', paidCents: 3000, paymentDetails: 'POS 0042' });
    await pay({ paymentMethod: 'cash', paidOn: '2026-10-03', paidCents: 2000 });
    const printed = await pdfText(clinic.owner.cookie, invoice.id);
    expect(printed).toContain('Pagato 50,00 € Da pagare 52,00 €');
    expect(printed).toContain('Data Metodo Tracciabilità Importo');
    expect(printed).toContain('02/10/2026 Carta — POS 0042 pagamento tracciato 30,00 €');
    expect(printed).toContain('03/10/2026 Contanti pagamento non tracciato 20,00 €');
  });

  it('groups thousands in every amount, as an accountant writes them (1.250,00 €, not 1250,00 €)', async () => {
    const clinic = await calendarClinic(t);
    const invoice = await draftInvoice(clinic, [
      { description: 'Implantologia', quantity: 1, unitPriceCents: 125000 },
    ]);
    const printed = await pdfText(clinic.owner.cookie, invoice.id);
    expect(printed).toContain('Implantologia');
    expect(printed).toContain('1.250,00 €');
    expect(printed).not.toMatch(/\b1250,00/);
  });

  it('prints the client and the lines as written, in any Latin, Greek or Cyrillic script', async () => {
    const clinic = await calendarClinic(t);
    const [client, ...others] = NAMES_AS_WRITTEN;
    const invoice = await callAs<Invoice>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/invoices',
      {
        ...invoiceContent(
          clinic,
          '2026-10-01',
          others.map((name) => ({ description: `Visita di ${name}`, quantity: 1, unitPriceCents: 1000 })),
        ),
        clientName: client,
        notes: NAMES_AS_WRITTEN.join(', '),
      },
      201,
    );
    const printed = await pdfText(clinic.owner.cookie, invoice.id);
    expect(printed).toContain(`Intestata a ${client}`);
    for (const name of others) expect(printed).toContain(`Visita di ${name}`);
    expect(printed).toContain(`Note ${NAMES_AS_WRITTEN.join(', ')}`);
  });

  it('has a VAT summary per rate or exemption, and a credit note names the invoice with its date and what is to be refunded', async () => {
    const clinic = await calendarClinic(t);
    const invoice = await draftInvoice(clinic, [
      { description: 'Visita', quantity: 1, unitPriceCents: 10000 },
      { description: 'Crema', quantity: 2, unitPriceCents: 2500, vatExempt: false, vatRate: 22 },
    ]);
    await issueInvoice(t, clinic.owner, invoice.id);
    const text = (id: string) => pdfText(clinic.owner.cookie, id);
    const printed = await text(invoice.id);
    expect(printed).toContain('Totale imponibile/esente 150,00 €');
    expect(printed).toContain('Riepilogo IVA Imponibile Imposta');
    expect(printed).toContain('Esente art. 10 n. 18 DPR 633/72 100,00 € 0,00 €');
    expect(printed).toContain('IVA 22% 50,00 € 11,00 €');
    expect(printed).toContain("Operazione esente IVA ai sensi dell'art. 10, comma 1, n. 18 del DPR 633/72.");
    expect(printed).not.toContain('natura N4');
    expect(printed).not.toContain('Totale prestazioni');

    const note = await callAs<Invoice>(
      t,
      clinic.owner,
      'POST',
      `/api/v1/invoices/${invoice.id}/credit-note`,
      { issuedOn: '2026-10-03' },
      201,
    );
    const credit = await text(note.id);
    expect(credit).toContain('A storno della fattura n. 1/2026 del 01/10/2026');
    expect(credit).toContain('Da rimborsare 163,00 €');
    expect(credit).not.toContain('Da pagare');
  });
});
