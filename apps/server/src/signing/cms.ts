import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { SealKey } from './keys';

/**
 * The CMS (PKCS#7) signature of a PAdES baseline B-B seal (ETSI EN 319 142-1, SubFilter
 * ETSI.CAdES.detached): a detached SignedData over the PDF's byte range whose signed attributes
 * are exactly content-type, message-digest (SHA-256) and signing-certificate-v2 (the SHA-256 of
 * the sealing certificate, binding it to the signature). PAdES forbids the signing-time
 * attribute: the time is the signature dictionary's /M. @signpdf/signer-p12 cannot be used for
 * this: it adds signing-time and no signing-certificate-v2, which is a plain adbe.pkcs7.detached
 * signature (docs/decisions/014-document-seal.md).
 *
 * It plugs into @signpdf/signpdf as its Signer, which places the placeholder's byte range.
 */

const { asn1, pki } = forge;
const { Class, Type } = asn1;
type Asn1 = forge.asn1.Asn1;

export const OIDS = {
  data: pki.oids.data!,
  signedData: pki.oids.signedData!,
  sha256: pki.oids.sha256!,
  sha256WithRSAEncryption: pki.oids.sha256WithRSAEncryption!,
  contentType: pki.oids.contentType!,
  messageDigest: pki.oids.messageDigest!,
  signingTime: pki.oids.signingTime!,
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

const bytesOf = (value: Buffer) => value.toString('binary');
export const derOf = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

const seq = (...items: Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
const set = (...items: Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
const oid = (value: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
const octets = (value: Buffer) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytesOf(value));
const integer = (value: number) =>
  asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const nothing = () => asn1.create(Class.UNIVERSAL, Type.NULL, false, '');
const algorithm = (id: string) => seq(oid(id), nothing());
const attribute = (type: string, value: Asn1) => seq(oid(type), set(value));

/** DER's SET OF: the elements in the order of their encodings. */
const sortedForSet = (items: Asn1[]) =>
  items
    .map((item) => ({ item, der: derOf(item) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ item }) => item);

/** The issuer and serial number of a certificate, as encoded in it (never re-encoded). */
export function issuerAndSerial(cert: forge.pki.Certificate): { issuer: Asn1; serial: Asn1 } {
  const tbs = pki.certificateToAsn1(cert).value[0] as Asn1;
  const fields = tbs.value as Asn1[];
  // TBSCertificate: [0] version (optional), serialNumber, signature, issuer, …
  const offset = fields[0]!.tagClass === Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: fields[offset]!, issuer: fields[offset + 2]! };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** The signed attributes of a seal, each once, sorted as DER wants. */
function signedAttributes(contentDigest: Buffer, key: SealKey): Asn1[] {
  const cert = key.certificate;
  const { issuer, serial } = issuerAndSerial(cert);
  // ESSCertIDv2 with the default hash algorithm (SHA-256, hence omitted) and IssuerSerial
  // (GeneralNames holding the issuer as a directoryName, [4] explicit).
  const essCertId = seq(
    octets(sha256(derOf(pki.certificateToAsn1(cert)))),
    seq(seq(asn1.create(Class.CONTEXT_SPECIFIC, 4, true, [issuer])), serial),
  );
  return sortedForSet([
    attribute(OIDS.contentType, oid(OIDS.data)),
    attribute(OIDS.messageDigest, octets(contentDigest)),
    attribute(OIDS.signingCertificateV2, seq(seq(essCertId))),
  ]);
}

/** The key as Node's crypto holds it (RSASSA-PKCS1-v1_5 natively, not in JavaScript), made once. */
const nativeKeys = new WeakMap<SealKey, KeyObject>();
function nativeKey(key: SealKey): KeyObject {
  let native = nativeKeys.get(key);
  if (!native) {
    native = createPrivateKey(forge.pki.privateKeyToPem(key.privateKey));
    nativeKeys.set(key, native);
  }
  return native;
}

/** The DER of a detached CMS SignedData of `content` by `key`. */
export function cadesDetachedSignature(content: Buffer, key: SealKey): Buffer {
  const attributes = signedAttributes(sha256(content), key);
  // The signature covers the attributes encoded as a SET (RFC 5652 §5.4), not as the [0] they
  // are stored with.
  const signature = sign('sha256', derOf(set(...attributes)), nativeKey(key));
  const { issuer, serial } = issuerAndSerial(key.certificate);
  const signerInfo = seq(
    integer(1),
    seq(issuer, serial),
    algorithm(OIDS.sha256),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, attributes),
    algorithm(OIDS.sha256WithRSAEncryption),
    octets(signature),
  );
  const certificates = [key.certificate, ...key.chain].map((cert) => pki.certificateToAsn1(cert));
  const signedData = seq(
    integer(1),
    set(algorithm(OIDS.sha256)),
    seq(oid(OIDS.data)),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, certificates),
    set(signerInfo),
  );
  return derOf(seq(oid(OIDS.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])));
}

/** The seal as @signpdf/signpdf's Signer. */
export class CadesSigner extends Signer {
  constructor(private readonly key: SealKey) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    return cadesDetachedSignature(content, this.key);
  }
}
