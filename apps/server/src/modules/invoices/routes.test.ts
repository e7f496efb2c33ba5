import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Appointment,
  Invoice,
  InvoiceInput,
  InvoicePage,
  InvoiceShare,
  PublicInvoice,
} from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookVisit, calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { patientInput, taxCodeOf } from '../../../test/factories';
import { send } from '../../../test/http';
import { invoiceContent, issueInvoice, newStampDutyId } from '../../../test/invoices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Clinic = Awaited<ReturnType<typeof calendarClinic>>;

/** A visit of the clinic's patient on 2 November 2026 at `hour` UTC, completed (it is over). */
async function completedVisit(clinic: Clinic, hour: number) {
  const visit = await bookVisit(t, clinic, new Date(`2026-11-02T${String(hour).padStart(2, '0')}:00:00Z`));
  await callAs(t, clinic.owner, 'PUT', `/api/v1/appointments/${visit.id}/status`, { status: 'completed' });
  return visit;
}

const invoiceFor = (clinic: Clinic, lines: InvoiceInput['lines'], extra: Partial<InvoiceInput> = {}) => ({
  ...invoiceContent(clinic, '2026-10-01', lines),
  ...extra,
});

const visitLine = (visit: Appointment) => ({
  description: visit.serviceName ?? 'Visita',
  quantity: 1,
  unitPriceCents: visit.priceCents,
  appointmentId: visit.id,
});

const create = (who: SignedInMember, body: unknown, status = 201) =>
  callAs<Invoice>(t, who, 'POST', '/api/v1/invoices', body, status);

/** The PDF's text, each run of spaces and line breaks as one space (wrapping follows the font). */
async function pdfText(res: Response) {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  return (await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );
}

