import type { PDFDocument } from 'pdf-lib';
import { ORGANIZATION_TIME_ZONE, type Locale } from '@studiolo/contracts';
import { translator } from '../i18n';
import { FILL, MUTED, createPdf, type PdfLayout, type TableColumn } from '../pdf/layout';
import {
  signatureImageSha256,
  signedContentSha256,
  unsignedContentSha256,
  type SignedDocumentForSealing,
} from './document';

/**
 * The signed consent as a PDF, before its seal: the organization's header on every page, the
 * title, the text as presented (over as many pages as it takes), each signature image with the
 * signer's name, tax code and role, then the audit page: who signed, as what, where from
 * (tablet, IP, browser), when (sent, opened, signed; Europe/Rome), the SHA-256 of the text
 * presented and of what was signed, the template's type and version and the document's id. In
 * the document's language.
 */

const MARGIN = 48;
const SIZE = 10;
const LINE = 14;
/**
 * The label column of the audit page: the value column then holds a SHA-256 on one line (64 hex
 * digits at 10 pt are at most 366 pt wide, 'd' being the widest; the column is 375 less padding).
 */
const LABEL_WIDTH = 124;
/** Where a list item's text starts. */
const BULLET_INDENT = 16;
/** The box a signature image is fitted into. */
const SIGNATURE_BOX = { width: 200, height: 70 };

export interface SealInfo {
  /** The sealing certificate's subject, printed on the audit page. */
  sealedBy: string;
  /** Its issuer's subject; null when it is its own (the installation's self-signed certificate). */
  issuedBy: string | null;
}

export interface RenderedDocument {
  pdf: PDFDocument;
  unsignedSha256: string;
  signedSha256: string;
}

const formatTime = (date: Date, language: Locale) =>
  new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    timeZone: ORGANIZATION_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(date);

export async function renderSignedDocument(
  document: SignedDocumentForSealing,
  seal: SealInfo,
): Promise<RenderedDocument> {
  const t = translator(document.language);
  const when = (date: Date | null) => (date ? formatTime(date, document.language) : t('seal:pdf.audit.none'));
  const organization = document.organization;
  const details = [
    organization.legalName && organization.legalName !== organization.name ? organization.legalName : null,
    organization.address,
    organization.taxCode ? `${t('seal:pdf.taxCode')} ${organization.taxCode}` : null,
    organization.vatNumber ? `${t('seal:pdf.vatNumber')} ${organization.vatNumber}` : null,
  ].filter(Boolean);
  const layout = await createPdf({
    title: document.title,
    language: document.language === 'it' ? 'it-IT' : 'en-GB',
    margin: { x: MARGIN, top: MARGIN, bottom: MARGIN },
    size: SIZE,
    lineHeight: LINE,
    header: (page) => {
      page.line(organization.name, page.left, page.y - 11, { font: 'bold', size: 11 });
      page.lineRight(document.id, page.y - 10, { size: 7, color: MUTED });
      page.gap(15);
      if (details.length) {
        page.paragraph(details.join(' · '), { size: 8, color: MUTED });
      }
      page.gap(4);
      page.rule();
      page.gap(14);
    },
  });

  const typeLabel = t(`seal:pdf.types.${document.type}`);
  const template = t('seal:pdf.template', { type: typeLabel, version: document.templateVersion });
  layout.paragraph(document.title, { font: 'bold', size: 15 });
  layout.gap(2);
  const patient = document.patient.taxCode
    ? `${document.patient.name} · ${t('seal:pdf.taxCode')} ${document.patient.taxCode}`
    : document.patient.name;
  layout.paragraph(t('seal:pdf.patient', { name: patient }), { size: 9, color: MUTED });
  layout.paragraph(template, { size: 9, color: MUTED });
  layout.gap(12);
  body(layout, document.body);

  layout.gap(18);
  layout.ensure(LINE + 110);
  layout.paragraph(t('seal:pdf.signatures'), { font: 'bold', size: 12 });
  layout.gap(6);
  for (const signer of document.signers) await signatureBlock(layout, document, signer, t);

  const unsignedSha256 = unsignedContentSha256(document.body);
  const signedSha256 = signedContentSha256(document);
  layout.newPage();
  layout.paragraph(t('seal:pdf.audit.title'), { font: 'bold', size: 15 });
  layout.gap(2);
  layout.paragraph(t('seal:pdf.audit.lead'), { size: 8.5, color: MUTED });
  layout.gap(10);
  const columns: TableColumn[] = [
    { width: LABEL_WIDTH, font: 'bold' },
    { width: layout.width - LABEL_WIDTH },
  ];
  const table = layout.table(columns, { padding: 3 });
  const section = (title: string) => table.row([title, ''], { fill: FILL, font: 'bold' });
  const none = t('seal:pdf.audit.none');
  section(t('seal:pdf.audit.document'));
  table.row([t('seal:pdf.audit.documentId'), document.id]);
  table.row([t('seal:pdf.audit.template'), template]);
  table.row([t('seal:pdf.audit.language'), document.language.toUpperCase()]);
  table.row([t('seal:pdf.audit.sentAt'), when(document.sentAt)]);
  table.row([t('seal:pdf.audit.openedAt'), when(document.openedAt)]);
  table.row([t('seal:pdf.audit.unsignedSha256'), unsignedSha256]);
  table.row([t('seal:pdf.audit.signedSha256'), signedSha256]);
  document.signers.forEach((signer, index) => {
    layout.gap(8);
    section(t('seal:pdf.audit.signer', { n: index + 1, role: t(`seal:pdf.roles.${signer.role}`) }));
    table.row([t('seal:pdf.audit.name'), signer.name]);
    table.row([t('seal:pdf.audit.taxCode'), signer.taxCode ?? none]);
    table.row([t('seal:pdf.audit.signedAt'), when(signer.signedAt)]);
    table.row([
      t('seal:pdf.audit.tablet'),
      signer.tablet ? `${signer.tablet.name} (${signer.tablet.id})` : none,
    ]);
    table.row([t('seal:pdf.audit.ipAddress'), signer.ipAddress ?? none]);
    table.row([t('seal:pdf.audit.userAgent'), signer.userAgent ?? none]);
    table.row([t('seal:pdf.audit.signatureSha256'), signatureImageSha256(signer.signaturePng)]);
    table.row([t('seal:pdf.audit.signatureType'), t('seal:pdf.audit.signatureTypeValue')]);
  });
  layout.gap(8);
  // The seal's section and its note stay together.
  layout.ensure(
    5 * LINE + layout.lines(t('seal:pdf.audit.sealNote'), layout.width, { size: 8.5 }).length * LINE,
  );
  section(t('seal:pdf.audit.seal'));
  table.row([t('seal:pdf.audit.sealedBy'), seal.sealedBy]);
  table.row([
    t('seal:pdf.audit.certificate'),
    seal.issuedBy
      ? t('seal:pdf.audit.certificateIssuedBy', { issuer: seal.issuedBy })
      : t('seal:pdf.audit.certificateSelfSigned'),
  ]);
  layout.gap(6);
  layout.paragraph(t('seal:pdf.audit.sealNote'), { size: 8.5, color: MUTED });

  layout.pageNumbers((page, pages) => t('seal:pdf.page', { page, pages }));
  return { pdf: layout.pdf, unsignedSha256, signedSha256 };
}

