import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { OIDS, derOf, issuerAndSerial } from './cms';
import { subjectOf } from './keys';

/**
 * Checks a sealed PDF as a validator would, with no trust decision (a self-signed installation
 * certificate is fine): one signature whose /ByteRange covers the whole file except its /Contents
 * hole, a CMS SignedData in that hole whose signer's certificate is in it, signed attributes
 * signed by that certificate's key, and a message-digest equal to the SHA-256 of the byte range.
 * Any byte changed anywhere else in the file, or appended to it, makes it fail.
 */

export interface SealVerification {
  valid: boolean;
  /** Why not valid. */
  reason?: string;
  subFilter?: string;
  byteRange?: [number, number, number, number];
  /** The range is the whole file but for the signature's own hex string. */
  coversWholeFile?: boolean;
  /** The sealing certificate's subject, 'CN=…, O=…'. */
  signerSubject?: string;
  /** SHA-256 fingerprint (hex) of the sealing certificate. */
  certificateSha256?: string;
  /** The signature dictionary's /M. */
  signingTime?: Date;
}

const latin1 = (pdf: Uint8Array) =>
  Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');

/** /M (D:20261125213012Z or D:20261125213012+01'00') as a date. */
function pdfDate(value: string | undefined): Date | undefined {
  const m = value?.match(/^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(Z|[+-]\d{2}'?\d{2}'?)?/);
  if (!m) return undefined;
  const zone = !m[7] || m[7] === 'Z' ? 'Z' : `${m[7].slice(0, 3)}:${m[7].replace(/'/g, '').slice(3, 5)}`;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${zone}`);
}

type Asn1 = forge.asn1.Asn1;
/** forge reads the DER's first value and ignores the zeros padding the /Contents hole after it. */
const fromDer = forge.asn1.fromDer as unknown as (
  bytes: forge.util.ByteStringBuffer,
  options: { parseAllBytes: boolean },
) => Asn1;
const children = (node: Asn1 | undefined): Asn1[] => (Array.isArray(node?.value) ? node.value : []);
const text = (node: Asn1 | undefined): string => (typeof node?.value === 'string' ? node.value : '');

export function verifySealedPdf(pdf: Uint8Array): SealVerification {
  const file = latin1(pdf);
  const ranges = [...file.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  if (ranges.length !== 1) {
    return { valid: false, reason: ranges.length ? 'more than one signature' : 'no signature (/ByteRange)' };
  }
  const match = ranges[0]!;
  const byteRange = match.slice(1, 5).map(Number) as [number, number, number, number];
  const [start, holeStart, holeEnd, tail] = [byteRange[0], byteRange[1], byteRange[2], byteRange[3]];
  // The signature dictionary around the /ByteRange: the SubFilter and /M sit in it.
  const dictionary = file.slice(file.lastIndexOf('<<', match.index), file.indexOf('>>', holeEnd) + 2);
  const subFilter = dictionary.match(/\/SubFilter\s*\/([A-Za-z0-9.#]+)/)?.[1];
  const signingTime = pdfDate(dictionary.match(/\/M\s*\((D:[^)]*)\)/)?.[1]);
  const base = { subFilter, byteRange, signingTime };

  const hole = file.slice(holeStart, holeEnd);
  const coversWholeFile =
    start === 0 &&
    holeStart < holeEnd &&
    holeEnd + tail === pdf.length &&
    /^<[0-9A-Fa-f]*>$/.test(hole) &&
    /\/Contents\s*$/.test(file.slice(0, holeStart));
  if (!coversWholeFile) {
    return { ...base, valid: false, coversWholeFile, reason: 'the byte range does not cover the whole file' };
  }

  let signedData: Asn1[];
  try {
    const der = forge.util.hexToBytes(hole.slice(1, -1));
    const contentInfo = fromDer(forge.util.createBuffer(der), { parseAllBytes: false });
    const [type, content] = children(contentInfo);
    if (forge.asn1.derToOid(text(type)) !== OIDS.signedData) throw new Error('not a SignedData');
    signedData = children(children(content)[0]);
  } catch (error) {
    return {
      ...base,
      valid: false,
      coversWholeFile,
      reason: `the signature is not a CMS SignedData: ${String(error)}`,
    };
  }

  const certificates = signedData
    .filter((node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 0)
    .flatMap(children)
    .map((node) => forge.pki.certificateFromAsn1(node));
  const signerInfos = children(signedData.at(-1));
  if (signerInfos.length !== 1)
    return { ...base, valid: false, coversWholeFile, reason: 'not exactly one signer' };
  const signerInfo = children(signerInfos[0]);
  const [, sid] = signerInfo;
  const certificate = certificates.find((cert) => {
    const { issuer, serial } = issuerAndSerial(cert);
    return derOf(issuer).equals(derOf(children(sid)[0]!)) && derOf(serial).equals(derOf(children(sid)[1]!));
  });
  if (!certificate) {
    return {
      ...base,
      valid: false,
      coversWholeFile,
      reason: "the signer's certificate is not in the signature",
    };
  }
  const certificateDer = derOf(forge.pki.certificateToAsn1(certificate));
  const found = {
    ...base,
    coversWholeFile,
    signerSubject: subjectOf(certificate),
    certificateSha256: createHash('sha256').update(certificateDer).digest('hex'),
  };

  const attributes = signerInfo.find(
    (node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 0,
  );
  if (!attributes) return { ...found, valid: false, reason: 'no signed attributes' };
  const attribute = (type: string) =>
    children(attributes).find((node) => forge.asn1.derToOid(text(children(node)[0])) === type);
  const valueOf = (type: string) => text(children(children(attribute(type))[1])[0]);

  const content = Buffer.concat([pdf.subarray(start, holeStart), pdf.subarray(holeEnd, holeEnd + tail)]);
  const digest = createHash('sha256').update(content).digest().toString('binary');
  if (valueOf(OIDS.messageDigest) !== digest) {
    return { ...found, valid: false, reason: 'the document was changed after sealing (message digest)' };
  }
  // Signed: the attributes encoded as a SET (tag 0x31 instead of their [0]).
  const signedBytes = derOf(attributes);
  signedBytes[0] = 0x31;
  const signature = text(signerInfo.at(-1));
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  let verified = false;
  try {
    const md = forge.md.sha256.create();
    md.update(signedBytes.toString('binary'));
    verified = publicKey.verify(md.digest().getBytes(), signature);
  } catch {
    verified = false;
  }
  if (!verified) return { ...found, valid: false, reason: 'the signature does not match the certificate' };

  const essCertId = children(children(children(children(attribute(OIDS.signingCertificateV2))[1])[0])[0])[0];
  if (subFilter === 'ETSI.CAdES.detached') {
    const hash = text(children(essCertId)[0]);
    if (hash !== createHash('sha256').update(certificateDer).digest().toString('binary')) {
      return { ...found, valid: false, reason: 'signing-certificate-v2 does not name the certificate' };
    }
    if (attribute(OIDS.signingTime)) return { ...found, valid: false, reason: 'PAdES forbids signing-time' };
  }
  return { ...found, valid: true };
}
