import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceInput, InvoiceRedraft, InvoiceShare, PublicInvoice } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { taxCodeOf } from '../../../test/factories';
import { send } from '../../../test/http';
import { CLIENT, issueInvoice } from '../../../test/invoices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Clinic = Awaited<ReturnType<typeof calendarClinic>>;

/** A sent invoice of the clinic's patient with these lines (a €50 visit unless said). */
async function sentInvoice(
  clinic: Clinic,
  lines: InvoiceInput['lines'] = [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }],
  extra: Partial<InvoiceInput> = {},
) {
  const invoice = await callAs<Invoice>(
    t,
    clinic.owner,
    'POST',
    '/api/v1/invoices',
    { issuedOn: '2026-11-02', patientId: clinic.patient.id, ...CLIENT, lines, ...extra },
    201,
  );
  const path = `/api/v1/invoices/${invoice.id}`;
  await issueInvoice(t, clinic.owner, invoice.id);
  return { invoice, path };
}

const problem = async (res: Response) =>
  (await res.json()) as { code: string; errors?: { path: string; code: string }[] };

describe('expense types', () => {
  it('keeps any type of the specification on a typed line, its flag where it applies, and health or not', async () => {
    const clinic = await calendarClinic(t);
    const lines = [
      { description: 'Filler', quantity: 1, unitPriceCents: 20000, expenseType: 'IC' },
      { description: 'Fisioterapia', quantity: 1, unitPriceCents: 4000, expenseType: 'SP' },
      {
        description: 'Pronto soccorso',
        quantity: 1,
        unitPriceCents: 2500,
        expenseType: 'TK',
        expenseFlag: '1',
      },
      { description: 'Visita intramoenia', quantity: 1, unitPriceCents: 9000, expenseFlag: '2' },
      { description: 'Certificato sportivo', quantity: 1, unitPriceCents: 3000, healthExpense: false },
    ] as const;
    const { invoice, path } = await sentInvoice(clinic, [...lines]);
    expect(invoice.lines.map((l) => [l.expenseType, l.expenseFlag, l.healthExpense])).toEqual([
      ['IC', null, true],
      ['SP', null, true],
      ['TK', '1', true],
      ['SR', '2', true],
      ['SR', null, false],
    ]);
    // Corrected into a new draft, saved again as the form sends it: each line keeps its type.
    const { draft } = await callAs<InvoiceRedraft>(
      t,
      clinic.owner,
      'POST',
      `${path}/redraft`,
      { stampDutyId: '01234567890199' },
      201,
    );
    const edited = await callAs<Invoice>(t, clinic.owner, 'PUT', `/api/v1/invoices/${draft.id}`, {
      issuedOn: '2026-11-02',
      patientId: clinic.patient.id,
      clientName: 'Gialli Mario',
      lines: invoice.lines.map(({ id: _id, amountCents: _amount, ...line }) => line),
    });
    expect(edited.lines.map((l) => l.expenseType)).toEqual(['IC', 'SP', 'TK', 'SR', 'SR']);

    // A flag belongs to TK (1) or SR (2) only.
    const res = await send(
      t,
      'POST',
      '/api/v1/invoices',
      {
        issuedOn: '2026-11-02',
        clientName: 'Tizio',
        lines: [
          { description: 'Visita', quantity: 1, unitPriceCents: 100, expenseType: 'SP', expenseFlag: '2' },
        ],
      },
      { cookie: clinic.owner.cookie },
    );
    expect(res.status).toBe(400);
    expect((await problem(res)).errors).toEqual([expect.objectContaining({ path: 'lines.0.expenseFlag' })]);
  });
});

