import { randomUUID } from 'node:crypto';
import type {
  BatchDocumentMessage,
  BatchOutcome,
  ExpenseDocument,
  SistemaTsCredentials,
  SubmissionMessage,
  SubmissionOperation,
  SubmissionReceipt,
} from '@studiolo/contracts';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { xopInclude } from './mtom';
import {
  DETTAGLIO_ERRORI_NAMESPACE,
  ESITO_NAMESPACE,
  INVIO_NAMESPACE,
  RICEVUTA_NAMESPACE,
  SERVICE_PATHS,
  asArray,
  severityOf,
  soapBody,
  soapEnvelope,
  text,
} from './soap';
import {
  DOCUMENT_OPERATIONS,
  documentRequest,
  precompilataXml,
  structureCodes,
  type BatchEntry,
  type FieldEncryptor,
} from './xml';

/** One HTTP POST to a Sistema TS service: where, which SOAPAction, what (and the zip, for MTOM). */
export interface SoapCall {
  path: string;
  soapAction: string;
  envelope: string;
  attachment?: { contentId: string; bytes: Uint8Array };
}

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});

function messagesOf(list: unknown): SubmissionMessage[] {
  return asArray(node(list).messaggio as Node | Node[]).map((m) => ({
    code: text(m.codice),
    description: text(m.descrizione),
    severity: severityOf(text(m.tipo)),
  }));
}

// ---------------------------------------------------------------- DocumentoSpesa730p (synchronous)

export function documentCall(
  operation: SubmissionOperation,
  doc: ExpenseDocument,
  credentials: SistemaTsCredentials,
  encrypt: FieldEncryptor,
): SoapCall {
  return {
    path: SERVICE_PATHS.documentoSpesa,
    soapAction: DOCUMENT_OPERATIONS[operation].soapAction,
    envelope: soapEnvelope(documentRequest(operation, doc, credentials.pincode, encrypt)),
  };
}

/** esitoChiamata 0: done; 2: done with warnings; 1: refused, nothing kept. */
export function readDocumentAnswer(operation: SubmissionOperation, xml: string): SubmissionReceipt {
  const answer = soapBody(xml)[DOCUMENT_OPERATIONS[operation].response];
  if (!answer) throw new Error(`No ${DOCUMENT_OPERATIONS[operation].response} in the answer`);
  const { esitoChiamata, protocollo, listaMessaggi } = node(answer);
  const esito = text(esitoChiamata);
  if (!['0', '1', '2'].includes(esito)) throw new Error(`Unknown esitoChiamata '${esito}'`);
  return {
    protocollo: text(protocollo) || null,
    esito: esito === '1' ? 'rejected' : 'accepted',
    messages: messagesOf(listaMessaggi),
  };
}

// ------------------------------------------------------- InvioTelematicoSS730pMtom (asynchronous)

/** nomeFileAllegato: 6–60 basic Latin characters; the name carries no patient or clinic data. */
function fileStamp(now: Date) {
  return now.toISOString().replace(/\D/g, '').slice(0, 17);
}

/**
 * The upload: the `precompilata` file zipped, sent as an MTOM attachment. Inside the file both
 * codici fiscali are encrypted; in the call itself the owner's code travels in clear (as the
 * service's kit and every client we know send it), the PIN encrypted.
 */
export function uploadCall(
  entries: readonly BatchEntry[],
  credentials: SistemaTsCredentials,
  encrypt: FieldEncryptor,
  now = new Date(),
): SoapCall & { fileName: string; xml: string } {
  const xml = precompilataXml(entries, encrypt);
  const stamp = fileStamp(now);
  const fileName = `730_${stamp}.zip`;
  const bytes = zipSync({ [`730_${stamp}.xml`]: strToU8(xml) }, { level: 9, mtime: now });
  const doc = entries[0]!.document;
  const contentId = `${randomUUID()}@studiolo`;
  return {
    path: SERVICE_PATHS.invioFile,
    soapAction: '',
    fileName,
    xml,
    envelope: soapEnvelope({
      'ns2:inviaFileMtom': {
        '@_xmlns:ns2': INVIO_NAMESPACE,
        nomeFileAllegato: fileName,
        pincodeInvianteCifrato: encrypt(credentials.pincode),
        datiProprietario: { ...structureCodes(doc), cfProprietario: doc.owner.taxCode },
        documento: xopInclude(contentId),
      },
    }),
    attachment: { contentId, bytes },
  };
}

