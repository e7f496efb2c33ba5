import type {
  BatchOutcome,
  ExpenseDocument,
  SistemaTsCredentials,
  SubmissionMessage,
  SubmissionOperation,
  SubmissionReceipt,
} from '@studiolo/contracts';
import type { ReceiptAnswer } from '../../modules/tax730/calls';
import type { BatchEntry } from '../../modules/tax730/xml';

export type { BatchEntry, ReceiptAnswer };

/**
 * The Sistema Tessera Sanitaria's 730 services, for one clinic's credentials at a time.
 *
 * A refusal of the data is an answer, not an error: a receipt with esito 'rejected' and the service's
 * messages. A Tax730Error means the service could not be asked or answered nonsense.
 */
export interface Tax730Port {
  readonly kind: 'local' | 'sistemats';

  /**
   * One document at once (DocumentoSpesa730p: Inserimento, Variazione, Cancellazione): 'accepted'
   * with a protocollo, or 'rejected'. To delete, only the document's identifier is sent (owner's
   * VAT number, issuedOn, device, number).
   */
  submitDocument(
    credentials: SistemaTsCredentials,
    document: ExpenseDocument,
    operation: SubmissionOperation,
  ): Promise<SubmissionReceipt>;

  /**
   * Many documents of one owner as a zipped file (inviaFileMtom): 'pending' with the protocollo to
   * ask about later, or 'rejected' when the file was refused on arrival.
   */
  uploadBatch(credentials: SistemaTsCredentials, entries: readonly BatchEntry[]): Promise<SubmissionReceipt>;

  /**
   * What became of an uploaded file (EsitoInvii): 'pending' while processed, then 'accepted' when
   * some documents were kept or 'rejected' when none; `documents` lists each refused or warned
   * document with the service's code (DettaglioErrori).
   */
  batchOutcome(credentials: SistemaTsCredentials, protocollo: string): Promise<BatchOutcome>;

  /**
   * The PDF receipt the service gives for one of this user's protocolli (RicevutaPdf), of a single
   * document or of a file. When it gives none (a protocollo it does not know or of another user, a
   * wrong PIN) the answer is `pdf: null` with the service's messages.
   */
  receiptPdf(credentials: SistemaTsCredentials, protocollo: string): Promise<ReceiptAnswer>;

  /** Stops what the adapter started (the local endpoint); the real adapter has nothing to stop. */
  close(): Promise<void>;
}

/**
 * - AUTH_FAILED: user or password refused; the clinic must fix its credentials.
 * - CERTIFICATE_EXPIRED: the SanitelCF certificate in use has expired; install the current one.
 * - UNAVAILABLE: no answer, or an HTTP error; worth retrying later.
 * - SERVICE_FAULT: the service answered with a SOAP fault.
 * - INVALID_RESPONSE: an answer that is not what the service's schema says.
 * - INVALID_BATCH: nothing to send, or documents of several owners in one file.
 */
export type Tax730ErrorCode =
  | 'AUTH_FAILED'
  | 'CERTIFICATE_EXPIRED'
  | 'UNAVAILABLE'
  | 'SERVICE_FAULT'
  | 'INVALID_RESPONSE'
  | 'INVALID_BATCH';

/** The code a SOAP Fault's text is kept under among a sending's messages. */
export const FAULT_MESSAGE_CODE = 'Fault';

export class Tax730Error extends Error {
  /** The message is the service's own text (a SOAP Fault's faultstring). */
  readonly fromService: boolean;

  constructor(
    readonly code: Tax730ErrorCode,
    message: string,
    options?: { cause?: unknown; fromService?: boolean },
  ) {
    super(message, options);
    this.fromService = options?.fromService ?? false;
    this.name = 'Tax730Error';
  }

  /** Whether a later try may succeed without anyone changing anything. */
  get retryable(): boolean {
    return this.code === 'UNAVAILABLE';
  }
}

/**
 * What the user is shown of a failure: the service's own words when it answered with a SOAP Fault
 * (its faultstring: a schema error, an authentication refusal), nothing for our own failures (the
 * sending's errorCode says those in the user's language).
 */
export function faultMessages(error: unknown): SubmissionMessage[] {
  if (!(error instanceof Tax730Error) || !error.fromService) return [];
  return [{ code: FAULT_MESSAGE_CODE, description: error.message, severity: 'error' }];
}
