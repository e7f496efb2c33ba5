import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { stampDutyWording, type Invoice, type Locale } from '@studiolo/contracts';
import { translator } from '../../i18n';
import { printable, wrap } from '../../pdf/text';
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

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const SIZE = 9.5;
const LINE = 13;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.82, 0.82, 0.85);
const FILL = rgb(0.94, 0.95, 0.96);

/** Description, quantity, unit price, VAT, amount. */
const COLUMNS = [CONTENT_WIDTH - 60 - 80 - 55 - 80, 60, 80, 55, 80] as const;

export async function renderInvoicePdf(
  invoice: Invoice,
  issuer: InvoiceIssuer,
  extra: { credited: { number: string | null; issuedOn: string } | null },
  locale: Locale,
): Promise<Uint8Array> {
  const t = translator(locale);
  const intl = locale === 'it' ? 'it-IT' : 'en-GB';
  const euro = (cents: number) =>
    new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const day = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString(intl, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });

  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fit = printable(regular);
  const title = invoiceTitle(t, invoice, day(invoice.issuedOn));
  pdf.setTitle(`${issuer.name} — ${title}`);
  pdf.setLanguage(intl);
  pdf.setProducer('Studiolo');
  pdf.setCreator('Studiolo');

  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    y = PAGE_HEIGHT - MARGIN;
  };
  /** Wrapped text from the left margin (or `x`), moving down; a new page when it runs out. */
  const paragraph = (value: string, font: PDFFont = regular, size = SIZE, color: RGB = INK, x = MARGIN) => {
    for (const line of wrap(fit(value), font, size, PAGE_WIDTH - MARGIN - x)) {
      if (y - LINE < MARGIN) newPage();
      page.drawText(line, { x, y: y - size, font, size, color });
      y -= LINE;
    }
  };
  const cell = (value: string, x: number, width: number, font: PDFFont, right = false) => {
    const lines = wrap(fit(value), font, SIZE, width - 8);
    lines.forEach((line, n) => {
      const lineX = right ? x + width - 4 - font.widthOfTextAtSize(line, SIZE) : x + 4;
      page.drawText(line, { x: lineX, y: y - 4 - SIZE - n * LINE, font, size: SIZE, color: INK });
    });
    return lines.length;
  };
  const row = (values: string[], font: PDFFont, fill?: RGB) => {
    const height =
      Math.max(...values.map((value, i) => wrap(fit(value), font, SIZE, COLUMNS[i]! - 8).length)) * LINE + 8;
    if (y - height < MARGIN) newPage();
    if (fill) page.drawRectangle({ x: MARGIN, y: y - height, width: CONTENT_WIDTH, height, color: fill });
    let x = MARGIN;
    values.forEach((value, i) => {
      cell(value, x, COLUMNS[i]!, font, i > 0);
      x += COLUMNS[i]!;
    });
    y -= height;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_WIDTH - MARGIN, y },
      thickness: 0.5,
      color: RULE,
    });
  };
  const gap = (points: number) => (y -= points);

  newPage();
  // The practice.
  paragraph(issuer.legalName ?? issuer.name, bold, 14);
  if (issuer.legalName && issuer.legalName !== issuer.name) paragraph(issuer.name, regular, SIZE, MUTED);
  if (issuer.address) paragraph(issuer.address, regular, SIZE, MUTED);
  const ids = [
    issuer.vatNumber ? `${t('invoices:pdf.vatNumber')} ${issuer.vatNumber}` : null,
    issuer.taxCode ? `${t('invoices:pdf.taxCode')} ${issuer.taxCode}` : null,
  ].filter(Boolean);
  if (ids.length > 0) paragraph(ids.join(' — '), regular, SIZE, MUTED);
  gap(14);

  paragraph(title, bold, 13);
  if (invoice.number === null) paragraph(t('invoices:pdf.draftNotice'), regular, SIZE, MUTED);
  if (extra.credited) {
    paragraph(
      t('invoices:pdf.credits', { number: extra.credited.number, date: day(extra.credited.issuedOn) }),
    );
  }
  if (invoice.dueOn) paragraph(t('invoices:pdf.due', { date: day(invoice.dueOn) }), regular, SIZE, MUTED);
  gap(10);

  // The client.
  paragraph(t('invoices:pdf.billTo'), bold, SIZE, MUTED);
  paragraph(invoice.clientName, bold);
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
  row(
    ['description', 'quantity', 'unitPrice', 'vat', 'amount'].map((key) => t(`invoices:pdf.${key}`)),
    bold,
    FILL,
  );
  for (const line of invoice.lines) {
    row(
      [
        line.description,
        String(line.quantity),
        euro(line.unitPriceCents),
        line.vatExempt ? t('invoices:pdf.exemptShort') : `${line.vatRate}%`,
        euro(line.amountCents),
      ],
      regular,
    );
  }
  gap(8);

  // The totals, right-aligned under the amounts.
  const total = (label: string, cents: number, font: PDFFont = regular) => {
    if (y - LINE < MARGIN) newPage();
    const amount = euro(cents);
    const right = PAGE_WIDTH - MARGIN - 4;
    page.drawText(fit(label), { x: right - 230, y: y - SIZE, font, size: SIZE, color: INK });
    page.drawText(amount, {
      x: right - font.widthOfTextAtSize(amount, SIZE),
      y: y - SIZE,
      font,
      size: SIZE,
      color: INK,
    });
    y -= LINE + 2;
  };
  total(t('invoices:pdf.subtotal'), invoice.subtotalCents);
  if (invoice.discountCents > 0) total(t('invoices:pdf.discount'), -invoice.discountCents);
  if (invoice.taxCents > 0) total(t('invoices:pdf.tax'), invoice.taxCents);
  if (invoice.stampDutyCents > 0) {
    total(
      t(invoice.stampDutyPayer === 'patient' ? 'invoices:pdf.stampDuty' : 'invoices:pdf.stampDutyClinic'),
      invoice.stampDutyCents,
    );
  }
  total(t('invoices:pdf.total'), invoice.totalCents, bold);
  if (invoice.paidCents > 0) total(t('invoices:pdf.paid'), invoice.paidCents);
  // A credit note's balance is what the clinic owes back.
  if (invoice.kind === 'credit_note') total(t('invoices:pdf.refundBalance'), invoice.balanceCents, bold);
  else if (invoice.paidCents > 0) total(t('invoices:pdf.balance'), invoice.balanceCents, bold);
  gap(12);

  // The VAT summary (art. 21 DPR 633/72): base and tax per rate, and the exempt amount.
  row(
    [t('invoices:pdf.vatSummary'), '', t('invoices:pdf.vatSummaryBase'), '', t('invoices:pdf.vatSummaryTax')],
    bold,
    FILL,
  );
  for (const summary of vatSummary(invoice.lines, invoice.discountCents)) {
    row(
      [
        summary.exempt
          ? t('invoices:pdf.vatSummaryExempt')
          : t('invoices:pdf.vatSummaryRateValue', { rate: summary.rate }),
        '',
        euro(summary.baseCents),
        '',
        euro(summary.taxCents),
      ],
      regular,
    );
  }
  gap(12);

  // What the rules require to be written.
  if (invoice.lines.some((line) => line.vatExempt))
    paragraph(t('invoices:pdf.exemption'), regular, SIZE, MUTED);
  const stamp = stampDutyWording(invoice);
  if (stamp.kind === 'virtual') {
    paragraph(
      t('invoices:pdf.stampDutyVirtual', { authorization: stamp.authorization, date: day(stamp.date) }),
      regular,
      SIZE,
      MUTED,
    );
  } else if (stamp.kind === 'contrassegno') {
    paragraph(
      stamp.id
        ? t('invoices:pdf.stampDutyContrassegno', { id: stamp.id })
        : t('invoices:pdf.stampDutyContrassegnoPending'),
      regular,
      SIZE,
      MUTED,
    );
  }
  if (invoice.paymentMethod && invoice.paidOn) {
    paragraph(
      t('invoices:pdf.payment', {
        method: t(`invoices:paymentMethods.${invoice.paymentMethod}`),
        date: day(invoice.paidOn),
        traceable: t(invoice.traceablePayment ? 'invoices:pdf.traceable' : 'invoices:pdf.notTraceable'),
      }),
    );
    if (invoice.paymentDetails) paragraph(invoice.paymentDetails, regular, SIZE, MUTED);
  }
  if (invoice.opposition730) paragraph(t('invoices:pdf.opposition'), regular, SIZE, MUTED);
  if (invoice.notes) {
    gap(6);
    paragraph(t('invoices:pdf.notes'), bold);
    paragraph(invoice.notes);
  }

  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    const label = t('invoices:pdf.page', { page: index + 1, pages: pages.length });
    p.drawText(label, {
      x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN / 2,
      font: regular,
      size: 8,
      color: MUTED,
    });
  });
  return pdf.save();
}
