import forge from 'node-forge';
import {
  algorithm,
  boolean,
  bufferOf,
  children,
  derOf,
  generalizedTime,
  integer,
  octets,
  oid,
  oidOf,
  parseDer,
  readGeneralizedTime,
  seq,
  text,
  type Asn1,
} from '../../signing/asn1';
import { OIDS, tlv } from '../../signing/cms';
import { TimestampError } from './port';

/**
 * The messages of RFC 3161 (Time-Stamp Protocol): the request a client POSTs as
 * application/timestamp-query, the response (application/timestamp-reply) and the token's TSTInfo.
 * Only SHA-256 imprints are asked for and granted.
 */

const { Type } = forge.asn1;

export interface TimestampRequest {
  /** The SHA-256 digest to timestamp. */
  digest: Buffer;
  /** A random number echoed in the token: it ties the answer to this request. */
  nonce?: bigint;
  /** Whether the token should carry the authority's certificate. */
  certReq: boolean;
}

const bigintOf = (bytes: Buffer) => (bytes.length ? BigInt(`0x${bytes.toString('hex')}`) : 0n);
const bytesOfBigint = (value: bigint) => {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
};

export const messageImprint = (digest: Buffer) => seq(algorithm(OIDS.sha256), octets(digest));

/** TimeStampReq's DER: version 1, a SHA-256 imprint, the nonce, certReq. */
export function timestampRequest(request: TimestampRequest): Buffer {
  return derOf(
    seq(
      integer(1),
      messageImprint(request.digest),
      ...(request.nonce === undefined ? [] : [integer(bytesOfBigint(request.nonce))]),
      boolean(request.certReq),
    ),
  );
}

/** A request as received; a TimestampError for one that is not an RFC 3161 SHA-256 request. */
export function readTimestampRequest(der: Buffer): TimestampRequest {
  let fields: Asn1[];
  try {
    fields = children(parseDer(der));
  } catch (error) {
    throw new TimestampError(`not a TimeStampReq: ${String(error)}`);
  }
  const [version, imprint, ...optional] = fields;
  const [hash, digest] = children(imprint);
  if (bigintOf(bufferOf(version)) !== 1n || !digest) throw new TimestampError('not a TimeStampReq v1');
  if (oidOf(children(hash)[0]) !== OIDS.sha256 || bufferOf(digest).length !== 32)
    throw new TimestampError('only SHA-256 imprints are timestamped');
  const nonce = optional.find((node) => node.type === Type.INTEGER);
  const certReq = optional.find((node) => node.type === Type.BOOLEAN);
  return {
    digest: bufferOf(digest),
    nonce: nonce ? bigintOf(bufferOf(nonce)) : undefined,
    certReq: text(certReq) === '\xff',
  };
}

/** PKIStatus: granted; rejection (with a PKIFailureInfo bit). */
export const GRANTED = 0;
export const REJECTION = 2;
/** PKIFailureInfo's bits. */
export const FAILURE = { badAlg: 0, badRequest: 2, badDataFormat: 5 } as const;

/** TimeStampResp's DER: the status and, when granted, the token as it was made. */
export function timestampResponse(
  answer:
    { status: typeof GRANTED; token: Buffer } | { status: typeof REJECTION; reason: string; failure: number },
): Buffer {
  if (answer.status === GRANTED) return tlv(0x30, derOf(seq(integer(GRANTED))), answer.token);
  // A named BIT STRING in DER: no trailing zero bits, so the failure's bit is the last one.
  const failInfo = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    Type.BITSTRING,
    false,
    String.fromCharCode(7 - answer.failure, 0x80 >> answer.failure),
  );
  const freeText = seq(forge.asn1.create(forge.asn1.Class.UNIVERSAL, Type.UTF8, false, answer.reason));
  return derOf(seq(seq(integer(REJECTION), freeText, failInfo)));
}

