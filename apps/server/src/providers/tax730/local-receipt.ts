import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SubmissionOperation } from '@studiolo/contracts';
import { printable, wrap } from '../../pdf/text';
import { italianTimestamp } from './local-answers';
import type { DocumentSending, Submission } from './local-registry';
import type { ReceivedDocument } from './local-rules';

/**
 * The PDF receipt (RicevutaPdf) of the local Sistema TS, in Italian as the service's own: the
 * protocollo, when it arrived, who sent it and whose data they are, what was received and what
 * became of it. It says it comes from the local stand-in, so nobody takes it for an official one.
 */

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const LABEL_WIDTH = 150;
const SIZE = 10;
const LINE = 14;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
/** Past this many refused documents the receipt counts the rest instead of listing them. */
const MAX_LISTED_ERRORS = 40;

const OPERATIONS: Record<SubmissionOperation, string> = {
  insert: 'inserimento',
  update: 'variazione',
  delete: 'cancellazione',
  refund: 'rimborso',
};

const italianDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

const documentLabel = (id: ReceivedDocument['id']) =>
  `partita IVA ${id.pIva}, emesso il ${italianDate(id.dataEmissione)}, dispositivo ${Number(id.dispositivo)}, numero ${id.numDocumento}`;

/** What the receipt tells, row by row, and the list of refused documents of a file. */
interface ReceiptContent {
  protocollo: string;
  rows: [label: string, value: string][];
  details: string[];
}

function documentContent(sending: DocumentSending): ReceiptContent {
  return {
    protocollo: sending.protocollo,
    rows: [
      ['Protocollo', sending.protocollo],
      ['Ricevuto il', italianTimestamp(sending.receivedAt)],
      ['Utente inviante', sending.username],
      ['Titolare dei dati', sending.ownerTaxCode],
      ['Servizio', 'DocumentoSpesa730p (invio sincrono di un documento)'],
      ['Operazione', OPERATIONS[sending.operation]],
      ['Documento di spesa', documentLabel(sending.id)],
      ['Esito', 'Accolto: operazione eseguita correttamente'],
    ],
    details: [],
  };
}

function fileContent(submission: Submission): ReceiptContent {
  const outcome = submission.outcome!;
  const refused = outcome.sent - outcome.accepted;
  const esito =
    outcome.stato === 5
      ? `File scartato: ${outcome.descrizione}`
      : `${outcome.descrizione}: documenti accolti ${outcome.accepted}, scartati ${refused}, con segnalazioni ${outcome.warnings}`;
  const details = outcome.rows
    .slice(0, MAX_LISTED_ERRORS)
    .map(({ id, message }) => `${documentLabel(id)}: ${message.codice} ${message.descrizione}`);
  if (outcome.rows.length > MAX_LISTED_ERRORS) {
    details.push(`… e altre ${outcome.rows.length - MAX_LISTED_ERRORS} segnalazioni (DettaglioErrori).`);
  }
  return {
    protocollo: submission.protocollo,
    rows: [
      ['Protocollo', submission.protocollo],
      ['Ricevuto il', italianTimestamp(submission.receivedAt)],
      ['Utente inviante', submission.username],
      ['Titolare dei dati', submission.ownerTaxCode],
      ['Servizio', 'InvioTelematicoSS730pMtom (invio di un file)'],
      ['File', `${submission.fileName} (${submission.size} byte)`],
      ['Documenti nel file', String(outcome.sent)],
      ['Esito', esito],
    ],
    details,
  };
}

async function render({ protocollo, rows, details }: ReceiptContent, issuedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fit = printable(regular);
  pdf.setTitle(`Ricevuta Sistema TS, protocollo ${protocollo}`);
  pdf.setLanguage('it-IT');
  pdf.setProducer('Studiolo — Sistema TS locale');
  pdf.setCreator('Studiolo — Sistema TS locale');

  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    y = PAGE_HEIGHT - MARGIN;
  };
  const text = (value: string, x: number, width: number, font: PDFFont = regular, size = SIZE) => {
    const lines = wrap(fit(value), font, size, width);
    if (y - lines.length * LINE < MARGIN) newPage();
    lines.forEach((line, index) =>
      page.drawText(line, { x, y: y - size - index * LINE, font, size, color: INK }),
    );
    return lines.length;
  };
  const paragraph = (value: string, font: PDFFont = regular, size = SIZE) => {
    y -= text(value, MARGIN, PAGE_WIDTH - 2 * MARGIN, font, size) * LINE;
  };

  newPage();
  paragraph('Sistema Tessera Sanitaria', bold, 16);
  y -= 4;
  paragraph('Ricevuta di invio dei dati delle spese sanitarie (730 precompilato)', bold, 12);
  y -= 4;
  page.drawText(
    fit('Emessa dal Sistema TS locale di Studiolo: nessun dato è stato trasmesso all’Agenzia delle Entrate.'),
    {
      x: MARGIN,
      y: y - 8,
      font: regular,
      size: 8,
      color: MUTED,
    },
  );
  y -= 2 * LINE;
  for (const [label, value] of rows) {
    const width = PAGE_WIDTH - 2 * MARGIN - LABEL_WIDTH;
    const lines = wrap(fit(value), regular, SIZE, width).length;
    if (y - lines * LINE < MARGIN) newPage();
    page.drawText(fit(label), { x: MARGIN, y: y - SIZE, font: bold, size: SIZE, color: INK });
    y -= text(value, MARGIN + LABEL_WIDTH, width) * LINE + 4;
  }
  if (details.length > 0) {
    y -= LINE;
    paragraph('Documenti scartati', bold, 11);
    y -= 4;
    for (const detail of details) paragraph(`• ${detail}`);
  }
  y -= LINE;
  paragraph(`Ricevuta generata il ${italianTimestamp(issuedAt)}.`);
  return pdf.save();
}

/** The receipt of a document sent on its own, accepted under `sending.protocollo`. */
export const documentReceiptPdf = (sending: DocumentSending, issuedAt = new Date()) =>
  render(documentContent(sending), issuedAt);

/** The receipt of a processed file: its counts, and each refused document with the reason. */
export const fileReceiptPdf = (submission: Submission, issuedAt = new Date()) =>
  render(fileContent(submission), issuedAt);
