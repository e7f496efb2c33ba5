import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { todayInRome, type SubmissionOperation, type Tax730Environment } from '@studiolo/contracts';
import { inlineXopIncludes, readSoapMessage } from '../../modules/tax730/mtom';
import { SERVICE_PATHS, bodyElementXml, soapBody, soapFault } from '../../modules/tax730/soap';
import { DOCUMENT_OPERATIONS } from '../../modules/tax730/xml';
import { generateLocalCertificate } from './local-certificate';
import { AUTHENTICATION_FAULT, MESSAGES } from './local-messages';
import type { LocalRegistry } from './local-registry';
import { LocalFault, LocalSistemaTsService, type Caller } from './local-service';
import { KIT_TEST_USERS, isOwnerTaxCode, type LocalUser } from './local-users';

export interface LocalSistemaTsOptions {
  /**
   * The users it knows (with their PIN, and a structure's codes). Without, any codice fiscale with a
   * password gets in as a professional, and the first PIN it sends becomes its own.
   */
  users?: readonly LocalUser[];
  /**
   * Which Sistema TS it stands in for (production by default). The test one also knows the kit's
   * test users and takes their identities whose codes fail the checks (PROVAX00X00X000Y).
   */
  environment?: Tax730Environment;
  /** Today in Italy (`YYYY-MM-DD`), for the "not in the future" rule. */
  today?: () => string;
  /** How long an uploaded file stays "being processed" (stato 1) before its outcome. */
  batchDelayMs?: number;
}

export interface LocalSistemaTs {
  /** http://127.0.0.1:<port>, the base the service paths are appended to. */
  url: string;
  /** Its own certificate, used in place of SanitelCF to encrypt for it. */
  certificatePem: string;
  registry: LocalRegistry;
  close(): Promise<void>;
}

/** Slightly more than the 5 MB zip, base64 and envelope included. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(body);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function authenticate(
  req: IncomingMessage,
  options: Pick<LocalSistemaTsOptions, 'users'> & { environment: Tax730Environment },
): Caller {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) {
    throw new HttpError(401, 'Unauthorized', { 'www-authenticate': 'Basic realm="Sistema TS locale"' });
  }
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const username = decoded.slice(0, colon).trim().toUpperCase();
  const password = decoded.slice(colon + 1);
  const { users, environment } = options;
  const listed = [...(users ?? []), ...(environment === 'test' ? KIT_TEST_USERS : [])];
  const user = listed.find((u) => u.username.toUpperCase() === username);
  const known = user
    ? user.password === password
    : !users && colon > 0 && isOwnerTaxCode(username, environment) && password.length > 0;
  if (!known) throw new HttpError(500, soapFault('Client', AUTHENTICATION_FAULT));
  return { username, pincode: user?.pincode ?? null, structure: user?.structure ?? null };
}

/** The synchronous operation the Body holds; the SOAPAction must name the same one. */
function documentOperation(body: Record<string, unknown>, soapAction: string): SubmissionOperation {
  for (const operation of ['insert', 'update', 'delete', 'refund'] as const) {
    const op = DOCUMENT_OPERATIONS[operation];
    if (body[op.request] === undefined) continue;
    if (soapAction !== op.soapAction) {
      throw new HttpError(500, soapFault('Client', `SOAPAction non corrispondente a ${op.request}`));
    }
    return operation;
  }
  throw new HttpError(500, soapFault('Client', 'Operazione non gestita dal Sistema TS locale'));
}

/**
 * The local Sistema TS: an HTTP SOAP server on 127.0.0.1 with the real service's paths, basic
 * authentication, its own key pair, the services' schema rules and the basic rules. The local adapter
 * starts it and talks to it with the same client as the real adapter.
 */
export async function startLocalSistemaTs(options: LocalSistemaTsOptions = {}): Promise<LocalSistemaTs> {
  const { certificatePem, privateKey } = await generateLocalCertificate();
  const environment = options.environment ?? 'production';
  const service = new LocalSistemaTsService(privateKey, {
    today: options.today ?? todayInRome,
    batchDelayMs: options.batchDelayMs ?? 0,
    environment,
  });

  async function answer(req: IncomingMessage): Promise<string> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed', { allow: 'POST' });
    if (!(Object.values(SERVICE_PATHS) as string[]).includes(path)) throw new HttpError(404, 'Not found');
    const caller = authenticate(req, { users: options.users, environment });
    const raw = await readBody(req);
    let xml: string;
    let body: Record<string, unknown>;
    try {
      const message = readSoapMessage(raw, req.headers['content-type'] ?? '');
      xml = inlineXopIncludes(message.xml, message.attachments);
      body = soapBody(xml);
    } catch {
      throw new HttpError(500, soapFault('Client', 'Messaggio SOAP non valido'));
    }
    const soapAction = (req.headers.soapaction ?? '').toString().replace(/^"|"$/g, '');
    switch (path) {
      case SERVICE_PATHS.documentoSpesa:
        return service.document(caller, documentOperation(body, soapAction), body, bodyElementXml(xml));
      case SERVICE_PATHS.invioFile:
        return service.upload(caller, body, bodyElementXml(xml));
      case SERVICE_PATHS.esitoInvii:
        return service.outcome(caller, body);
      case SERVICE_PATHS.ricevutaPdf:
        return service.receipt(caller, body, bodyElementXml(xml));
      default:
        return service.errorDetails(caller, body);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      const xml = await answer(req);
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(xml);
    } catch (error) {
      const http =
        error instanceof HttpError
          ? error
          : error instanceof LocalFault
            ? new HttpError(500, soapFault(error.faultCode, error.message))
            : new HttpError(500, soapFault('Server', MESSAGES.applicationError().descrizione));
      const type = http.body.startsWith('<?xml') ? 'text/xml; charset=utf-8' : 'text/plain; charset=utf-8';
      res.writeHead(http.status, { 'content-type': type, ...http.headers }).end(http.body);
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A stand-in must not keep the process alive on its own.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    certificatePem,
    registry: service.registry,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
