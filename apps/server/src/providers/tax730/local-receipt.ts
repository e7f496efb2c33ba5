import { PageSizes } from 'pdf-lib';
import type { SubmissionOperation } from '@studiolo/contracts';
import { MUTED, createPdf } from '../../pdf/layout';
import { italianTimestamp } from './local-answers';
import type { DocumentSending, Submission } from './local-registry';
import type { ReceivedDocument } from './local-rules';

/**
 * The PDF receipt (RicevutaPdf) of the local Sistema TS, in Italian as the service's own: the
 * protocollo, when it arrived, who sent it and whose data they are, what was received and what
 * became of it. It says it comes from the local stand-in, so nobody takes it for an official one.
 */

const [PAGE_WIDTH] = PageSizes.A4;
const MARGIN = 56;
const LABEL_WIDTH = 150;
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
  const layout = await createPdf({
    title: `Ricevuta Sistema TS, protocollo ${protocollo}`,
    language: 'it-IT',
    creator: 'Studiolo — Sistema TS locale',
    margin: { x: MARGIN, top: MARGIN, bottom: MARGIN },
    size: 10,
    lineHeight: 14,
  });
  layout.paragraph('Sistema Tessera Sanitaria', { font: 'bold', size: 16 });
  layout.gap(4);
  layout.paragraph('Ricevuta di invio dei dati delle spese sanitarie (730 precompilato)', {
    font: 'bold',
    size: 12,
  });
  layout.gap(4);
  layout.paragraph(
    'Emessa dal Sistema TS locale di Studiolo: nessun dato è stato trasmesso all’Agenzia delle Entrate.',
    { size: 8, color: MUTED },
  );
  layout.gap(14);
  const table = layout.table(
    [{ width: LABEL_WIDTH, font: 'bold' }, { width: PAGE_WIDTH - 2 * MARGIN - LABEL_WIDTH }],
    {
      padding: 0,
      rules: false,
      spacing: 4,
    },
  );
  for (const [label, value] of rows) table.row([label, value]);
  if (details.length > 0) {
    layout.gap(14);
    layout.paragraph('Documenti scartati', { font: 'bold', size: 11 });
    layout.gap(4);
    for (const detail of details) layout.paragraph(`• ${detail}`);
  }
  layout.gap(14);
  layout.paragraph(`Ricevuta generata il ${italianTimestamp(issuedAt)}.`);
  return layout.save();
}

/** The receipt of a document sent on its own, accepted under `sending.protocollo`. */
export const documentReceiptPdf = (sending: DocumentSending, issuedAt = new Date()) =>
  render(documentContent(sending), issuedAt);

/** The receipt of a processed file: its counts, and each refused document with the reason. */
export const fileReceiptPdf = (submission: Submission, issuedAt = new Date()) =>
  render(fileContent(submission), issuedAt);
