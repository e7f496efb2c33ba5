import type { KeyObject } from 'node:crypto';
import { TAX730_PINCODE_MAX_DIGITS, type SubmissionOperation } from '@studiolo/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { decryptField } from '../../modules/tax730/crypto';
import { schemaErrors } from '../../modules/tax730/schemas';
import { asArray, text } from '../../modules/tax730/soap';
import { DOCUMENT_OPERATIONS, parseXml } from '../../modules/tax730/xml';
import {
  documentAnswer,
  errorDetailsAnswer,
  outcomeAnswer,
  receiptAnswer,
  uploadAnswer,
} from './local-answers';
import { MESSAGES, UPLOAD_ACCEPTED, type LocalMessage } from './local-messages';
import { documentReceiptPdf, fileReceiptPdf } from './local-receipt';
import { LocalRegistry, type FileOutcome, type Submission } from './local-registry';
import {
  documentErrors,
  isOwnerTaxCode,
  readDocument,
  readDocumentId,
  type Decrypt,
  type ReceivedDocument,
} from './local-rules';

/** Who called, once authenticated; `pincode` null means any PIN of digits is accepted. */
export interface Caller {
  username: string;
  pincode: string | null;
}

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});

/** The service's limit on an uploaded zip. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const PINCODE = new RegExp(`^[0-9]{1,${TAX730_PINCODE_MAX_DIGITS}}$`);
const OPERATION_OF_FLAG: Record<string, SubmissionOperation> = { I: 'insert', V: 'update', C: 'delete' };

/**
 * What the local Sistema TS does with a request once HTTP and authentication are done: validate it
 * against the official schema, decrypt with its own key, apply the rules, remember, answer.
 */
export class LocalSistemaTsService {
  readonly registry = new LocalRegistry();

  constructor(
    private readonly privateKey: KeyObject,
    private readonly options: { today: () => string; batchDelayMs: number },
  ) {}

  /** Printable ASCII or nothing: a value encrypted with another key decrypts to noise. */
  readonly decrypt: Decrypt = (base64) => {
    try {
      const value = decryptField(this.privateKey, base64);
      return /^[\x20-\x7e]+$/.test(value) ? value : null;
    } catch {
      return null;
    }
  };

  private pinAccepted(caller: Caller, encrypted: unknown): boolean {
    const pin = this.decrypt(text(encrypted));
    return pin !== null && (caller.pincode === null ? PINCODE.test(pin) : pin === caller.pincode);
  }

  async document(
    caller: Caller,
    operation: SubmissionOperation,
    body: Node,
    bodyXml: string,
  ): Promise<string> {
    const op = DOCUMENT_OPERATIONS[operation];
    const refuse = (...errors: LocalMessage[]) => documentAnswer(operation, { errors });
    const invalid = await schemaErrors('documentoSpesa', bodyXml);
    if (invalid.length) return refuse(...invalid.slice(0, 5).map((e) => MESSAGES.schemaInvalid(e)));
    const request = node(body[op.request]);
    if (!this.pinAccepted(caller, request.pincode)) return refuse(MESSAGES.pincodeInvalid());
    const encryptedOwner = text(node(request.Proprietario).cfProprietario);
    const owner = encryptedOwner ? this.decrypt(encryptedOwner) : caller.username;
    if (!owner || !isOwnerTaxCode(owner)) return refuse(MESSAGES.ownerTaxCodeInvalid());

    let id: ReceivedDocument['id'];
    let document: ReceivedDocument | null = null;
    if (operation === 'delete') {
      id = readDocumentId(request[op.document]);
    } else {
      document = readDocument(request[op.document], this.decrypt);
      id = document.id;
      const errors = documentErrors(document, this.options.today());
      if (errors.length) return refuse(...errors);
    }
    const receivedAt = new Date();
    const protocollo = this.registry.nextProtocollo(receivedAt);
    const refusal = this.registry.apply(operation, owner, id, document, protocollo);
    if (refusal) return refuse(refusal);
    this.registry.documentSendings.set(protocollo, {
      protocollo,
      username: caller.username,
      ownerTaxCode: owner,
      receivedAt,
      operation,
      id,
    });
    return documentAnswer(operation, { protocollo });
  }

  /** inviaFileMtom, with the attachment already put back in place of its xop:Include. */
  async upload(caller: Caller, body: Node, bodyXml: string): Promise<string> {
    const receivedAt = new Date();
    const request = node(body.inviaFileMtom);
    const fileName = text(request.nomeFileAllegato);
    const documento = Buffer.from(text(request.documento).replace(/\s+/g, ''), 'base64');
    const refuse = (message: LocalMessage) =>
      uploadAnswer({
        codiceEsito: message.codice,
        descrizioneEsito: message.descrizione,
        receivedAt,
        fileName,
        size: documento.length,
      });
    const invalid = await schemaErrors('invioMtom', bodyXml);
    if (invalid.length) return refuse(MESSAGES.schemaInvalid(invalid[0]));
    if (!this.pinAccepted(caller, request.pincodeInvianteCifrato)) return refuse(MESSAGES.pincodeInvalid());
    // In the call the owner's code travels in clear; inside the file it is encrypted.
    const declaredOwner = text(node(request.datiProprietario).cfProprietario) || caller.username;
    if (!isOwnerTaxCode(declaredOwner)) return refuse(MESSAGES.ownerTaxCodeInvalid());
    if (documento.length > MAX_FILE_BYTES) return refuse(MESSAGES.fileInvalid('oltre 5 MB'));
    let xml: string;
    try {
      const files = Object.entries(unzipSync(documento)).filter(([name]) => !name.endsWith('/'));
      if (files.length !== 1 || !files[0]![0].toLowerCase().endsWith('.xml')) throw new Error('one XML file');
      xml = strFromU8(files[0]![1]);
    } catch {
      return refuse(MESSAGES.fileInvalid('lo zip deve contenere un solo file XML'));
    }

    const protocollo = this.registry.nextProtocollo(receivedAt);
    let processing: Promise<FileOutcome> | null = null;
    const submission: Submission = {
      protocollo,
      username: caller.username,
      ownerTaxCode: declaredOwner,
      receivedAt,
      fileName,
      size: documento.length,
      readyAt: new Date(receivedAt.getTime() + this.options.batchDelayMs),
      outcome: null,
      processed: () =>
        (processing ??= this.processFile(xml, declaredOwner, protocollo).then((outcome) => {
          submission.outcome = outcome;
          return outcome;
        })),
    };
    this.registry.submissions.set(protocollo, submission);
    setTimeout(() => void submission.processed(), this.options.batchDelayMs).unref();
    return uploadAnswer({
      codiceEsito: '000',
      descrizioneEsito: UPLOAD_ACCEPTED,
      receivedAt,
      fileName,
      size: documento.length,
      protocollo,
    });
  }

