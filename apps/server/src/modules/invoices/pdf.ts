import { PageSizes } from 'pdf-lib';
import { formatEuro, stampDutyWording, type Invoice, type Locale } from '@studiolo/contracts';
import { translator } from '../../i18n';
import { FILL, MUTED, createPdf, type TableColumn, type TextStyle } from '../../pdf/layout';
import { vatSummary } from './totals';

/**
 * The A4 invoice as an Italian clinic issues it: the practice's legal data, the client with their
 * codice fiscale, the lines, the totals with the stamp duty, and the notes the rules require (VAT
 * exemption of health services, stamp duty paid virtually, payment and its traceability, the
 * patient's opposition to the Sistema TS). Italian by default, English on request.
 */

export interface InvoiceIssuer {
  name: string;
  legalName: string | null;
  taxCode: string | null;
  vatNumber: string | null;
  address: string | null;
}

/** 'Fattura n. 1/2026 del …', or for a draft never issued 'Bozza di fattura del …'. */
export function invoiceTitle(
  t: ReturnType<typeof translator>,
  invoice: Pick<Invoice, 'kind' | 'number'>,
  date: string,
) {
  const credit = invoice.kind === 'credit_note';
  if (invoice.number === null) {
    return t(credit ? 'invoices:pdf.draftCreditNote' : 'invoices:pdf.draftInvoice', { date });
  }
  return t(credit ? 'invoices:pdf.creditNote' : 'invoices:pdf.invoice', { number: invoice.number, date });
}

const [PAGE_WIDTH] = PageSizes.A4;
const MARGIN = 48;
const SIZE = 9.5;
const LINE = 13;

/** Description, quantity, unit price, VAT, amount. */
const DESCRIPTION_WIDTH = PAGE_WIDTH - 2 * MARGIN - 60 - 80 - 55 - 80;
const COLUMNS: TableColumn[] = [
  { width: DESCRIPTION_WIDTH },
  ...[60, 80, 55, 80].map((width) => ({ width, align: 'right' as const })),
];

/** Date, method (with its details), traceability, amount. */
const PAYMENT_COLUMNS: TableColumn[] = [
  { width: 80 },
  { width: PAGE_WIDTH - 2 * MARGIN - 80 - 150 - 80 },
  { width: 150 },
  { width: 80, align: 'right' },
];