/**
 * The text as the tablet shows it: a blank line between paragraphs, '# ' a heading, '- ' an item of
 * a list (with its bullet, the lines after the first indented under the text).
 */
function body(layout: PdfLayout, text: string) {
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) layout.gap(LINE / 2);
    else if (line.startsWith('# ')) {
      layout.gap(4);
      layout.ensure(3 * LINE);
      layout.paragraph(line.slice(2).trim(), { font: 'bold', size: 11.5 });
      layout.gap(2);
    } else if (line.startsWith('- ')) {
      layout.ensure(LINE);
      layout.line('•', layout.left + 4, layout.y - SIZE);
      layout.paragraph(line.slice(2).trim(), {}, layout.left + BULLET_INDENT);
    } else layout.paragraph(line);
  }
}

/** The signature image fitted in its box, with who signed beside it. */
async function signatureBlock(
  layout: PdfLayout,
  document: SignedDocumentForSealing,
  signer: SignedDocumentForSealing['signers'][number],
  t: ReturnType<typeof translator>,
) {
  const height = SIGNATURE_BOX.height + 20;
  layout.ensure(height);
  const image = await layout.pdf.embedPng(signer.signaturePng);
  const scale = Math.min(SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height, 1);
  const top = layout.y;
  layout.page.drawRectangle({
    x: layout.left,
    y: top - SIGNATURE_BOX.height - 8,
    width: SIGNATURE_BOX.width + 8,
    height: SIGNATURE_BOX.height + 8,
    borderColor: MUTED,
    borderWidth: 0.5,
  });
  layout.page.drawImage(image, {
    x: layout.left + 4,
    y: top - 4 - SIGNATURE_BOX.height + (SIGNATURE_BOX.height - image.height * scale) / 2,
    width: image.width * scale,
    height: image.height * scale,
  });
  const x = layout.left + SIGNATURE_BOX.width + 20;
  const lines: [string, 'bold' | 'regular'][] = [
    [t('seal:pdf.signatureOf', { role: t(`seal:pdf.roles.${signer.role}`) }), 'bold'],
    [signer.name, 'regular'],
    [`${t('seal:pdf.taxCode')} ${signer.taxCode ?? t('seal:pdf.audit.none')}`, 'regular'],
    [t('seal:pdf.signedOn', { date: formatTime(signer.signedAt, document.language) }), 'regular'],
  ];
  lines.forEach(([value, font], n) => layout.line(value, x, top - SIZE - n * LINE, { font }));
  layout.y = top - height;
}