describe('invoices', () => {
  it('bills two completed visits with the €2 stamp duty, numbered 1 and 2 of the year', async () => {
    const clinic = await calendarClinic(t);
    const [first, second] = [await completedVisit(clinic, 8), await completedVisit(clinic, 9)];
    const invoice = await create(clinic.owner, invoiceFor(clinic, [visitLine(first), visitLine(second)]));
    expect(invoice).toMatchObject({
      number: null,
      status: 'draft',
      subtotalCents: 19000,
      taxCents: 0,
      stampDutyCents: 200,
      totalCents: 19200,
      balanceCents: 19200,
      nextStatuses: ['sent', 'cancelled'],
    });
    expect(invoice.lines.map((line) => line.appointmentId)).toEqual([first.id, second.id]);
    // The invoice form offers only visits no standing invoice bills.
    const window = `from=2026-11-02T00:00:00Z&to=2026-11-09T00:00:00Z&patientId=${clinic.patient.id}&status=completed`;
    const unbilled = await callAs<{ total: number }>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/appointments?${window}&invoiced=false`,
    );
    const billed = await callAs<{ total: number }>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/appointments?${window}&invoiced=true`,
    );
    expect([unbilled.total, billed.total]).toEqual([0, 2]);

    // A visit is billed once; a visit not yet completed is not billed.
    await create(clinic.owner, invoiceFor(clinic, [visitLine(first)]), 409);
    const open = await callAs<Appointment>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/appointments',
      {
        doctorId: clinic.doctor.id,
        patientId: clinic.patient.id,
        startsAt: '2026-12-02T08:00:00Z',
        endsAt: '2026-12-02T08:30:00Z',
      },
      201,
    );
    const refused = await send(t, 'POST', '/api/v1/invoices', invoiceFor(clinic, [visitLine(open)]), {
      cookie: `${clinic.owner.cookie}; user-locale=en`,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'APPOINTMENT_NOT_COMPLETED' });

    const next = await create(
      clinic.owner,
      invoiceFor(clinic, [{ description: 'Certificato', quantity: 1, unitPriceCents: 5000 }]),
    );
    expect(next).toMatchObject({ number: null, stampDutyCents: 0, totalCents: 5000 });
    // Numbered when issued, in the order they are issued.
    expect((await issueInvoice(t, clinic.owner, next.id)).number).toBe('1/2026');
    expect((await issueInvoice(t, clinic.owner, invoice.id)).number).toBe('2/2026');
  });

  it("gives a visit's line its service type's Sistema TS expense type, and a free line SR", async () => {
    const clinic = await calendarClinic(t);
    const type = await callAs<{ id: string; expenseType: string }>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/service-types',
      { name: 'Fisioterapia', expenseType: 'SP' },
      201,
    );
    expect(type.expenseType).toBe('SP');
    await callAs(t, clinic.owner, 'POST', '/api/v1/service-types', { name: 'Altro', expenseType: 'XX' }, 400);
    await callAs(t, clinic.owner, 'PUT', `/api/v1/services/${clinic.service.id}`, {
      name: 'Visita',
      durationMinutes: 30,
      priceCents: 8000,
      serviceTypeId: type.id,
    });
    const visit = await completedVisit(clinic, 8);
    const invoice = await create(
      clinic.owner,
      invoiceFor(clinic, [
        visitLine(visit),
        { description: 'Certificato', quantity: 1, unitPriceCents: 3000 },
      ]),
    );
    expect(invoice.lines.map((line) => line.expenseType)).toEqual(['SP', 'SR']);
  });

  it('refuses bad input with field errors and keeps the count of numbers', async () => {
    const clinic = await calendarClinic(t);
    const empty = await send(t, 'POST', '/api/v1/invoices', invoiceFor(clinic, []), {
      cookie: `${clinic.owner.cookie}; user-locale=it`,
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ path: 'lines', message: 'Questo campo è obbligatorio' }),
    ]);
    const discount = await send(
      t,
      'POST',
      '/api/v1/invoices',
      invoiceFor(clinic, [{ description: 'Visita', quantity: 1, unitPriceCents: 1000 }], {
        discountCents: 2000,
      }),
      { cookie: `${clinic.owner.cookie}; user-locale=it` },
    );
    expect(discount.status).toBe(400);
    expect(((await discount.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({
        path: 'discountCents',
        message: 'Lo sconto non può superare il totale delle prestazioni',
      }),
    ]);
    // Neither took a number.
    const ok = await create(
      clinic.owner,
      invoiceFor(clinic, [{ description: 'Visita', quantity: 2, unitPriceCents: 3000 }]),
    );
    expect((await issueInvoice(t, clinic.owner, ok.id)).number).toBe('1/2026');
  });

  it('goes draft → sent → paid, is immutable once sent, never back to draft, and is corrected by a credit note', async () => {
    const clinic = await calendarClinic(t);
    const body = invoiceFor(clinic, [{ description: 'Visita', quantity: 1, unitPriceCents: 9000 }]);
    const invoice = await create(clinic.owner, body);
    const path = `/api/v1/invoices/${invoice.id}`;
    await callAs(
      t,
      clinic.owner,
      'POST',
      `${path}/payment`,
      { paymentMethod: 'cash', paidOn: '2026-10-01' },
      409,
    );
    const sent = await issueInvoice(t, clinic.owner, invoice.id);
    expect(sent).toMatchObject({ status: 'sent', number: '1/2026', nextStatuses: ['paid'] });
    await callAs(t, clinic.owner, 'PUT', path, body, 409);

    await callAs(
      t,
      clinic.owner,
      'POST',
      `${path}/payment`,
      { paymentMethod: 'cash', paidOn: '2026-09-30' },
      400,
    );
    const paid = await callAs<Invoice>(t, clinic.owner, 'POST', `${path}/payment`, {
      paymentMethod: 'cash',
      paidOn: '2026-10-02',
    });
    expect(paid).toMatchObject({ status: 'paid', paidCents: 9200, balanceCents: 0, traceablePayment: false });

    await callAs(t, clinic.owner, 'PUT', `${path}/status`, { status: 'draft' }, 409);

    const note = await callAs<Invoice>(
      t,
      clinic.owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-10-05' },
      201,
    );
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: null,
      creditedInvoiceId: invoice.id,
      status: 'draft',
      totalCents: 9200,
    });
    expect((await callAs<Invoice>(t, clinic.owner, 'GET', path)).status).toBe('cancelled');
    expect((await issueInvoice(t, clinic.owner, note.id)).number).toBe('2/2026');
    const text = await pdfText(
      await send(t, 'GET', `/api/v1/invoices/${note.id}/pdf`, undefined, { cookie: clinic.owner.cookie }),
    );
    expect(text).toContain('Nota di credito n. 2/2026');
    expect(text).toContain('A storno della fattura n. 1/2026 del 01/10/2026');
  });

  it("refuses another patient's visit, lets a credited visit be billed again, and keeps a credit note", async () => {
    const clinic = await calendarClinic(t);
    const visit = await completedVisit(clinic, 8);
    const someoneElse = await callAs<{ id: string }>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/patients',
      patientInput({ lastName: 'Neri' }),
      201,
    );
    const wrong = await send(
      t,
      'POST',
      '/api/v1/invoices',
      invoiceFor(clinic, [visitLine(visit)], { patientId: someoneElse.id }),
      { cookie: `${clinic.owner.cookie}; user-locale=en` },
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe(
      'lines.0.appointmentId',
    );

    const invoice = await create(clinic.owner, invoiceFor(clinic, [visitLine(visit)]));
    const path = `/api/v1/invoices/${invoice.id}`;
    await callAs(t, clinic.owner, 'PUT', `${path}/status`, { status: 'sent', stampDutyId: newStampDutyId() });
    const note = await callAs<Invoice>(
      t,
      clinic.owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-10-02' },
      201,
    );
    expect(note.lines.map((line) => line.appointmentId)).toEqual([null]);
    await callAs(t, clinic.owner, 'PUT', `/api/v1/invoices/${note.id}/status`, { status: 'cancelled' }, 409);
    // The visit, credited, is billed anew.
    await create(clinic.owner, invoiceFor(clinic, [visitLine(visit)]));
  });

  it('never gives a number twice nor skips one, with 50 invoices issued at once', async () => {
    const clinic = await calendarClinic(t);
    const body = invoiceFor(clinic, [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }]);
    const drafts = await Promise.all(Array.from({ length: 50 }, () => create(clinic.owner, body)));
    const made = await Promise.all(drafts.map((draft) => issueInvoice(t, clinic.owner, draft.id)));
    const numbers = made.map((invoice) => Number(invoice.number!.split('/')[0])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  }, 60_000); // 100 requests: room for a loaded machine

  it('numbers from the settings: a prefix and a next number, never back to one given nor skipping ahead', async () => {
    const clinic = await calendarClinic(t);
    const body = invoiceFor(clinic, [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }]);
    const numbering = (value: object, status = 200) =>
      callAs(t, clinic.owner, 'PUT', '/api/v1/invoice-numbering', value, status);
    await issueInvoice(t, clinic.owner, (await create(clinic.owner, body)).id);
    await numbering({ year: 2026, prefix: 'FT-', nextNumber: 1 }, 409);
    // Past the next number would leave a gap in a year that has invoices here.
    const gap = await send(
      t,
      'PUT',
      '/api/v1/invoice-numbering',
      { year: 2026, prefix: 'FT-', nextNumber: 100 },
      { cookie: `${clinic.owner.cookie}; user-locale=it` },
    );
    expect(gap.status).toBe(409);
    expect(await gap.json()).toMatchObject({ code: 'INVOICE_NUMBER_GAP', highest: 1 });
    await numbering({ year: 2026, prefix: 'F T', nextNumber: 2 }, 400);
    await numbering({ year: 2026, prefix: 'FT-', nextNumber: 2 });
    expect(await callAs(t, clinic.owner, 'GET', '/api/v1/invoice-numbering?year=2026')).toEqual({
      year: 2026,
      prefix: 'FT-',
      nextNumber: 2,
    });
    expect((await issueInvoice(t, clinic.owner, (await create(clinic.owner, body)).id)).number).toBe(
      'FT-2/2026',
    );
    // A year without invoices here goes on from a sequence begun elsewhere.
    await numbering({ year: 2025, prefix: 'FT-', nextNumber: 58 });
    const earlier = await create(clinic.owner, { ...body, issuedOn: '2025-12-30' });
    expect((await issueInvoice(t, clinic.owner, earlier.id)).number).toBe('FT-58/2025');
    const secretary = await colleague(t, clinic.owner.organizationId, 'secretary');
    await callAs(
      t,
      secretary,
      'PUT',
      '/api/v1/invoice-numbering',
      { year: 2026, prefix: '', nextNumber: 3 },
      403,
    );
  });

  it("prints the PDF with the clinic's data, the exemption, the stamp duty and the payment", async () => {
    const clinic = await calendarClinic(t, { taxCode: taxCodeOf('GLLMRA80A01F205') });
    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', {
      invoicing: { stampDutyAuthorization: '2019/12345', stampDutyAuthorizationDate: '2019-03-15' },
    });
    const invoice = await create(
      clinic.owner,
      invoiceFor(clinic, [{ description: 'Visita cardiologica', quantity: 1, unitPriceCents: 12000 }], {
        opposition730: true,
      }),
    );
    const path = `/api/v1/invoices/${invoice.id}`;
    await callAs(t, clinic.owner, 'PUT', `${path}/status`, { status: 'sent', stampDutyId: newStampDutyId() });
    await callAs(t, clinic.owner, 'POST', `${path}/payment`, { paymentMethod: 'card', paidOn: '2026-10-01' });
    const res = await send(t, 'GET', `${path}/pdf`, undefined, { cookie: clinic.owner.cookie });
    expect(res.headers.get('content-disposition')).toBe('inline; filename="fattura-1-2026.pdf"');
    const text = await pdfText(res);
    for (const expected of [
      'Fattura n. 1/2026 del 01/10/2026',
      clinic.patient.taxCode!,
      'Visita cardiologica',
      'art. 10, comma 1, n. 18 del DPR 633/72',
      'assolta in modo virtuale',
      'autorizzazione n. 2019/12345',
      'pagamento tracciato',
      'Sistema Tessera Sanitaria',
    ]) {
      expect(text).toContain(expected);
    }
    const english = await pdfText(
      await send(t, 'GET', `${path}/pdf?lang=en`, undefined, { cookie: clinic.owner.cookie }),
    );
    expect(english).toContain('Invoice no. 1/2026');
  });

  it("prints in the organization's language, not the interface language of whoever prints it (#16)", async () => {
    const clinic = await calendarClinic(t);
    const invoice = await create(
      clinic.owner,
      invoiceFor(clinic, [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }]),
    );
    await issueInvoice(t, clinic.owner, invoice.id);
    const pdfIn = (locale: string) =>
      send(t, 'GET', `/api/v1/invoices/${invoice.id}/pdf`, undefined, {
        cookie: `${clinic.owner.cookie}; user-locale=${locale}`,
      });
    const italian = await pdfIn('en');
    expect(italian.headers.get('content-disposition')).toBe('inline; filename="fattura-1-2026.pdf"');
    expect(await pdfText(italian)).toContain('Fattura n. 1/2026');
    const link = await callAs<InvoiceShare>(t, clinic.owner, 'POST', `/api/v1/invoices/${invoice.id}/share`);
    const shared = await send(t, 'GET', `/api/v1/public/invoices/${link.token}/pdf`, undefined, {
      cookie: 'user-locale=en',
    });
    expect(await pdfText(shared)).toContain('Fattura n. 1/2026');

    await callAs(t, clinic.owner, 'PUT', '/api/v1/settings', { documents: { language: 'en' } });
    expect(await pdfText(await pdfIn('it'))).toContain('Invoice no. 1/2026');
  });

  it('is shared by a link anyone can open, which shows that invoice only, until it is revoked', async () => {
    const clinic = await calendarClinic(t);
    const body = invoiceFor(clinic, [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }]);
    const [shared, other] = [
      await create(clinic.owner, body),
      await create(clinic.owner, { ...body, clientName: 'Altro' }),
    ];
    await issueInvoice(t, clinic.owner, shared.id);
    const link = await callAs<InvoiceShare>(t, clinic.owner, 'POST', `/api/v1/invoices/${shared.id}/share`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      await callAs<InvoiceShare>(t, clinic.owner, 'POST', `/api/v1/invoices/${shared.id}/share`),
    ).toEqual(link);

    const seen = await send(t, 'GET', `/api/v1/public/invoices/${link.token}`);
    expect(seen.status).toBe(200);
    const shown = (await seen.json()) as PublicInvoice;
    expect(shown.invoice).toMatchObject({ id: shared.id, number: '1/2026' });
    expect(shown.invoice).not.toHaveProperty('patientId');
    expect(JSON.stringify(shown)).not.toContain(other.id);
    expect((await send(t, 'GET', `/api/v1/public/invoices/${link.token}/pdf`)).status).toBe(200);
    // Another token, or a malformed one, reaches nothing.
    expect((await send(t, 'GET', `/api/v1/public/invoices/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await send(t, 'GET', `/api/v1/public/invoices/${other.id}`)).status).toBe(400);

    await callAs(t, clinic.owner, 'DELETE', `/api/v1/invoices/${shared.id}/share`, undefined, 204);
    expect((await send(t, 'GET', `/api/v1/public/invoices/${link.token}`)).status).toBe(404);
    expect(await callAs(t, clinic.owner, 'GET', `/api/v1/invoices/${shared.id}/share`)).toBeNull();
  });

  it('pages the list saying whether another page follows, without counting every invoice', async () => {
    const clinic = await calendarClinic(t);
    const made: Invoice[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await create(
          clinic.owner,
          invoiceFor(clinic, [{ description: `Visita ${i}`, quantity: 1, unitPriceCents: 5000 }]),
        ),
      );
    }
    const list = (query: string) => callAs<InvoicePage>(t, clinic.owner, 'GET', `/api/v1/invoices?${query}`);
    const first = await list('limit=2');
    expect(first).toMatchObject({ hasMore: true });
    expect(first).not.toHaveProperty('total');
    expect(first.items).toHaveLength(2);
    const last = await list('limit=2&offset=2');
    expect(last).toMatchObject({ hasMore: false });
    expect([...first.items, ...last.items].map((invoice) => invoice.id).sort()).toEqual(
      made.map((invoice) => invoice.id).sort(),
    );
    expect(await list('limit=3')).toMatchObject({ hasMore: false });
    expect(await list('limit=2&q=nobody-by-this-name')).toEqual({ items: [], hasMore: false });
  });

  it("answers 404 for another organization's invoice and 403 to a role that may not write", async () => {
    const clinic = await calendarClinic(t);
    const invoice = await create(
      clinic.owner,
      invoiceFor(clinic, [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }]),
    );
    const stranger = await clinicOwner(t, 'Altro Studio');
    const path = `/api/v1/invoices/${invoice.id}`;
    await callAs(t, stranger, 'GET', path, undefined, 404);
    await callAs(
      t,
      stranger,
      'PUT',
      `${path}/status`,
      { status: 'sent', stampDutyId: newStampDutyId() },
      404,
    );
    await callAs(t, stranger, 'POST', `${path}/share`, undefined, 404);
    await callAs(
      t,
      stranger,
      'POST',
      `${path}/payment`,
      { paymentMethod: 'card', paidOn: '2026-10-01' },
      404,
    );
    expect((await send(t, 'GET', `${path}/pdf`, undefined, { cookie: stranger.cookie })).status).toBe(404);
    expect(await callAs<InvoicePage>(t, stranger, 'GET', '/api/v1/invoices')).toEqual({
      items: [],
      hasMore: false,
    });
    // Their patient cannot be billed here.
    await create(
      stranger,
      invoiceFor(clinic, [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }]),
      404,
    );

    const doctor = await colleague(t, clinic.owner.organizationId, 'doctor');
    await issueInvoice(t, doctor, invoice.id, 403);
    await issueInvoice(t, clinic.owner, invoice.id);
    await create(
      doctor,
      invoiceFor(clinic, [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }]),
      403,
    );
    expect((await callAs<InvoicePage>(t, doctor, 'GET', '/api/v1/invoices?q=1%2F2026')).items).toHaveLength(
      1,
    );
  });
});