/** codiceEsito 000: the file waits to be processed, under `protocollo`; anything else refused it. */
export function readUploadAnswer(xml: string): SubmissionReceipt {
  const answer = node(node(soapBody(xml).inviaFileMtomResponse).return);
  const code = text(answer.codiceEsito);
  if (!code) throw new Error('No codiceEsito in the answer');
  const accepted = code === '000';
  return {
    protocollo: accepted ? text(answer.protocollo) || null : null,
    esito: accepted ? 'pending' : 'rejected',
    messages: [{ code, description: text(answer.descrizioneEsito), severity: accepted ? 'info' : 'error' }],
  };
}

// -------------------------------------------------------- EsitoInvii and DettaglioErrori (follow-up)

function followUpCall(path: string, namespace: string, operation: string) {
  return (protocollo: string, credentials: SistemaTsCredentials, encrypt: FieldEncryptor): SoapCall => ({
    path,
    soapAction: '',
    envelope: soapEnvelope({
      [`ns2:${operation}`]: {
        '@_xmlns:ns2': namespace,
        DatiInputRichiesta: { pinCode: encrypt(credentials.pincode), protocollo },
      },
    }),
  });
}

export const outcomeCall = followUpCall(SERVICE_PATHS.esitoInvii, ESITO_NAMESPACE, 'EsitoInvii');
export const errorDetailsCall = followUpCall(
  SERVICE_PATHS.dettaglioErrori,
  DETTAGLIO_ERRORI_NAMESPACE,
  'DettaglioErrori',
);

/** RicevutaPdf: the PDF receipt of a sending, by its protocollo. */
export const receiptCall = followUpCall(SERVICE_PATHS.ricevutaPdf, RICEVUTA_NAMESPACE, 'RicevutaPdf');

function negativeMessages(output: Node): SubmissionMessage[] {
  return asArray(node(output.esitiNegativi).dettaglioEsitoNegativo as Node | Node[]).map((n) => ({
    code: text(n.codice),
    description: text(n.descrizione),
    severity: 'error' as const,
  }));
}

/**
 * stato 0–1: still being processed. Afterwards the counts tell: some documents kept means the file
 * was accepted (the others are in DettaglioErrori), none means it was refused.
 */
export function readOutcomeAnswer(xml: string, protocollo: string): Omit<BatchOutcome, 'documents'> {
  const output = node(node(soapBody(xml).EsitoInviiResponse).DatiOutputRichiesta);
  const zero = { sent: 0, accepted: 0, warnings: 0, errors: 0 };
  const detail = asArray(node(output.esitiPositivi).dettagliEsito as Node | Node[]).find(
    (d) => text(d.protocollo) === protocollo,
  );
  if (text(output.esitoChiamata) !== '0' || !detail) {
    const messages = negativeMessages(output);
    const description = text(output.descrizioneEsito);
    return {
      protocollo,
      esito: 'rejected',
      messages: messages.length
        ? messages
        : [{ code: text(output.esitoChiamata), description, severity: 'error' }],
      counts: zero,
    };
  }
  const stato = text(detail.stato);
  const counts = {
    sent: Number(text(detail.nInviati)) || 0,
    accepted: Number(text(detail.nAccolti)) || 0,
    warnings: Number(text(detail.nWarnings)) || 0,
    errors: Number(text(detail.nErrori)) || 0,
  };
  const pending = stato === '0' || stato === '1';
  return {
    protocollo,
    esito: pending ? 'pending' : counts.accepted > 0 ? 'accepted' : 'rejected',
    messages: [{ code: stato, description: text(detail.descrizione), severity: 'info' }],
    counts,
  };
}

