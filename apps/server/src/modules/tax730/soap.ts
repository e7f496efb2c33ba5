import type { SubmissionMessage } from '@studiolo/contracts';
import { buildXml, parseXml, type XmlElement } from './xml';

/** SOAP 1.1, document/literal, as every Sistema TS service (WSDL binding `style="document"`). */
export const SOAP_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';

/** Where each service listens, below the host (test: invioss730ptest…, production: invioss730p…). */
export const SERVICE_PATHS = {
  documentoSpesa: '/DocumentoSpesa730pWeb/DocumentoSpesa730pPort',
  invioFile: '/InvioTelematicoSS730pMtomWeb/InvioTelematicoSS730pMtomPort',
  esitoInvii: '/EsitoStatoInviiWEB/EsitoInvioDatiSpesa730Service',
  dettaglioErrori: '/EsitoStatoInviiWEB/DettaglioErrori730Service',
  // The WSDL's soap:address (RicevutaPdf730Service.wsdl), on the same hosts as the others.
  ricevutaPdf: '/Ricevute730ServiceWeb/ricevutePdf',
} as const;

export const INVIO_NAMESPACE = 'http://ejb.invioTelematicoSS730p.sanita.finanze.it/';
export const ESITO_NAMESPACE = 'http://esitoinvio.p730.sanita.sogei.it/';
export const DETTAGLIO_ERRORI_NAMESPACE = 'http://dettaglioerrori.p730.sanita.sogei.it/';
export const RICEVUTA_NAMESPACE = 'http://ricevutapdf.p730.sanita.sogei.it/';

export function soapEnvelope(body: XmlElement): string {
  return buildXml({
    'soapenv:Envelope': { '@_xmlns:soapenv': SOAP_NAMESPACE, 'soapenv:Header': '', 'soapenv:Body': body },
  });
}

/** A SOAP Fault (the services answer bad credentials with one). */
export class SoapFault extends Error {
  constructor(
    readonly faultCode: string,
    readonly faultString: string,
  ) {
    super(`SOAP fault ${faultCode}: ${faultString}`);
  }
}

export function soapFault(faultCode: string, faultString: string): string {
  return soapEnvelope({ 'soapenv:Fault': { faultcode: `soapenv:${faultCode}`, faultstring: faultString } });
}

/** The Body's children by local name; a Fault is thrown. Anything else that is not SOAP throws too. */
export function soapBody(xml: string): Record<string, unknown> {
  const envelope = parseXml(xml).Envelope as Record<string, unknown> | undefined;
  const body = envelope?.Body;
  if (!body || typeof body !== 'object') throw new Error('Not a SOAP envelope');
  const fault = (body as Record<string, unknown>).Fault as Record<string, unknown> | undefined;
  if (fault) throw new SoapFault(text(fault.faultcode), text(fault.faultstring));
  return body as Record<string, unknown>;
}

/**
 * The Body's first element as a document of its own, for schema validation: the namespace
 * declarations of Envelope and Body that it may rely on (`<doc:…>` with `xmlns:doc` on the Envelope)
 * are copied onto it.
 */
export function bodyElementXml(xml: string): string {
  const bodyOpen = /<([A-Za-z_][\w.-]*:)?Body\b[^>]*>/.exec(xml);
  if (!bodyOpen) throw new Error('Not a SOAP envelope');
  const start = bodyOpen.index + bodyOpen[0].length;
  const end = xml.lastIndexOf(`</${bodyOpen[1] ?? ''}Body>`);
  const inner = xml.slice(start, end).trim();
  const declarations = [...xml.slice(0, start).matchAll(/\sxmlns(:[\w.-]+)?="[^"]*"/g)].map((m) => m[0]);
  const firstTag = /^<[^\s/>]+/.exec(inner);
  if (!firstTag) throw new Error('Empty SOAP body');
  const own = inner.slice(0, inner.indexOf('>'));
  const missing = declarations.filter((d) => !own.includes(d.trim().split('=')[0]!));
  return firstTag[0] + missing.join('') + inner.slice(firstTag[0].length);
}

/** The text of a simple element (parsed texts are strings; an empty element is ''). */
export function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function asArray<T>(value: T | T[] | undefined | null | ''): T[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** tipo E is an error, W a warning; the rest ('', S) says what happened. */
export function severityOf(tipo: string): SubmissionMessage['severity'] {
  return tipo === 'E' ? 'error' : tipo === 'W' ? 'warning' : 'info';
}
