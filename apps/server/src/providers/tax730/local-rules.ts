import { VatNature, isValidTaxCode } from '@studiolo/contracts';
import { asArray, text } from '../../modules/tax730/soap';
import { MESSAGES, type LocalMessage } from './local-messages';

/**
 * The rules the local Sistema TS applies after the schema, to a document as it arrived (a
 * `documentoSpesa` of the synchronous body or of a file), with its codici fiscali decrypted.
 */
export interface ReceivedDocument {
  id: { pIva: string; dataEmissione: string; dispositivo: string; numDocumento: string };
  dataPagamento: string;
  flagPagamentoAnticipato: boolean;
  /** Decrypted; null when absent, undefined when it could not be decrypted. */
  cfCittadino: string | null | undefined;
  voci: { tipoSpesa: string; importo: string; aliquotaIVA?: string; naturaIVA?: string }[];
  pagamentoTracciato: string;
  tipoDocumento: string;
  flagOpposizione: string;
}

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});

/** Null when the service cannot read it: what it decrypts must look like what was encrypted. */
export type Decrypt = (base64: string) => string | null;

export function readDocumentId(value: unknown): ReceivedDocument['id'] {
  const id = node(value);
  const number = node(id.numDocumentoFiscale);
  return {
    pIva: text(id.pIva),
    dataEmissione: text(id.dataEmissione),
    dispositivo: text(number.dispositivo),
    numDocumento: text(number.numDocumento),
  };
}

/** A parsed `documentoSpesa` (sync: idSpesa first; file: the same fields in another order). */
export function readDocument(value: unknown, decrypt: Decrypt): ReceivedDocument {
  const doc = node(value);
  const cf = text(doc.cfCittadino);
  return {
    id: readDocumentId(doc.idSpesa),
    dataPagamento: text(doc.dataPagamento),
    flagPagamentoAnticipato: text(doc.flagPagamentoAnticipato) === '1',
    cfCittadino: cf ? (decrypt(cf) ?? undefined) : null,
    voci: asArray(doc.voceSpesa as Node | Node[]).map((v) => ({
      tipoSpesa: text(v.tipoSpesa),
      importo: text(v.importo),
      ...(v.aliquotaIVA !== undefined ? { aliquotaIVA: text(v.aliquotaIVA) } : {}),
      ...(v.naturaIVA !== undefined ? { naturaIVA: text(v.naturaIVA) } : {}),
    })),
    pagamentoTracciato: text(doc.pagamentoTracciato),
    tipoDocumento: text(doc.tipoDocumento),
    flagOpposizione: text(doc.flagOpposizione),
  };
}

/** What is wrong with a document to insert or update; empty when it may be kept. */
export function documentErrors(doc: ReceivedDocument, today: string): LocalMessage[] {
  const errors: LocalMessage[] = [];
  const opposes = doc.flagOpposizione === '1';
  if (doc.cfCittadino === undefined || (doc.cfCittadino !== null && !isValidTaxCode(doc.cfCittadino))) {
    errors.push(MESSAGES.citizenTaxCodeInvalid());
  }
  if (opposes && doc.cfCittadino !== null) errors.push(MESSAGES.oppositionWithCitizen());
  if (!opposes && doc.cfCittadino === null) errors.push(MESSAGES.citizenMissing());
  if (doc.id.dataEmissione > today) errors.push(MESSAGES.dateInFuture('dataEmissione'));
  if (doc.dataPagamento > today) errors.push(MESSAGES.dateInFuture('dataPagamento'));
  if (doc.dataPagamento < doc.id.dataEmissione && !doc.flagPagamentoAnticipato) {
    errors.push(MESSAGES.paidBeforeIssued());
  }
  doc.voci.forEach((voce, index) => {
    const line = `voceSpesa ${index + 1}`;
    if (!(Number(voce.importo) > 0)) errors.push(MESSAGES.amountInvalid(line));
    if (voce.aliquotaIVA === undefined && voce.naturaIVA === undefined)
      errors.push(MESSAGES.vatMissing(line));
    if (voce.naturaIVA !== undefined) {
      const known = VatNature.safeParse(voce.naturaIVA).success;
      if (!known || (doc.tipoDocumento === 'D' && voce.naturaIVA.length !== 2)) {
        errors.push(MESSAGES.vatNatureInvalid(`${line}, ${voce.naturaIVA}`));
      }
    }
  });
  return errors;
}