describe('payments', () => {
  it('takes several payments, partially paid until the balance is zero, and refuses more than the balance', async () => {
    const clinic = await calendarClinic(t);
    const { path } = await sentInvoice(clinic);
    const over = await send(
      t,
      'POST',
      `${path}/payment`,
      { paymentMethod: 'card', paidOn: '2026-11-03', paidCents: 50000 },
      { cookie: `${clinic.owner.cookie}; user-locale=it` },
    );
    expect(over.status).toBe(400);
    const overBody = (await over.json()) as { errors: { path: string; message: string }[] };
    expect(overBody.errors).toEqual([
      expect.objectContaining({
        path: 'paidCents',
        message: "L'importo pagato supera il prezzo della prestazione",
      }),
    ]);

    const first = await callAs<Invoice>(t, clinic.owner, 'POST', `${path}/payment`, {
      paymentMethod: 'card',
      paidOn: '2026-11-03',
      paidCents: 2000,
    });
    expect(first).toMatchObject({ status: 'partially_paid', paidCents: 2000, balanceCents: 3000 });
    await callAs(
      t,
      clinic.owner,
      'POST',
      `${path}/payment`,
      { paymentMethod: 'cash', paidOn: '2026-11-04', paidCents: 3001 },
      400,
    );
    const second = await callAs<Invoice>(t, clinic.owner, 'POST', `${path}/payment`, {
      paymentMethod: 'cash',
      paidOn: '2026-11-04',
    });
    expect(second).toMatchObject({ status: 'paid', paidCents: 5000, balanceCents: 0, paidOn: '2026-11-04' });
    expect(second.payments.map((p) => [p.amountCents, p.paymentMethod, p.traceable])).toEqual([
      [2000, 'card', true],
      [3000, 'cash', false],
    ]);
    expect(second.traceablePayment).toBe(false);
    // Paid: no more payments.
    await callAs(
      t,
      clinic.owner,
      'POST',
      `${path}/payment`,
      { paymentMethod: 'cash', paidOn: '2026-11-05', paidCents: 1 },
      409,
    );
    // Never back to draft: the payments stay.
    await callAs(t, clinic.owner, 'PUT', `${path}/status`, { status: 'draft' }, 409);
    expect(await callAs<Invoice>(t, clinic.owner, 'GET', path)).toMatchObject({
      status: 'paid',
      payments: second.payments,
    });
  });

  it("counts 'other' as not traceable unless the user says it was", async () => {
    const clinic = await calendarClinic(t);
    const unsaid = await sentInvoice(clinic);
    const paid = await callAs<Invoice>(t, clinic.owner, 'POST', `${unsaid.path}/payment`, {
      paymentMethod: 'other',
      paidOn: '2026-11-03',
    });
    expect(paid.traceablePayment).toBe(false);
    const said = await sentInvoice(clinic);
    const traced = await callAs<Invoice>(t, clinic.owner, 'POST', `${said.path}/payment`, {
      paymentMethod: 'other',
      paidOn: '2026-11-03',
      traceable: true,
    });
    expect(traced.traceablePayment).toBe(true);
    // Cash is never traceable, whatever is said.
    const cash = await sentInvoice(clinic);
    const untraced = await callAs<Invoice>(t, clinic.owner, 'POST', `${cash.path}/payment`, {
      paymentMethod: 'cash',
      paidOn: '2026-11-03',
      traceable: true,
    });
    expect(untraced.traceablePayment).toBe(false);
  });

  it("answers 404 for another organization's invoice and 403 to a role that may not write", async () => {
    const clinic = await calendarClinic(t);
    const { path } = await sentInvoice(clinic);
    const other = await clinicOwner(t);
    const body = { paymentMethod: 'cash', paidOn: '2026-11-03' };
    await callAs(t, other, 'POST', `${path}/payment`, body, 404);
    await callAs(t, other, 'POST', `${path}/credit-note`, { issuedOn: '2026-11-04' }, 404);
    const doctor = await colleague(t, clinic.owner.organizationId, 'doctor');
    await callAs(t, doctor, 'POST', `${path}/payment`, body, 403);
    await callAs(t, doctor, 'POST', `${path}/credit-note`, { issuedOn: '2026-11-04' }, 403);
  });
});

