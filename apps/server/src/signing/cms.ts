import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { TimestampPort } from '../providers/timestamp/port';
import {
  algorithm,
  attribute,
  derOf,
  integer,
  octets,
  oid,
  seq,
  set,
  sortedForSet,
  tagged,
  type Asn1,
} from './asn1';
import type { SealKey } from './keys';

/**
 * The CMS (PKCS#7) signatures Studiolo makes (RFC 5652), built with node-forge's ASN.1 and signed
 * by Node's crypto:
 * - the seal of a PDF, PAdES baseline B-T (ETSI EN 319 142-1, SubFilter ETSI.CAdES.detached): a
 *   detached SignedData over the PDF's byte range whose signed attributes are exactly content-type,
 *   message-digest (SHA-256) and signing-certificate-v2 (the SHA-256 of the sealing certificate,
 *   binding it to the signature), and whose unsigned attribute signature-time-stamp carries an RFC
 *   3161 token over the signature value. PAdES forbids the signing-time attribute: the time is the
 *   timestamp's (and the dictionary's /M). @signpdf/signer-p12 cannot be used for this: it adds
 *   signing-time and no signing-certificate-v2, a plain adbe.pkcs7.detached signature
 *   (docs/decisions/014-document-seal.md, 025-simple-electronic-signature.md);
 * - the local time-stamping authority's tokens (providers/timestamp/local.ts): a SignedData
 *   encapsulating a TSTInfo, with the same signed attributes (RFC 5816's ESSCertIDv2).
 */

const { pki } = forge;

export const OIDS = {
  data: pki.oids.data!,
  signedData: pki.oids.signedData!,
  sha256: pki.oids.sha256!,
  sha256WithRSAEncryption: pki.oids.sha256WithRSAEncryption!,
  contentType: pki.oids.contentType!,
  messageDigest: pki.oids.messageDigest!,
  signingTime: pki.oids.signingTime!,
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  /** id-ct-TSTInfo: what an RFC 3161 token's SignedData encapsulates. */
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  /** id-aa-signatureTimeStampToken: the unsigned attribute of a B-T signature. */
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
};

/** Tag, DER length and contents: how the signature is assembled around bytes kept as they came. */
export function tlv(tag: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  const length: number[] = [];
  for (let n = body.length; n > 0; n >>= 8) length.unshift(n & 0xff);
  const header = body.length < 0x80 ? [tag, body.length] : [tag, 0x80 | length.length, ...length];
  return Buffer.concat([Buffer.from(header), body]);
}
const SEQUENCE = 0x30;
const SET = 0x31;
const CONTEXT_0 = 0xa0;
const CONTEXT_1 = 0xa1;

/** The issuer and serial number of a certificate, as encoded in it (never re-encoded). */
export function issuerAndSerial(cert: forge.pki.Certificate): { issuer: Asn1; serial: Asn1 } {
  const tbs = pki.certificateToAsn1(cert).value[0] as Asn1;
  const fields = tbs.value as Asn1[];
  // TBSCertificate: [0] version (optional), serialNumber, signature, issuer, …
  const offset = fields[0]!.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: fields[offset]!, issuer: fields[offset + 2]! };
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** The signed attributes, each once, sorted as DER wants. */
function signedAttributes(contentType: string, contentDigest: Buffer, key: SealKey): Asn1[] {
  const cert = key.certificate;
  const { issuer, serial } = issuerAndSerial(cert);
  // ESSCertIDv2 with the default hash algorithm (SHA-256, hence omitted) and IssuerSerial
  // (GeneralNames holding the issuer as a directoryName, [4] explicit).
  const essCertId = seq(
    octets(sha256(derOf(pki.certificateToAsn1(cert)))),
    seq(seq(forge.asn1.create(forge.asn1.Class.CONTEXT_SPECIFIC, 4, true, [issuer])), serial),
  );
  return sortedForSet([
    attribute(OIDS.contentType, oid(contentType)),
    attribute(OIDS.messageDigest, octets(contentDigest)),
    attribute(OIDS.signingCertificateV2, seq(seq(essCertId))),
  ]);
}