  /** The file's documents one by one, as the service processes a file after accepting it. */
  private async processFile(xml: string, declaredOwner: string, protocollo: string): Promise<FileOutcome> {
    const refused = (descrizione: string): FileOutcome => ({
      stato: 5,
      descrizione,
      sent: 0,
      accepted: 0,
      warnings: 0,
      rows: [],
    });
    if ((await schemaErrors('precompilata', xml)).length)
      return refused('File scartato in fase di Elaborazione');
    const file = node(parseXml(xml).precompilata);
    const owner = this.decrypt(text(node(file.proprietario).cfProprietario));
    if (owner !== declaredOwner) return refused(MESSAGES.ownerMismatch().descrizione);

    const rows: FileOutcome['rows'] = [];
    const documents = asArray(file.documentoSpesa as Node | Node[]);
    for (const entry of documents) {
      const document = readDocument(entry, this.decrypt);
      const operation = OPERATION_OF_FLAG[text(entry.flagOperazione)];
      const errors = !operation
        ? [MESSAGES.schemaInvalid('flagOperazione non gestito dal Sistema TS locale')]
        : operation === 'delete'
          ? []
          : documentErrors(document, this.options.today());
      if (!errors.length && operation) {
        const refusal = this.registry.apply(operation, owner, document.id, document, protocollo);
        if (refusal) errors.push(refusal);
      }
      const tipoSpesa = document.voci[0]?.tipoSpesa ?? '';
      for (const message of errors) rows.push({ ownerTaxCode: owner, id: document.id, tipoSpesa, message });
    }
    const refusedDocuments = new Set(rows.map((r) => JSON.stringify(r.id))).size;
    return {
      stato: 2,
      descrizione: 'File elaborato',
      sent: documents.length,
      accepted: documents.length - refusedDocuments,
      warnings: 0,
      rows,
    };
  }

  /** The caller's own uploaded file, processed if its time has come. */
  private async ownSubmission(caller: Caller, protocollo: string): Promise<Submission | null> {
    const submission = this.registry.submissions.get(protocollo);
    if (!submission || submission.username !== caller.username) return null;
    if (!submission.outcome && new Date() >= submission.readyAt) await submission.processed();
    return submission;
  }

  private async submission(caller: Caller, request: Node): Promise<Submission | LocalMessage> {
    if (!this.pinAccepted(caller, request.pinCode)) return MESSAGES.pincodeInvalid();
    return (await this.ownSubmission(caller, text(request.protocollo))) ?? MESSAGES.notFound();
  }

  async outcome(caller: Caller, body: Node): Promise<string> {
    return outcomeAnswer(await this.submission(caller, node(node(body.EsitoInvii).DatiInputRichiesta)));
  }

  async errorDetails(caller: Caller, body: Node): Promise<string> {
    const found = await this.submission(caller, node(node(body.DettaglioErrori).DatiInputRichiesta));
    if ('codice' in found) return errorDetailsAnswer(found);
    if (found.outcome?.stato === 5) return errorDetailsAnswer(MESSAGES.fileRejected());
    if (!found.outcome?.rows.length) return errorDetailsAnswer(MESSAGES.notFound());
    return errorDetailsAnswer(found.outcome.rows);
  }

  /**
   * RicevutaPdf: the receipt of one of the caller's protocolli, a single document or a file (once
   * processed: the receipt tells its outcome). Another user's protocollo is not found, as unknown.
   */
  async receipt(caller: Caller, body: Node, bodyXml: string): Promise<string> {
    const invalid = await schemaErrors('ricevutaPdf', bodyXml);
    if (invalid.length) return receiptAnswer(MESSAGES.schemaInvalid(invalid[0]));
    const request = node(node(body.RicevutaPdf).DatiInputRichiesta);
    if (!this.pinAccepted(caller, request.pinCode)) return receiptAnswer(MESSAGES.pincodeInvalid());
    const protocollo = text(request.protocollo);
    const single = this.registry.documentSendings.get(protocollo);
    if (single && single.username === caller.username) return receiptAnswer(await documentReceiptPdf(single));
    const file = await this.ownSubmission(caller, protocollo);
    if (!file) return receiptAnswer(MESSAGES.notFound());
    if (!file.outcome) return receiptAnswer(MESSAGES.receiptNotReady());
    return receiptAnswer(await fileReceiptPdf(file));
  }
}
