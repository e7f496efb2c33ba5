import { randomUUID } from 'node:crypto';
import type { XmlElement } from './xml';

/**
 * MTOM/XOP (W3C), how inviaFileMtom carries the zip: a multipart/related message whose first part is
 * the SOAP envelope, where `<xop:Include href="cid:…"/>` stands for the bytes of a later part.
 */
export const XOP_NAMESPACE = 'http://www.w3.org/2004/08/xop/include';

export function xopInclude(contentId: string): XmlElement {
  return { 'xop:Include': { '@_xmlns:xop': XOP_NAMESPACE, '@_href': `cid:${contentId}` } };
}

export interface MimePart {
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: Buffer;
}

const CRLF = '\r\n';

export function buildMtomMessage(
  envelopeXml: string,
  attachment: { contentId: string; bytes: Uint8Array },
): { contentType: string; body: Buffer } {
  const boundary = `uuid:${randomUUID()}`;
  const rootId = `root.${randomUUID()}@studiolo`;
  const head = (headers: string[]) => Buffer.from(`--${boundary}${CRLF}${headers.join(CRLF)}${CRLF}${CRLF}`);
  const body = Buffer.concat([
    head([
      'Content-Type: application/xop+xml; charset=UTF-8; type="text/xml"',
      'Content-Transfer-Encoding: 8bit',
      `Content-ID: <${rootId}>`,
    ]),
    Buffer.from(envelopeXml, 'utf8'),
    Buffer.from(CRLF),
    head([
      'Content-Type: application/octet-stream',
      'Content-Transfer-Encoding: binary',
      `Content-ID: <${attachment.contentId}>`,
    ]),
    Buffer.from(attachment.bytes),
    Buffer.from(`${CRLF}--${boundary}--${CRLF}`),
  ]);
  return {
    contentType: `multipart/related; type="application/xop+xml"; start="<${rootId}>"; start-info="text/xml"; boundary="${boundary}"`,
    body,
  };
}

/** A parameter of a Content-Type header (`boundary`, `start`), quoted or not. */
export function contentTypeParameter(contentType: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The parts of a multipart body, binary-safe (the zip is not text). */
export function parseMultipart(body: Buffer, contentType: string): MimePart[] {
  const boundary = contentTypeParameter(contentType, 'boundary');
  if (!boundary) throw new Error('multipart without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MimePart[] = [];
  let cursor = body.indexOf(delimiter);
  while (cursor !== -1) {
    const afterDelimiter = cursor + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) break;
    const part = body.subarray(afterDelimiter, next);
    const headerEnd = part.indexOf(`${CRLF}${CRLF}`);
    if (headerEnd !== -1) {
      const headers: Record<string, string> = {};
      for (const line of part.subarray(0, headerEnd).toString('latin1').split(CRLF)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      // The CRLF before the next delimiter belongs to the delimiter, not to the body.
      const end = part.subarray(part.length - 2).toString() === CRLF ? part.length - 2 : part.length;
      parts.push({ headers, body: part.subarray(headerEnd + 4, end) });
    }
    cursor = next;
  }
  return parts;
}

/** `<id>` or `cid:id` → `id`. */
export const contentId = (value: string | undefined) =>
  (value ?? '').replace(/^cid:/, '').replace(/^<|>$/g, '').trim();

/**
 * The SOAP envelope of a message that may be plain XML or MTOM, and its attachments by Content-ID.
 * Servers answer an MTOM request in MTOM too, so the client reads both ways.
 */
export function readSoapMessage(
  body: Buffer,
  contentType: string,
): { xml: string; attachments: Map<string, Buffer> } {
  if (!/^multipart\/related/i.test(contentType))
    return { xml: body.toString('utf8'), attachments: new Map() };
  const parts = parseMultipart(body, contentType);
  const start = contentId(contentTypeParameter(contentType, 'start'));
  const root = parts.find((p) => start && contentId(p.headers['content-id']) === start) ?? parts[0];
  if (!root) throw new Error('multipart/related without parts');
  const attachments = new Map(
    parts.filter((p) => p !== root).map((p) => [contentId(p.headers['content-id']), p.body] as const),
  );
  return { xml: root.body.toString('utf8'), attachments };
}

/** XOP processing: each `<xop:Include href="cid:…"/>` becomes the base64 of its part, as on the wire. */
export function inlineXopIncludes(xml: string, attachments: Map<string, Buffer>): string {
  return xml.replace(
    /<([\w.-]+:)?Include\b[^>]*\bhref="([^"]+)"[^>]*?(?:\/>|>\s*<\/\1?Include>)/g,
    (_whole, _prefix: string | undefined, href: string) => {
      const part = attachments.get(contentId(href));
      if (!part) throw new Error(`Missing MTOM part ${href}`);
      return part.toString('base64');
    },
  );
}
