import type { KeyObject } from 'node:crypto';
import {
  TAX730_PINCODE_MAX_DIGITS,
  type SubmissionOperation,
  type Tax730Environment,
} from '@studiolo/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { decryptField } from '../../modules/tax730/crypto';
import { schemaErrors, type SchemaName } from '../../modules/tax730/schemas';
import { asArray, text } from '../../modules/tax730/soap';
import { DOCUMENT_OPERATIONS, parseXml } from '../../modules/tax730/xml';
import {
  documentAnswer,
  errorDetailsAnswer,
  outcomeAnswer,
  receiptAnswer,
  uploadAnswer,
} from './local-answers';
import { MESSAGES, SCHEMA_FAULT, UPLOAD_ACCEPTED, type LocalMessage } from './local-messages';
import { documentReceiptPdf, fileReceiptPdf } from './local-receipt';
import { LocalRegistry, type FileOutcome, type Submission } from './local-registry';
import {
  documentErrors,
  readDocument,
  readDocumentId,
  type Decrypt,
  type ReceivedDocument,
} from './local-rules';
import { isOwnerTaxCode, type StructureCodes } from './local-users';

/**
 * Who called, once authenticated. `pincode` null: a user not given in advance, whose first PIN
 * becomes theirs. `structure`: a structure's codes; null for a professional, who sends for themself.
 */
export interface Caller {
  username: string;
  pincode: string | null;
  structure: (StructureCodes & { ownerTaxCode?: string }) | null;
}

/** What the service answers with a SOAP Fault instead of an answer (a request it cannot read). */
export class LocalFault extends Error {
  constructor(
    readonly faultCode: 'Client' | 'Server',
    message: string,
  ) {
    super(message);
  }
}

/** The request breaks the schema: a Fault naming the first problem, as a JAX-WS service does. */
function checkSchema(name: SchemaName, xml: string) {
  const invalid = schemaErrors(name, xml);
  if (invalid.length) throw new LocalFault('Client', `${SCHEMA_FAULT}: ${invalid[0]}`);
}

/** The structure codes of a Proprietario / datiProprietario element, or null when it has none. */
function structureOf(owner: Node): StructureCodes | null {
  const codes = {
    regionCode: text(owner.codiceRegione),
    aslCode: text(owner.codiceAsl),
    ssaCode: text(owner.codiceSSA),
  };
  return codes.regionCode || codes.aslCode || codes.ssaCode ? codes : null;
}

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});

/** nomeFileAllegato: 6 to 60 basic Latin characters, a .zip (spec v2.5 §4.5, error 101). */
const FILE_NAME = /^[\x20-\x7e]{2,56}\.zip$/i;
/** The service's limit on an uploaded zip. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const PINCODE = new RegExp(`^[0-9]{1,${TAX730_PINCODE_MAX_DIGITS}}$`);
const OPERATION_OF_FLAG: Record<string, SubmissionOperation> = {
  I: 'insert',
  V: 'update',
  R: 'refund',
  C: 'delete',
};

/**
 * What the local Sistema TS does with a request once HTTP and authentication are done: check it
 * against the service's schema rules, decrypt with its own key, apply the rules, remember, answer.
 */
export class LocalSistemaTsService {
  readonly registry = new LocalRegistry();

