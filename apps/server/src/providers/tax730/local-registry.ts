import type { SubmissionOperation } from '@studiolo/contracts';
import { MESSAGES, type LocalMessage } from './local-messages';
import type { ReceivedDocument } from './local-rules';

/**
 * What the local Sistema TS remembers: the documents each owner has sent, the sendings it gave a
 * protocollo (single documents and uploaded files).
 * It is a stand-in for an outside service, so it lives in this process's memory and is gone on
 * restart; nothing of the clinic's own data depends on it.
 */
export interface StoredDocument {
  ownerTaxCode: string;
  document: ReceivedDocument;
  protocollo: string;
  cancelled: boolean;
  /** A refund's: the document it refunds (idRimborso). */
  refunds?: ReceivedDocument['id'];
}

/** What one uploaded file came to (EsitoInvii, DettaglioErrori). */
export interface FileOutcome {
  /** 2 processed, 3 processed with documents refused, 5 refused as a whole. */
  stato: 2 | 3 | 5;
  descrizione: string;
  sent: number;
  accepted: number;
  warnings: number;
  /** One row per message of a refused document, for the error CSV. */
  rows: { ownerTaxCode: string; id: ReceivedDocument['id']; tipoSpesa: string; message: LocalMessage }[];
}

/** A document sent on its own and accepted: what its receipt (RicevutaPdf) tells. */
export interface DocumentSending {
  protocollo: string;
  username: string;
  ownerTaxCode: string;
  receivedAt: Date;
  operation: SubmissionOperation;
  id: ReceivedDocument['id'];
}

export interface Submission {
  protocollo: string;
  username: string;
  /** The owner the call declared (datiProprietario). */
  ownerTaxCode: string;
  receivedAt: Date;
  fileName: string;
  size: number;
  /** Until then EsitoInvii says the file is being processed (stato 1). */
  readyAt: Date;
  /** Set once processed. */
  outcome: FileOutcome | null;
  /** Processes the file once, however many times it is asked for. */
  processed: () => Promise<FileOutcome>;
}

const key = (ownerTaxCode: string, id: ReceivedDocument['id']) =>
  [ownerTaxCode, id.pIva, id.dataEmissione, Number(id.dispositivo), id.numDocumento].join('|');

export class LocalRegistry {
  /** The PIN each user not given in advance first sent: from then on it is theirs. */
  readonly pincodes = new Map<string, string>();
  private readonly documents = new Map<string, StoredDocument>();
  readonly submissions = new Map<string, Submission>();
  /** Accepted single documents by protocollo, for their receipts. */
  readonly documentSendings = new Map<string, DocumentSending>();
  private sequence = 0;

  /** 17 digits like the service's: yyMMddHHmmss and a counter. */
  nextProtocollo(now = new Date()): string {
    const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
    this.sequence = (this.sequence + 1) % 100_000;
    return `${stamp}${String(this.sequence).padStart(5, '0')}`;
  }

  find(ownerTaxCode: string, id: ReceivedDocument['id']): StoredDocument | undefined {
    return this.documents.get(key(ownerTaxCode, id));
  }

  /**
   * Inserts, replaces or cancels, as the identifier allows: a document is inserted once (S017), and
   * only a live one can be changed or cancelled; a refund is a document of its own (inserted once)
   * that names a live document it refunds (idRimborso). Returns the refusal, or null when done.
   */
  apply(
    operation: SubmissionOperation,
    ownerTaxCode: string,
    id: ReceivedDocument['id'],
    document: ReceivedDocument | null,
    protocollo: string,
    refunded?: ReceivedDocument['id'],
  ): LocalMessage | null {
    const existing = this.find(ownerTaxCode, id);
    if (operation === 'refund') {
      const original = refunded && this.find(ownerTaxCode, refunded);
      if (!original) return MESSAGES.notFound();
      if (original.cancelled) return MESSAGES.alreadyCancelled();
      if (existing && !existing.cancelled) return MESSAGES.duplicate();
    } else if (operation === 'insert') {
      if (existing && !existing.cancelled) return MESSAGES.duplicate();
    } else if (!existing) {
      return MESSAGES.notFound();
    } else if (existing.cancelled) {
      return MESSAGES.alreadyCancelled();
    }
    if (operation === 'delete' || !document) {
      if (existing) this.documents.set(key(ownerTaxCode, id), { ...existing, protocollo, cancelled: true });
    } else {
      this.documents.set(key(ownerTaxCode, id), {
        ownerTaxCode,
        document,
        protocollo,
        cancelled: false,
        ...(refunded ? { refunds: refunded } : {}),
      });
    }
    return null;
  }
}
