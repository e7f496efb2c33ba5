import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExpenseDocument } from '@studiolo/contracts';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../tax730/schemas';
import { buildXml, documentRequest, precompilataXml, type BatchEntry } from '../tax730/xml';
import type { InvoiceLineRow, InvoicePaymentRow, InvoiceRow } from '../invoices/repo';
import { invoiceTotals } from '../invoices/totals';
import type { Tax730Access } from '../tax730-settings/service';
import { expenseDocumentOf, type ExpenseSource } from './document';

const ORG = '00000000-0000-4000-8000-000000000001';
const access: Tax730Access = {
  environment: 'test',
  automaticSubmission: false,
  credentials: { username: 'RSSMRA85T10A562S', password: 'x', pincode: '1234567890' },
  owner: { taxCode: 'RSSMRA85T10A562S', vatNumber: '12345678903' },
  structure: null,
};

type LineSpec = Partial<InvoiceLineRow> & Pick<InvoiceLineRow, 'unitPriceCents'>;

/** An invoice as stored, its totals computed as the invoices module does. */
function source(
  specs: LineSpec[],
  options: {
    discountCents?: number;
    payments?: Partial<InvoicePaymentRow>[];
    invoice?: Partial<InvoiceRow>;
  } = {},
): ExpenseSource {
  const lines: InvoiceLineRow[] = specs.map((spec, position) => ({
    organizationId: ORG,
    id: `00000000-0000-4000-8000-1000000000${String(position).padStart(2, '0')}`,
    invoiceId: ORG,
    position,
    description: 'Prestazione',
    quantity: 1,
    vatExempt: true,
    vatRate: 0,
    expenseType: 'SR',
    expenseFlag: null,
    healthExpense: true,
    appointmentId: null,
    ...spec,
    amountCents: (spec.quantity ?? 1) * spec.unitPriceCents,
  }));
  const discountCents = options.discountCents ?? 0;
  const totals = invoiceTotals(lines, discountCents, 'patient')!;
  const payments: InvoicePaymentRow[] = (
    options.payments ?? [{ amountCents: totals.totalCents, paymentMethod: 'card', traceable: true }]
  ).map((payment, index) => ({
    organizationId: ORG,
    id: `00000000-0000-4000-8000-2000000000${index}`,
    invoiceId: ORG,
    amountCents: 0,
    paymentMethod: 'card',
    paidOn: '2026-03-03',
    traceable: true,
    paymentDetails: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...payment,
  }));
  const invoice: InvoiceRow = {
    organizationId: ORG,
    id: ORG,
    kind: 'invoice',
    year: 2026,
    sequence: 7,
    number: '7/2026',
    creditedInvoiceId: null,
    refund: false,
    status: 'paid',
    issuedOn: '2026-03-02',
    dueOn: null,
    patientId: null,
    clientType: 'individual',
    clientName: 'Bianchi Laura',
    clientTaxCode: 'BNCLRA90A41F205I',
    clientVatNumber: null,
    clientAddress: null,
    clientCity: null,
    clientPostalCode: null,
    clientProvince: null,
    clientEmail: null,
    patientName: null,
    patientTaxCode: null,
    notes: null,
    ...totals,
    discountCents,
    stampDutyPayer: 'patient',
    stampDutyId: null,
    stampDutyAuthorization: null,
    stampDutyAuthorizationOn: null,
    paidCents: payments.reduce((sum, payment) => sum + payment.amountCents, 0),
    paymentMethod: payments.at(-1)?.paymentMethod ?? null,
    paymentDetails: null,
    paidOn: payments.at(-1)?.paidOn ?? null,
    opposition730: false,
    sentAt: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...options.invoice,
  };
  return { invoice, lines, payments };
}

const documentOf = (s: ExpenseSource): ExpenseDocument => {
  const parsed = expenseDocumentOf(s, access);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
};

