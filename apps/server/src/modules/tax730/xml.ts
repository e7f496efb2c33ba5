import type { ExpenseDocument, ExpenseItem, SubmissionOperation } from '@studiolo/contracts';
import XMLBuilder from 'fast-xml-builder';
import { XMLParser } from 'fast-xml-parser';

/**
 * The documents as the Sistema TS reads them: the `precompilata` file of an asynchronous upload
 * (730_precompilata_2021_newer.xsd, no namespace) and the request bodies of the synchronous
 * DocumentoSpesa730p operations (DocumentoSpesa730pSchema.xsd). The two schemas order the same
 * fields differently (`xs:sequence` makes order binding), hence two writers.
 *
 * Element objects are plain objects whose key order is the element order; `@_name` is an attribute.
 */
export type XmlElement = { [name: string]: XmlValue };
type XmlValue = string | XmlElement | XmlElement[] | string[];

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });

/** One document: the XML declaration, then the element (every text escaped by the builder). */
export function buildXml(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build(root) as string}`;
}

/** Repeated elements come back as arrays; namespace prefixes are dropped, texts kept as written. */
const REPEATED = new Set([
  'messaggio',
  'voceSpesa',
  'documentoSpesa',
  'dettagliEsito',
  'dettaglioEsitoNegativo',
]);
const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

/** Parses without entity expansion beyond XML's own five (fast-xml-parser's default). */
export function parseXml(xml: string): Record<string, unknown> {
  return parser.parse(xml) as Record<string, unknown>;
}

/** Encrypts one field with the SanitelCF certificate (`crypto.ts`), bound by the caller. */
export type FieldEncryptor = (value: string) => string;

export const DOCUMENT_NAMESPACE = 'http://documentospesap730.sanita.finanze.it';

/** Request element, the element holding the document, SOAPAction: one per operation. */
export const DOCUMENT_OPERATIONS = {
  insert: {
    request: 'inserimentoDocumentoSpesaRequest',
    response: 'inserimentoDocumentoSpesaResponse',
    document: 'idInserimentoDocumentoFiscale',
    soapAction: 'inserimento.documentospesap730.sanita.finanze.it',
    flag: 'I',
  },
  update: {
    request: 'variazioneDocumentoSpesaRequest',
    response: 'variazioneDocumentoSpesaResponse',
    document: 'idVariazioneDocumentoFiscale',
    soapAction: 'variazione.documentospesap730.sanita.finanze.it',
    flag: 'V',
  },
  delete: {
    request: 'cancellazioneDocumentoSpesaRequest',
    response: 'cancellazioneDocumentoSpesaResponse',
    document: 'idCancellazioneDocumentoFiscale',
    soapAction: 'cancellazione.documentospesap730.sanita.finanze.it',
    flag: 'C',
  },
  /** The refund's own document, after idRimborsoDocumentoFiscale (the document refunded). */
  refund: {
    request: 'rimborsoDocumentoSpesaRequest',
    response: 'rimborsoDocumentoSpesaResponse',
    document: 'DocumentoSpesa',
    soapAction: 'rimborso.documentospesap730.sanita.finanze.it',
    flag: 'R',
  },
} as const satisfies Record<SubmissionOperation, unknown>;

/** importo: a dot and two decimals, from integer cents (no floating point on the way). */
export function formatAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** aliquotaIVA: `[0-9]{1,3}\.[0-9]{2}`. */
export function formatRate(percent: number): string {
  return formatAmount(Math.round(percent * 100));
}

/** A payment before the issue (a package paid in advance) must say so. */
export const paidInAdvance = (doc: ExpenseDocument) => doc.paidOn < doc.issuedOn;

/** idDocumentoFiscale: what identifies a document at the Sistema TS. */
function documentId(
  doc: ExpenseDocument,
  which: Pick<ExpenseDocument, 'issuedOn' | 'number' | 'device'> = doc,
): XmlElement {
  return {
    pIva: doc.owner.vatNumber,
    dataEmissione: which.issuedOn,
    numDocumentoFiscale: { dispositivo: String(which.device), numDocumento: which.number },
  };
}

/** idRimborso: the document a refund gives money back on (same owner and partita IVA). */
function refundedId(doc: ExpenseDocument): XmlElement {
  if (!doc.refundOf) throw new Error('A refund names the document it refunds');
  return documentId(doc, doc.refundOf);
}

function expenseItem(item: ExpenseItem): XmlElement {
  const vat: XmlElement =
    item.vatNature !== undefined
      ? { naturaIVA: item.vatNature }
      : item.vatRatePercent !== undefined
        ? { aliquotaIVA: formatRate(item.vatRatePercent) }
        : {};
  return {
    tipoSpesa: item.expenseType,
    ...(item.expenseFlag ? { flagTipoSpesa: item.expenseFlag } : {}),
    importo: formatAmount(item.amountCents),
    ...vat,
  };
}

/** codiceRegione, codiceAsl, codiceSSA: only a structure registered with an ASL has them. */
export function structureCodes(doc: ExpenseDocument): XmlElement {
  return doc.structure
    ? {
        codiceRegione: doc.structure.regionCode,
        codiceAsl: doc.structure.aslCode,
        codiceSSA: doc.structure.ssaCode,
      }
    : {};
}

/** The owner: the structure's codes when it has them, and the encrypted codice fiscale. */
function owner(doc: ExpenseDocument, encrypt: FieldEncryptor): XmlElement {
  return { ...structureCodes(doc), cfProprietario: encrypt(doc.owner.taxCode) };
}

/** With the patient's opposition the code is left out; sending it gets the document refused. */
function citizen(doc: ExpenseDocument, encrypt: FieldEncryptor): XmlElement {
  return !doc.opposition && doc.citizenTaxCode ? { cfCittadino: encrypt(doc.citizenTaxCode) } : {};
}

function advance(doc: ExpenseDocument): XmlElement {
  return paidInAdvance(doc) ? { flagPagamentoAnticipato: '1' } : {};
}

function flags(doc: ExpenseDocument): XmlElement {
  return {
    pagamentoTracciato: doc.traceablePayment ? 'SI' : 'NO',
    tipoDocumento: doc.documentType,
    flagOpposizione: doc.opposition ? '1' : '0',
  };
}

/**
 * The body element of a synchronous call (DocumentoSpesa730pSchema.xsd): the encrypted PIN, the
 * owner, and the document (its identifier only, to delete). Every element is in the service's
 * namespace, declared as the default on the request element itself.
 */
export function documentRequest(
  operation: SubmissionOperation,
  doc: ExpenseDocument,
  pincode: string,
  encrypt: FieldEncryptor,
): XmlElement {
  const op = DOCUMENT_OPERATIONS[operation];
  const body: XmlElement =
    operation === 'delete'
      ? documentId(doc)
      : {
          idSpesa: documentId(doc),
          dataPagamento: doc.paidOn,
          ...advance(doc),
          ...citizen(doc, encrypt),
          voceSpesa: doc.items.map(expenseItem),
          ...flags(doc),
        };
  return {
    [op.request]: {
      '@_xmlns': DOCUMENT_NAMESPACE,
      pincode: encrypt(pincode),
      Proprietario: owner(doc, encrypt),
      ...(operation === 'refund' ? { idRimborsoDocumentoFiscale: refundedId(doc) } : {}),
      [op.document]: body,
    },
  };
}

export interface BatchEntry {
  document: ExpenseDocument;
  operation: SubmissionOperation;
}

const ownerKey = (doc: ExpenseDocument) =>
  JSON.stringify([doc.owner.taxCode, doc.owner.vatNumber, doc.structure]);

/**
 * The `precompilata` file (730_precompilata_2021_newer.xsd): one owner, then each document with its
 * flagOperazione (I insert, V update, R refund, C delete). A file belongs to one owner; documents of several
 * go in several files.
 */
export function precompilataXml(entries: readonly BatchEntry[], encrypt: FieldEncryptor): string {
  const first = entries[0];
  if (!first) throw new Error('A Sistema TS file needs at least one document');
  if (entries.some((e) => ownerKey(e.document) !== ownerKey(first.document))) {
    throw new Error('A Sistema TS file holds the documents of one owner');
  }
  return buildXml({
    precompilata: {
      proprietario: owner(first.document, encrypt),
      documentoSpesa: entries.map(({ document: doc, operation }) => ({
        idSpesa: documentId(doc),
        ...(operation === 'refund' ? { idRimborso: refundedId(doc) } : {}),
        dataPagamento: doc.paidOn,
        ...advance(doc),
        flagOperazione: DOCUMENT_OPERATIONS[operation].flag,
        ...citizen(doc, encrypt),
        ...flags(doc),
        voceSpesa: doc.items.map(expenseItem),
      })),
    },
  });
}