describe('credit notes', () => {
  it('credits chosen lines, leaving the invoice standing; refuses a line of another invoice', async () => {
    const clinic = await calendarClinic(t);
    const { invoice, path } = await sentInvoice(clinic, [
      { description: 'Visita', quantity: 1, unitPriceCents: 6000 },
      { description: 'Ecografia', quantity: 1, unitPriceCents: 4000, expenseType: 'SP' },
    ]);
    const note = await callAs<Invoice>(
      t,
      clinic.owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-11-05', lineIds: [invoice.lines[1]!.id] },
      201,
    );
    expect(note).toMatchObject({ kind: 'credit_note', refund: false, totalCents: 4000, status: 'draft' });
    expect(note.lines.map((l) => [l.description, l.expenseType])).toEqual([['Ecografia', 'SP']]);
    expect((await callAs<Invoice>(t, clinic.owner, 'GET', path)).status).toBe('sent');
    await callAs(
      t,
      clinic.owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-11-05', lineIds: [note.lines[0]!.id] },
      400,
    );
    // A refund needs money paid first.
    await callAs(
      t,
      clinic.owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-11-05', refund: true },
      409,
    );
  });

  it('takes an issued partial note off what is left to pay of an unpaid invoice, and payments follow it', async () => {
    const clinic = await calendarClinic(t);
    const { invoice, path } = await sentInvoice(clinic);
    const note = await callAs<Invoice>(
      t,
      clinic.owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-11-05', amountCents: 2000 },
      201,
    );
    // A draft note takes nothing off yet.
    expect((await callAs<Invoice>(t, clinic.owner, 'GET', path)).balanceCents).toBe(5000);
    await issueInvoice(t, clinic.owner, note.id);
    const credited = await callAs<Invoice>(t, clinic.owner, 'GET', path);
    expect(credited).toMatchObject({ status: 'sent', totalCents: 5000, paidCents: 0, balanceCents: 3000 });
    const list = await callAs<{ items: Invoice[] }>(t, clinic.owner, 'GET', '/api/v1/invoices');
    expect(list.items.find((item) => item.id === invoice.id)?.balanceCents).toBe(3000);
    // Another note may not take off more than is left to pay.
    await callAs(
      t,
      clinic.owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-11-05', amountCents: 3001 },
      400,
    );
    // The whole €50 is more than is left.
    await callAs(
      t,
      clinic.owner,
      'POST',
      `${path}/payment`,
      { paymentMethod: 'card', paidOn: '2026-11-06', paidCents: 5000 },
      400,
    );
    const part = await callAs<Invoice>(t, clinic.owner, 'POST', `${path}/payment`, {
      paymentMethod: 'card',
      paidOn: '2026-11-06',
      paidCents: 1000,
    });
    expect(part).toMatchObject({ status: 'partially_paid', paidCents: 1000, balanceCents: 2000 });
    const paid = await callAs<Invoice>(t, clinic.owner, 'POST', `${path}/payment`, {
      paymentMethod: 'card',
      paidOn: '2026-11-07',
    });
    expect(paid).toMatchObject({ status: 'paid', paidCents: 3000, balanceCents: 0 });
  });

  it('makes a partly paid invoice paid when a note takes off all that was left', async () => {
    const clinic = await calendarClinic(t);
    const { path } = await sentInvoice(clinic);
    await callAs(t, clinic.owner, 'POST', `${path}/payment`, {
      paymentMethod: 'card',
      paidOn: '2026-11-03',
      paidCents: 3000,
    });
    // Giving nothing back, a note may take off at most the €20 left to pay.
    await callAs(
      t,
      clinic.owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-11-05', amountCents: 2001, refund: false },
      400,
    );
    const note = await callAs<Invoice>(
      t,
      clinic.owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-11-05', amountCents: 2000, refund: false },
      201,
    );
    await issueInvoice(t, clinic.owner, note.id);
    expect(await callAs<Invoice>(t, clinic.owner, 'GET', path)).toMatchObject({
      status: 'paid',
      paidCents: 3000,
      balanceCents: 0,
    });
  });
});

describe('payer and patient', () => {
  it('addresses the invoice to the payer and keeps the patient (tessera sanitaria holder) apart', async () => {
    const clinic = await calendarClinic(t);
    const parent = taxCodeOf('RSSMRA70A01F205');
    const child = taxCodeOf('RSSLCU15A01F205');
    const { invoice } = await sentInvoice(clinic, undefined, {
      clientName: 'Rossi Mario',
      clientTaxCode: parent,
      patientName: 'Rossi Luca',
      patientTaxCode: child,
    });
    expect(invoice).toMatchObject({
      clientName: 'Rossi Mario',
      clientTaxCode: parent,
      patientName: 'Rossi Luca',
      patientTaxCode: child,
    });
    // The public link masks the patient's code as it masks the payer's.
    const share = await callAs<InvoiceShare>(t, clinic.owner, 'POST', `/api/v1/invoices/${invoice.id}/share`);
    const shown = (await (
      await send(t, 'GET', `/api/v1/public/invoices/${share.token}`)
    ).json()) as PublicInvoice;
    expect(shown.invoice.patientTaxCode).toBe(`${child.slice(0, 6)}*********${child.slice(-1)}`);
    expect(JSON.stringify(shown)).not.toContain(child);
  });
});