describe('the 730 document of an invoice: what the patient paid', () => {
  it('carries each line with its VAT (4% of 118.75 is 123.50; 22% of 50.00 is 61.00)', () => {
    const doc = documentOf(
      source([
        { unitPriceCents: 11875, vatExempt: false, vatRate: 4, expenseType: 'AD' },
        { unitPriceCents: 5000, vatExempt: false, vatRate: 22, expenseType: 'AA' },
      ]),
    );
    expect(doc.items).toEqual([
      { expenseType: 'AD', amountCents: 12350, vatRatePercent: 4 },
      { expenseType: 'AA', amountCents: 6100, vatRatePercent: 22 },
    ]);
  });

  it('spreads the discount, adds the stamp duty as AA/N1, and matches the invoice total', () => {
    const s = source(
      [
        { unitPriceCents: 10000, expenseType: 'SR' },
        { unitPriceCents: 5000, vatExempt: false, vatRate: 22, expenseType: 'AD' },
      ],
      { discountCents: 1500 },
    );
    const doc = documentOf(s);
    expect(doc.items).toEqual([
      { expenseType: 'SR', amountCents: 9000, vatNature: 'N4' },
      { expenseType: 'AD', amountCents: 5490, vatRatePercent: 22 },
      { expenseType: 'AA', amountCents: 200, vatNature: 'N1' },
    ]);
    expect(doc.items.reduce((sum, item) => sum + item.amountCents, 0)).toBe(s.invoice.totalCents);
  });

  it('keeps each line’s type and flag, and leaves out a line that is not a health expense', () => {
    const doc = documentOf(
      source([
        { unitPriceCents: 3000, expenseType: 'TK', expenseFlag: '1' },
        { unitPriceCents: 4000, expenseType: 'SR', expenseFlag: '2' },
        { unitPriceCents: 2500, expenseType: 'IC' },
        { unitPriceCents: 1000, expenseType: 'AA', healthExpense: false },
      ]),
    );
    expect(doc.items).toEqual([
      { expenseType: 'TK', expenseFlag: '1', amountCents: 3000, vatNature: 'N4' },
      { expenseType: 'SR', expenseFlag: '2', amountCents: 4000, vatNature: 'N4' },
      { expenseType: 'IC', amountCents: 2500, vatNature: 'N4' },
      { expenseType: 'AA', amountCents: 200, vatNature: 'N1' },
    ]);
  });

  it('follows what was paid: part of it, on the last payment’s day, traceable only if every payment was', () => {
    const s = source([{ unitPriceCents: 6000 }, { unitPriceCents: 4000 }], {
      payments: [
        { amountCents: 3000, paymentMethod: 'card', traceable: true, paidOn: '2026-03-03' },
        { amountCents: 2000, paymentMethod: 'cash', traceable: false, paidOn: '2026-03-20' },
      ],
      invoice: { status: 'partially_paid' },
    });
    const doc = documentOf(s);
    expect(doc.items.map((item) => item.amountCents)).toEqual([2941, 1961, 98]);
    expect(doc.items.reduce((sum, item) => sum + item.amountCents, 0)).toBe(5000);
    expect(doc.paidOn).toBe('2026-03-20');
    expect(doc.traceablePayment).toBe(false);
  });

  it('carries the patient’s code when another person pays, not the payer’s', () => {
    const doc = documentOf(
      source([{ unitPriceCents: 6000 }], {
        invoice: {
          clientName: 'Rossi Mario',
          clientTaxCode: 'RSSMRA85T10A562S',
          patientName: 'Rossi Luca',
          patientTaxCode: 'BNCLRA90A41F205I',
        },
      }),
    );
    expect(doc.citizenTaxCode).toBe('BNCLRA90A41F205I');
  });
});

// Golden files: what goes to the Sistema TS for an invoice paid in two instalments (insert, then a
// variation) and for a partial refund of it. Codes are 'encrypted' by a readable stand-in so that
// the files stay stable; the real encryption is tested in tax730/xml.test.ts.
const GOLDEN = path.join(path.dirname(fileURLToPath(import.meta.url)), '__golden__');
const readable = (value: string) => `cifrato(${value})`;

function goldenSources() {
  const lines: LineSpec[] = [
    { unitPriceCents: 10000, expenseType: 'SR', expenseFlag: '2', description: 'Visita' },
    { unitPriceCents: 11875, vatExempt: false, vatRate: 4, expenseType: 'AD', description: 'Tutore' },
  ];
  const firstHalf = { amountCents: 10000, paymentMethod: 'card' as const, traceable: true };
  const partlyPaid = source(lines, {
    discountCents: 1000,
    payments: [firstHalf],
    invoice: { status: 'partially_paid' },
  });
  const balance = source(lines, { discountCents: 1000 }).invoice.totalCents - firstHalf.amountCents;
  const paid = source(lines, {
    discountCents: 1000,
    payments: [
      firstHalf,
      { amountCents: balance, paymentMethod: 'bank_transfer', traceable: true, paidOn: '2026-03-25' },
    ],
  });
  const refund = source([{ unitPriceCents: 5000, expenseType: 'SR', expenseFlag: '2' }], {
    invoice: {
      kind: 'credit_note',
      refund: true,
      number: '9/2026',
      sequence: 9,
      issuedOn: '2026-04-02',
      creditedInvoiceId: paid.invoice.id,
      stampDutyPayer: 'clinic',
      stampDutyCents: 0,
    },
    payments: [],
  });
  refund.invoice.paidCents = refund.invoice.totalCents;
  refund.refunded = { invoice: paid.invoice, payments: paid.payments };
  return { partlyPaid, paid, refund };
}

describe('golden 730 files', () => {
  const { partlyPaid, paid, refund } = goldenSources();
  const cases: [string, BatchEntry][] = [
    ['insert', { document: documentOf(partlyPaid), operation: 'insert' }],
    ['variation', { document: documentOf(paid), operation: 'update' }],
    ['refund', { document: documentOf(refund), operation: 'refund' }],
  ];

  it.each(cases)('%s: the amounts paid, valid by the schema rules', (name, entry) => {
    const file = precompilataXml([entry], readable);
    expect(schemaErrors('precompilata', file)).toEqual([]);
    const golden = path.join(GOLDEN, `${name}.xml`);
    // UPDATE_GOLDEN=1 rewrites the files after a deliberate change (then read the diff).
    if (process.env.UPDATE_GOLDEN) writeFileSync(golden, `${file}\n`);
    expect(file).toBe(readFileSync(golden, 'utf8').trim());
    // The synchronous call of the same operation is valid too.
    const body = buildXml(documentRequest(entry.operation, entry.document, '1234567890', readable));
    expect(schemaErrors('documentoSpesa', body)).toEqual([]);
  });

  it('adds up to what the patient paid, VAT included', () => {
    const total = (doc: ExpenseDocument) => doc.items.reduce((sum, item) => sum + item.amountCents, 0);
    expect(total(documentOf(partlyPaid))).toBe(10000);
    expect(total(documentOf(paid))).toBe(paid.invoice.totalCents);
    expect(paid.invoice.totalCents).toBe(21875 - 1000 + 453 + 200); // VAT 4% of 113.32, stamp duty
    expect(total(documentOf(refund))).toBe(5000);
    expect(documentOf(refund)).toMatchObject({
      paidOn: '2026-04-02',
      issuedOn: '2026-04-02',
      refundOf: { number: '7/2026', issuedOn: '2026-03-02' },
    });
  });
});