export async function renderInvoicePdf(
  invoice: Invoice,
  issuer: InvoiceIssuer,
  extra: { credited: { number: string | null; issuedOn: string } | null },
  locale: Locale,
): Promise<Uint8Array> {
  const t = translator(locale);
  const intl = locale === 'it' ? 'it-IT' : 'en-GB';
  const euro = (cents: number) => formatEuro(cents, locale);
  const day = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString(intl, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });

  const title = invoiceTitle(t, invoice, day(invoice.issuedOn));
  const layout = await createPdf({
    title: `${issuer.name} — ${title}`,
    language: intl,
    margin: { x: MARGIN, top: MARGIN, bottom: MARGIN },
    size: SIZE,
    lineHeight: LINE,
  });
  const paragraph = (value: string, style: TextStyle = {}) => layout.paragraph(value, style);
  const muted = { color: MUTED };
  const lines = layout.table(COLUMNS);
  const gap = (points: number) => layout.gap(points);

  // The practice.
  paragraph(issuer.legalName ?? issuer.name, { font: 'bold', size: 14 });
  if (issuer.legalName && issuer.legalName !== issuer.name) paragraph(issuer.name, muted);
  if (issuer.address) paragraph(issuer.address, muted);
  const ids = [
    issuer.vatNumber ? `${t('invoices:pdf.vatNumber')} ${issuer.vatNumber}` : null,
    issuer.taxCode ? `${t('invoices:pdf.taxCode')} ${issuer.taxCode}` : null,
  ].filter(Boolean);
  if (ids.length > 0) paragraph(ids.join(' — '), muted);
  gap(14);

  paragraph(title, { font: 'bold', size: 13 });
  if (invoice.number === null) paragraph(t('invoices:pdf.draftNotice'), muted);
  if (extra.credited) {
    paragraph(
      t('invoices:pdf.credits', { number: extra.credited.number, date: day(extra.credited.issuedOn) }),
    );
  }
  if (invoice.dueOn) paragraph(t('invoices:pdf.due', { date: day(invoice.dueOn) }), muted);
  gap(10);

  // The client.
  paragraph(t('invoices:pdf.billTo'), { font: 'bold', color: MUTED });
  paragraph(invoice.clientName, { font: 'bold' });
  const clientIds = [
    invoice.clientTaxCode ? `${t('invoices:pdf.taxCode')} ${invoice.clientTaxCode}` : null,
    invoice.clientVatNumber ? `${t('invoices:pdf.vatNumber')} ${invoice.clientVatNumber}` : null,
  ].filter(Boolean);
  if (clientIds.length > 0) paragraph(clientIds.join(' — '));
  const place = [
    invoice.clientPostalCode,
    invoice.clientCity,
    invoice.clientProvince && `(${invoice.clientProvince})`,
  ]
    .filter(Boolean)
    .join(' ');
  const address = [invoice.clientAddress, place].filter(Boolean).join(', ');
  if (address) paragraph(address);
  gap(14);

  // The lines.
  lines.row(
    ['description', 'quantity', 'unitPrice', 'vat', 'amount'].map((key) => t(`invoices:pdf.${key}`)),
    { font: 'bold', fill: FILL },
  );
  for (const line of invoice.lines) {
    lines.row([
      line.description,
      String(line.quantity),
      euro(line.unitPriceCents),
      line.vatExempt ? t('invoices:pdf.exemptShort') : `${line.vatRate}%`,
      euro(line.amountCents),
    ]);
  }
  gap(8);

  // The totals, right-aligned under the amounts.
  const totals = layout.table(
    [{ width: PAGE_WIDTH - 2 * MARGIN - 230 }, { width: 150 }, { width: 80, align: 'right' }],
    {
      padding: 0,
      rules: false,
      spacing: 2,
    },
  );
  const total = (label: string, cents: number, bold = false) =>
    totals.row(['', label, euro(cents)], { font: bold ? 'bold' : 'regular' });
  total(t('invoices:pdf.subtotal'), invoice.subtotalCents);
  if (invoice.discountCents > 0) total(t('invoices:pdf.discount'), -invoice.discountCents);
  if (invoice.taxCents > 0) total(t('invoices:pdf.tax'), invoice.taxCents);
  if (invoice.stampDutyCents > 0) {
    total(
      t(invoice.stampDutyPayer === 'patient' ? 'invoices:pdf.stampDuty' : 'invoices:pdf.stampDutyClinic'),
      invoice.stampDutyCents,
    );
  }
  total(t('invoices:pdf.total'), invoice.totalCents, true);
  if (invoice.paidCents > 0) total(t('invoices:pdf.paid'), invoice.paidCents);
  // A credit note's balance is what the clinic owes back.
  if (invoice.kind === 'credit_note') total(t('invoices:pdf.refundBalance'), invoice.balanceCents, true);
  else if (invoice.paidCents > 0) total(t('invoices:pdf.balance'), invoice.balanceCents, true);
  gap(12);

  // Each payment recorded (several when paid in instalments); the totals say what is left to pay.
  if (invoice.payments.length > 0) {
    const payments = layout.table(PAYMENT_COLUMNS);
    payments.row(
      ['paymentDate', 'paymentMethod', 'paymentTraceability', 'amount'].map((key) =>
        t(`invoices:pdf.${key}`),
      ),
      { font: 'bold', fill: FILL },
    );
    for (const payment of invoice.payments) {
      const method = t(`invoices:paymentMethods.${payment.paymentMethod}`);
      payments.row([
        day(payment.paidOn),
        payment.paymentDetails ? `${method} — ${payment.paymentDetails}` : method,
        t(payment.traceable ? 'invoices:pdf.traceable' : 'invoices:pdf.notTraceable'),
        euro(payment.amountCents),
      ]);
    }
    gap(12);
  }

  // The VAT summary (art. 21 DPR 633/72): base and tax per rate, and the exempt amount.
  lines.row(
    [t('invoices:pdf.vatSummary'), '', t('invoices:pdf.vatSummaryBase'), '', t('invoices:pdf.vatSummaryTax')],
    { font: 'bold', fill: FILL },
  );
  for (const summary of vatSummary(invoice.lines, invoice.discountCents)) {
    lines.row([
      summary.exempt
        ? t('invoices:pdf.vatSummaryExempt')
        : t('invoices:pdf.vatSummaryRateValue', { rate: summary.rate }),
      '',
      euro(summary.baseCents),
      '',
      euro(summary.taxCents),
    ]);
  }
  gap(12);

  // What the rules require to be written.
  if (invoice.lines.some((line) => line.vatExempt)) paragraph(t('invoices:pdf.exemption'), muted);
  const stamp = stampDutyWording(invoice);
  if (stamp.kind === 'virtual') {
    paragraph(
      t('invoices:pdf.stampDutyVirtual', { authorization: stamp.authorization, date: day(stamp.date) }),
      muted,
    );
  } else if (stamp.kind === 'contrassegno') {
    paragraph(
      stamp.id
        ? t('invoices:pdf.stampDutyContrassegno', { id: stamp.id })
        : t('invoices:pdf.stampDutyContrassegnoPending'),
      muted,
    );
  }
  if (invoice.opposition730) paragraph(t('invoices:pdf.opposition'), muted);
  if (invoice.notes) {
    gap(6);
    paragraph(t('invoices:pdf.notes'), { font: 'bold' });
    paragraph(invoice.notes);
  }

  layout.pageNumbers((page, pages) => t('invoices:pdf.page', { page, pages }));
  return layout.save();
}