/** The DER elements inside a constructed value, byte for byte. */
function elementsOf(der: Buffer): Buffer[] {
  const element = (at: number) => {
    const first = der[at + 1]!;
    const lengthBytes = first & 0x80 ? first & 0x7f : 0;
    let length = lengthBytes ? 0 : first;
    for (let n = 0; n < lengthBytes; n++) length = length * 256 + der[at + 2 + n]!;
    return { header: 2 + lengthBytes, end: at + 2 + lengthBytes + length };
  };
  const outer = element(0);
  if (outer.end > der.length) throw new TimestampError('a truncated answer');
  const items: Buffer[] = [];
  for (let at = outer.header; at < outer.end;) {
    const { end } = element(at);
    if (end > outer.end) throw new TimestampError('a truncated answer');
    items.push(der.subarray(at, end));
    at = end;
  }
  return items;
}

/** The token of a granted response (as the authority encoded it), or why there is none. */
export function tokenOfResponse(der: Buffer): Buffer {
  let status: Asn1[];
  let token: Buffer | undefined;
  try {
    const [statusInfo, rest] = elementsOf(der);
    status = children(parseDer(statusInfo!));
    token = rest;
  } catch (error) {
    throw new TimestampError(`not a TimeStampResp: ${String(error)}`);
  }
  const code = Number(bigintOf(bufferOf(status[0])));
  if (code !== GRANTED && code !== 1) {
    const reason = children(status[1]).map(text).join(' ');
    throw new TimestampError(
      `the time-stamping authority refused (status ${code}${reason ? `: ${forge.util.decodeUtf8(reason)}` : ''})`,
    );
  }
  if (!token) throw new TimestampError('the time-stamping authority granted no token');
  return token;
}

export interface TimestampInfo {
  policy: string;
  /** The imprint's hash algorithm (OID) and digest. */
  hashAlgorithm: string;
  digest: Buffer;
  serialNumber: bigint;
  time: Date;
  nonce?: bigint;
}

export interface ReadToken {
  /** The SignedData's fields (RFC 5652), to check its signature. */
  signedData: Asn1[];
  /** The encapsulated TSTInfo's DER: what the authority signed. */
  content: Buffer;
  info: TimestampInfo;
}

/** A TimeStampToken's TSTInfo and signed data; a TimestampError when it is not one. */
export function readTimestampToken(token: Buffer): ReadToken {
  try {
    const [type, wrapped] = children(parseDer(token));
    if (oidOf(type) !== OIDS.signedData) throw new Error('not a SignedData');
    const signedData = children(children(wrapped)[0]);
    const [eContentType, eContent] = children(signedData[2]);
    if (oidOf(eContentType) !== OIDS.tstInfo) throw new Error('its content is not a TSTInfo');
    const content = bufferOf(children(eContent)[0]);
    const [, policy, imprint, serial, genTime, ...optional] = children(parseDer(content));
    const [hash, digest] = children(imprint);
    const nonce = optional.find((node) => node.tagClass === 0 && node.type === Type.INTEGER);
    return {
      signedData,
      content,
      info: {
        policy: oidOf(policy),
        hashAlgorithm: oidOf(children(hash)[0]),
        digest: bufferOf(digest),
        serialNumber: bigintOf(bufferOf(serial)),
        time: readGeneralizedTime(text(genTime)),
        nonce: nonce ? bigintOf(bufferOf(nonce)) : undefined,
      },
    };
  } catch (error) {
    if (error instanceof TimestampError) throw error;
    throw new TimestampError(`not a TimeStampToken: ${String(error)}`);
  }
}

/** TSTInfo's DER (RFC 3161 §2.4.2): version 1, the policy, the imprint, serial, time, the nonce. */
export function tstInfo(fields: Omit<TimestampInfo, 'hashAlgorithm'>): Buffer {
  return derOf(
    seq(
      integer(1),
      oid(fields.policy),
      messageImprint(fields.digest),
      integer(bytesOfBigint(fields.serialNumber)),
      generalizedTime(fields.time),
      ...(fields.nonce === undefined ? [] : [integer(bytesOfBigint(fields.nonce))]),
    ),
  );
}