  constructor(
    private readonly privateKey: KeyObject,
    private readonly options: { today: () => string; batchDelayMs: number; environment: Tax730Environment },
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

  /**
   * Null when the PIN is the caller's: 002 when it cannot be decrypted, 104 when wrong. A user not
   * given in advance keeps the first PIN of digits it sends.
   */
  private pinRefusal(caller: Caller, encrypted: unknown): LocalMessage | null {
    const pin = this.decrypt(text(encrypted));
    if (pin === null) return MESSAGES.pincodeUnreadable();
    const expected = caller.pincode ?? this.registry.pincodes.get(caller.username);
    if (expected === undefined && PINCODE.test(pin)) {
      this.registry.pincodes.set(caller.username, pin);
      return null;
    }
    return pin === expected ? null : MESSAGES.pincodeInvalid();
  }

  /**
   * Null when the caller may send for this owner: a professional for themself only (110) and with no
   * structure codes (109); a structure with its own codes (109 without, 105 with another's) for its
   * reference person when known (105).
   */
  private ownerRefusal(
    caller: Caller,
    owner: string | null,
    codes: StructureCodes | null,
  ): LocalMessage | null {
    if (!owner || !isOwnerTaxCode(owner, this.options.environment)) return MESSAGES.ownerInvalid();
    if (!caller.structure) {
      if (codes) return MESSAGES.ownerInvalid();
      return owner === caller.username ? null : MESSAGES.ownerNotUser();
    }
    if (!codes) return MESSAGES.ownerInvalid();
    const { regionCode, aslCode, ssaCode, ownerTaxCode } = caller.structure;
    const same = codes.regionCode === regionCode && codes.aslCode === aslCode && codes.ssaCode === ssaCode;
    if (!same || (ownerTaxCode !== undefined && owner !== ownerTaxCode)) return MESSAGES.delegationMissing();
    return null;
  }

  async document(
    caller: Caller,
    operation: SubmissionOperation,
    body: Node,
    bodyXml: string,
  ): Promise<string> {
    const op = DOCUMENT_OPERATIONS[operation];
    const refuse = (...errors: LocalMessage[]) => documentAnswer(operation, { errors });
    checkSchema('documentoSpesa', bodyXml);
    const request = node(body[op.request]);
    const pinRefusal = this.pinRefusal(caller, request.pincode);
    if (pinRefusal) return refuse(pinRefusal);
    const proprietario = node(request.Proprietario);
    const encryptedOwner = text(proprietario.cfProprietario);
    const owner = encryptedOwner ? this.decrypt(encryptedOwner) : caller.username;
    const ownerRefusal = this.ownerRefusal(caller, owner, structureOf(proprietario));
    if (ownerRefusal || !owner) return refuse(ownerRefusal ?? MESSAGES.ownerInvalid());

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
    const refunded = operation === 'refund' ? readDocumentId(request.idRimborsoDocumentoFiscale) : undefined;
    const refusal = this.registry.apply(operation, owner, id, document, protocollo, refunded);
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
    checkSchema('invioMtom', bodyXml);
    const pinRefusal = this.pinRefusal(caller, request.pincodeInvianteCifrato);
    if (pinRefusal) return refuse(pinRefusal);
    // In the call the owner's code travels in clear; inside the file it is encrypted.
    const datiProprietario = node(request.datiProprietario);
    const declaredOwner = text(datiProprietario.cfProprietario) || caller.username;
    const ownerRefusal = this.ownerRefusal(caller, declaredOwner, structureOf(datiProprietario));
    if (ownerRefusal) return refuse(ownerRefusal);
    if (!FILE_NAME.test(fileName)) return refuse(MESSAGES.fileNameInvalid());
    if (documento.length === 0) return refuse(MESSAGES.fileEmpty());
    if (documento.length > MAX_FILE_BYTES) return refuse(MESSAGES.fileTooLarge());
    let xml: string;
    try {
      const files = Object.entries(unzipSync(documento)).filter(([name]) => !name.endsWith('/'));
      if (files.length !== 1 || !files[0]![0].toLowerCase().endsWith('.xml')) throw new Error('one XML file');
      xml = strFromU8(files[0]![1]);
    } catch {
      return refuse(MESSAGES.fileNotZip());
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
    if (schemaErrors('precompilata', xml).length) return refused('File scartato in fase di Elaborazione');
    const file = node(parseXml(xml).precompilata);
    const owner = this.decrypt(text(node(file.proprietario).cfProprietario));
    if (owner !== declaredOwner) return refused(MESSAGES.ownerNotAuthenticated().descrizione);

    const rows: FileOutcome['rows'] = [];
    const documents = asArray(file.documentoSpesa as Node | Node[]);
    for (const entry of documents) {
      const document = readDocument(entry, this.decrypt);
      const operation = OPERATION_OF_FLAG[text(entry.flagOperazione)];
      const errors = !operation
        ? [MESSAGES.applicationError('flagOperazione non gestito dal Sistema TS locale')]
        : operation === 'delete'
          ? []
          : documentErrors(document, this.options.today());
      if (!errors.length && operation) {
        const refunded = operation === 'refund' ? readDocumentId(entry.idRimborso) : undefined;
        const refusal = this.registry.apply(operation, owner, document.id, document, protocollo, refunded);
        if (refusal) errors.push(refusal);
      }
      const tipoSpesa = document.voci[0]?.tipoSpesa ?? '';
      for (const message of errors) rows.push({ ownerTaxCode: owner, id: document.id, tipoSpesa, message });
    }
    const refusedDocuments = new Set(rows.map((r) => JSON.stringify(r.id))).size;
    return {
      stato: refusedDocuments > 0 ? 3 : 2,
      descrizione: refusedDocuments > 0 ? 'File elaborato con errori' : 'File elaborato correttamente',
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
    const pinRefusal = this.pinRefusal(caller, request.pinCode);
    if (pinRefusal) return pinRefusal;
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
    checkSchema('ricevutaPdf', bodyXml);
    const request = node(node(body.RicevutaPdf).DatiInputRichiesta);
    const pinRefusal = this.pinRefusal(caller, request.pinCode);
    if (pinRefusal) return receiptAnswer(pinRefusal);
    const protocollo = text(request.protocollo);
    const single = this.registry.documentSendings.get(protocollo);
    if (single && single.username === caller.username) return receiptAnswer(await documentReceiptPdf(single));
    const file = await this.ownSubmission(caller, protocollo);
    if (!file) return receiptAnswer(MESSAGES.notFound());
    if (!file.outcome) return receiptAnswer(MESSAGES.receiptNotReady());
    return receiptAnswer(await fileReceiptPdf(file));
  }
}
