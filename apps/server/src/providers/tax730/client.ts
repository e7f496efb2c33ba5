import type { SistemaTsCredentials } from '@studiolo/contracts';
import {
  documentCall,
  errorDetailsCall,
  outcomeCall,
  readDocumentAnswer,
  readErrorDetailsAnswer,
  readOutcomeAnswer,
  readReceiptAnswer,
  readUploadAnswer,
  receiptCall,
  uploadCall,
  type SoapCall,
} from '../../modules/tax730/calls';
import { encryptField, isCertificateValidAt, type EncryptionCertificate } from '../../modules/tax730/crypto';
import { buildMtomMessage, inlineXopIncludes, readSoapMessage } from '../../modules/tax730/mtom';
import { SoapFault, soapBody } from '../../modules/tax730/soap';
import type { FieldEncryptor } from '../../modules/tax730/xml';
import { Tax730Error, type Tax730Port } from './port';

/** Where to send (the service's host, or the local endpoint's) and with which certificate. */
export type SistemaTsTarget = () => Promise<{ baseUrl: string; certificate: EncryptionCertificate }>;

export interface SistemaTsClientOptions {
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * The SOAP client both adapters use: the real one against the Sistema TS, the local one against
 * its own endpoint, so the local adapter exercises the same bytes on the wire.
 */
export function sistemaTsClient(
  target: SistemaTsTarget,
  options: SistemaTsClientOptions = {},
): Pick<Tax730Port, 'submitDocument' | 'uploadBatch' | 'batchOutcome' | 'receiptPdf'> {
  const now = options.now ?? (() => new Date());

  async function encryptor(): Promise<{ baseUrl: string; encrypt: FieldEncryptor }> {
    const { baseUrl, certificate } = await target();
    if (!isCertificateValidAt(certificate, now())) {
      throw new Tax730Error(
        'CERTIFICATE_EXPIRED',
        `The Sistema TS certificate (${certificate.subject}) expired on ${certificate.validTo.toISOString()}`,
      );
    }
    return { baseUrl, encrypt: (value) => encryptField(certificate, value) };
  }

  async function post(baseUrl: string, call: SoapCall, credentials: SistemaTsCredentials): Promise<string> {
    const message = call.attachment
      ? buildMtomMessage(call.envelope, call.attachment)
      : { contentType: 'text/xml; charset=utf-8', body: Buffer.from(call.envelope, 'utf8') };
    const basic = Buffer.from(`${credentials.username}:${credentials.password}`, 'utf8').toString('base64');
    let response: Response;
    try {
      response = await fetch(new URL(call.path, baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': message.contentType,
          soapaction: `"${call.soapAction}"`,
        },
        body: message.body,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (cause) {
      throw new Tax730Error('UNAVAILABLE', `The Sistema TS did not answer (${call.path})`, { cause });
    }
    if (response.status === 401 || response.status === 403) {
      throw new Tax730Error('AUTH_FAILED', 'The Sistema TS refused the user or the password');
    }
    let xml = '';
    try {
      // An answer in MTOM (a binary such as the receipt's PDF as a part) reads as if inline.
      const message = readSoapMessage(
        Buffer.from(await response.arrayBuffer()),
        response.headers.get('content-type') ?? '',
      );
      xml = inlineXopIncludes(message.xml, message.attachments);
      soapBody(xml);
    } catch (error) {
      if (error instanceof SoapFault) {
        const auth = /autenticazion|credenzial|password/i.test(error.faultString);
        throw new Tax730Error(auth ? 'AUTH_FAILED' : 'SERVICE_FAULT', error.faultString, {
          cause: error,
          fromService: true,
        });
      }
      if (!response.ok) {
        throw new Tax730Error(
          'UNAVAILABLE',
          `The Sistema TS answered HTTP ${response.status} (${call.path})`,
        );
      }
      throw new Tax730Error('INVALID_RESPONSE', `Not a SOAP answer from ${call.path}`, { cause: error });
    }
    return xml;
  }

  /** A reader that throws on what it cannot read makes an INVALID_RESPONSE. */
  function read<T>(path: string, reader: () => T): T {
    try {
      return reader();
    } catch (cause) {
      throw new Tax730Error('INVALID_RESPONSE', `Unexpected answer from ${path}`, { cause });
    }
  }

  return {
    async submitDocument(credentials, document, operation) {
      const { baseUrl, encrypt } = await encryptor();
      const call = documentCall(operation, document, credentials, encrypt);
      const xml = await post(baseUrl, call, credentials);
      return read(call.path, () => readDocumentAnswer(operation, xml));
    },

    async uploadBatch(credentials, entries) {
      const { baseUrl, encrypt } = await encryptor();
      let call: SoapCall;
      try {
        call = uploadCall(entries, credentials, encrypt, now());
      } catch (cause) {
        throw new Tax730Error('INVALID_BATCH', (cause as Error).message, { cause });
      }
      const xml = await post(baseUrl, call, credentials);
      return read(call.path, () => readUploadAnswer(xml));
    },

    async batchOutcome(credentials, protocollo) {
      const { baseUrl, encrypt } = await encryptor();
      const call = outcomeCall(protocollo, credentials, encrypt);
      const xml = await post(baseUrl, call, credentials);
      const outcome = read(call.path, () => readOutcomeAnswer(xml, protocollo));
      const { errors, warnings } = outcome.counts;
      if (outcome.esito === 'pending' || errors + warnings === 0) return { ...outcome, documents: [] };
      const details = errorDetailsCall(protocollo, credentials, encrypt);
      const detailsXml = await post(baseUrl, details, credentials);
      const { documents } = read(details.path, () => readErrorDetailsAnswer(detailsXml));
      return { ...outcome, documents };
    },

    async receiptPdf(credentials, protocollo) {
      const { baseUrl, encrypt } = await encryptor();
      const call = receiptCall(protocollo, credentials, encrypt);
      const xml = await post(baseUrl, call, credentials);
      return read(call.path, () => readReceiptAnswer(xml));
    },
  };
}