/** Italian dates in the CSV (dd/mm/yyyy) → YYYY-MM-DD. */
const isoFromItalian = (value: string) => value.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$2-$1');

/**
 * The error detail CSV: `;`-separated, a header row, one row per message. Columns are found by
 * name, since their number has changed over the years.
 */
export function parseErrorsCsv(csv: string): BatchDocumentMessage[] {
  const [header, ...rows] = csv.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (!header) return [];
  const names = header.split(';').map((h) => h.trim().toUpperCase());
  const at = (name: string) => names.indexOf(name);
  const columns = {
    vat: at('PARTITA IVA'),
    issued: at('DATA EMISSIONE'),
    device: at('DOCUMENTO FISCALE DISPOSITIVO'),
    number: at('DOCUMENTO FISCALE NUMERO'),
    code: at('CODICE ERRORE'),
    description: at('DESCRIZIONE ERRORE'),
  };
  return rows.map((row) => {
    const cells = row.split(';').map((c) => c.trim());
    const cell = (i: number) => cells[i] ?? '';
    const code = cell(columns.code);
    return {
      vatNumber: cell(columns.vat),
      issuedOn: isoFromItalian(cell(columns.issued)),
      device: Number(cell(columns.device)) || 1,
      number: cell(columns.number),
      code,
      description: cell(columns.description),
      severity: code.startsWith('W') ? ('warning' as const) : ('error' as const),
    };
  });
}

/** The CSV comes base64-encoded, zipped (a bare CSV is read too). */
export function readErrorDetailsAnswer(xml: string): {
  documents: BatchDocumentMessage[];
  messages: SubmissionMessage[];
} {
  const output = node(node(soapBody(xml).DettaglioErroriResponse).DatiOutputRichiesta);
  const encoded = text(node(asArray(node(output.esitiPositivi).dettagliEsito as Node | Node[])[0]).csv);
  if (!encoded) return { documents: [], messages: negativeMessages(output) };
  const bytes = Buffer.from(encoded.replace(/\s+/g, ''), 'base64');
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const csv = isZip
    ? strFromU8(Object.values(unzipSync(bytes))[0] ?? new Uint8Array())
    : bytes.toString('utf8');
  return { documents: parseErrorsCsv(csv), messages: [] };
}

/** What RicevutaPdf gives: the receipt, or the service's reasons for giving none. */
export type ReceiptAnswer = { pdf: Uint8Array } | { pdf: null; messages: SubmissionMessage[] };

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * esitoChiamata 0 with the PDF in base64 (inline, or an MTOM part the client has put back in
 * place), anything else with esitiNegativi. A 'PDF' that is not one is an unreadable answer.
 */
export function readReceiptAnswer(xml: string): ReceiptAnswer {
  const answer = soapBody(xml).RicevutaPdfResponse;
  if (answer === undefined) throw new Error('No RicevutaPdfResponse in the answer');
  const output = node(node(answer).DatiOutputRichiesta);
  const esito = text(output.esitoChiamata);
  if (!esito) throw new Error('No esitoChiamata in the answer');
  const encoded = text(node(asArray(node(output.esitiPositivi).dettagliEsito as Node | Node[])[0]).pdf);
  if (esito === '0' && encoded) {
    const pdf = Buffer.from(encoded.replace(/\s+/g, ''), 'base64');
    if (!pdf.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new Error('The receipt is not a PDF');
    return { pdf: new Uint8Array(pdf) };
  }
  const messages = negativeMessages(output);
  return {
    pdf: null,
    messages: messages.length ? messages : [{ code: esito, description: '', severity: 'error' }],
  };
}