/** The key as Node's crypto holds it (RSASSA-PKCS1-v1_5 natively, not in JavaScript), made once. */
const nativeKeys = new WeakMap<SealKey, KeyObject>();
export function nativeKey(key: SealKey): KeyObject {
  let native = nativeKeys.get(key);
  if (!native) {
    native = createPrivateKey(forge.pki.privateKeyToPem(key.privateKey));
    nativeKeys.set(key, native);
  }
  return native;
}

export interface SignedDataOptions {
  /** What is signed: the PDF's byte range, or a TSTInfo's DER. */
  content: Buffer;
  contentType: string;
  /** The content inside the SignedData (a timestamp token), or detached (a PDF's seal). */
  encapsulate: boolean;
  /** Whether the signer's certificates go in (a timestamp token carries them only when asked). */
  withCertificates: boolean;
  /** Unsigned attributes (each an Attribute's DER) made from the signature value: its timestamp. */
  unsignedAttributes?: (signatureValue: Buffer) => Promise<Buffer[]>;
}

/** The DER of a CMS ContentInfo holding a SignedData by `key` (its certificates embedded). */
export async function signedData(key: SealKey, options: SignedDataOptions): Promise<Buffer> {
  const { content, contentType } = options;
  const attributes = signedAttributes(contentType, sha256(content), key);
  // The signature covers the attributes encoded as a SET (RFC 5652 §5.4), not as the [0] they
  // are stored with.
  const signature = sign('sha256', derOf(set(...attributes)), nativeKey(key));
  const unsigned = (await options.unsignedAttributes?.(signature)) ?? [];
  const { issuer, serial } = issuerAndSerial(key.certificate);
  const signerInfo = tlv(
    SEQUENCE,
    derOf(integer(1)),
    derOf(seq(issuer, serial)),
    derOf(algorithm(OIDS.sha256)),
    derOf(tagged(0, attributes)),
    derOf(algorithm(OIDS.sha256WithRSAEncryption)),
    derOf(octets(signature)),
    // Kept byte for byte as the authority made them: [1] IMPLICIT SET OF Attribute.
    ...(unsigned.length ? [tlv(CONTEXT_1, ...[...unsigned].sort(Buffer.compare))] : []),
  );
  const encapsulated = tlv(
    SEQUENCE,
    derOf(oid(contentType)),
    ...(options.encapsulate ? [tlv(CONTEXT_0, derOf(octets(content)))] : []),
  );
  const certificates = [key.certificate, ...key.chain].map((cert) => derOf(pki.certificateToAsn1(cert)));
  const body = tlv(
    SEQUENCE,
    // Version 3 when the content is not id-data (RFC 5652 §5.1).
    derOf(integer(contentType === OIDS.data ? 1 : 3)),
    derOf(set(algorithm(OIDS.sha256))),
    encapsulated,
    ...(options.withCertificates ? [tlv(CONTEXT_0, ...certificates)] : []),
    tlv(SET, signerInfo),
  );
  return tlv(SEQUENCE, derOf(oid(OIDS.signedData)), tlv(CONTEXT_0, body));
}

/** The signature-time-stamp attribute holding `token` (a TimeStampToken's DER, as received). */
export const signatureTimestampAttribute = (token: Buffer) =>
  tlv(SEQUENCE, derOf(oid(OIDS.signatureTimeStampToken)), tlv(SET, token));

/**
 * The DER of a detached CMS SignedData of `content` by `key`, timestamped by `timestamp` over its
 * signature value (PAdES B-T).
 */
export function cadesDetachedSignature(
  content: Buffer,
  key: SealKey,
  timestamp: Pick<TimestampPort, 'timestamp'>,
): Promise<Buffer> {
  return signedData(key, {
    content,
    contentType: OIDS.data,
    encapsulate: false,
    withCertificates: true,
    unsignedAttributes: async (signature) => [
      signatureTimestampAttribute(await timestamp.timestamp(sha256(signature))),
    ],
  });
}

/** The seal as @signpdf/signpdf's Signer. */
export class CadesSigner extends Signer {
  constructor(
    private readonly key: SealKey,
    private readonly timestamp: Pick<TimestampPort, 'timestamp'>,
  ) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    return cadesDetachedSignature(content, this.key, this.timestamp);
  }
}
