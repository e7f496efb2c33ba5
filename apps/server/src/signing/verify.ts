import { createHash, verify } from 'node:crypto';
import forge from 'node-forge';
import { readTimestampToken } from '../providers/timestamp/rfc3161';
import { bufferOf, children, derOf, oidOf, parseDer, taggedChild, type Asn1 } from './asn1';
import { OIDS, issuerAndSerial, sha256 } from './cms';
import { subjectOf } from './keys';

/**
 * Checks a sealed PDF as a validator would, with no trust decision (a self-signed installation
 * certificate is fine): one signature whose /ByteRange covers the whole file except its /Contents
 * hole, a CMS SignedData in that hole whose signer's certificate is in it, signed attributes
 * signed by that certificate's key, a message-digest equal to the SHA-256 of the byte range, and
 * the signature's RFC 3161 timestamp (PAdES B-T): a token signed by its authority whose imprint is
 * the SHA-256 of the signature value. Any byte changed anywhere else in the file, or appended to
 * it, makes it fail.
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
  /** The sealing certificate is its own issuer (the installation's, not a certification authority's). */
  selfSigned?: boolean;
  /** SHA-256 fingerprint (hex) of the sealing certificate. */
  certificateSha256?: string;
  /** The signature dictionary's /M. */
  signingTime?: Date;
  /** The signature's timestamp, when it has one (PAdES B-T). */
  timestamp?: {
    /** The token's DER, as embedded. */
    token: Buffer;
    /** TSTInfo's genTime. */
    time: Date;
    /** The authority's certificate subject, when the token carries it. */
    authority?: string;
    /** The imprint's digest: the SHA-256 of the signature value. */
    imprint: Buffer;
  };
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

type SignedDataCheck =
  | { valid: false; reason: string; certificate?: forge.pki.Certificate }
  | { valid: true; certificate: forge.pki.Certificate; signerInfo: Asn1[]; signatureValue: Buffer };

/** The digests a signer may use (a time-stamping authority's choice), by OID. */
const DIGESTS: Record<string, string> = {
  [OIDS.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/**
 * A CMS SignedData's one signer over `content`: its certificate (RSA) found in the SignedData by
 * issuer and serial, the message-digest equal to the content's digest, the content-type attribute
 * `contentType`, and the signed attributes' signature verified with the certificate's key. With
 * `pades`, PAdES's rules too: signing-certificate-v2 names the certificate, no signing-time.
 */
export function checkSignedData(
  signedData: Asn1[],
  content: Buffer,
  { contentType, pades }: { contentType: string; pades: boolean },
): SignedDataCheck {
  // node-forge reads RSA certificates only: another (an authority's EC one) is not found.
  const certificates = children(taggedChild(signedData, 0)).flatMap((node) => {
    try {
      return [forge.pki.certificateFromAsn1(node)];
    } catch {
      return [];
    }
  });
  const signerInfos = children(signedData.at(-1));
  if (signerInfos.length !== 1) return { valid: false, reason: 'not exactly one signer' };
  const signerInfo = children(signerInfos[0]);
  const [, sid] = signerInfo;
  const certificate = certificates.find((cert) => {
    const { issuer, serial } = issuerAndSerial(cert);
    return derOf(issuer).equals(derOf(children(sid)[0]!)) && derOf(serial).equals(derOf(children(sid)[1]!));
  });
  if (!certificate) return { valid: false, reason: "the signer's certificate is not in the signature" };

  const attributes = taggedChild(signerInfo, 0);
  if (!attributes) return { valid: false, certificate, reason: 'no signed attributes' };
  const attribute = (type: string) => children(attributes).find((node) => oidOf(children(node)[0]) === type);
  const valueOf = (type: string) => children(children(attribute(type))[1])[0];
  const digest = DIGESTS[oidOf(children(signerInfo[2])[0])];
  if (!digest) return { valid: false, certificate, reason: 'an unknown digest algorithm' };
  if (!bufferOf(valueOf(OIDS.messageDigest)).equals(createHash(digest).update(content).digest())) {
    return { valid: false, certificate, reason: 'the content was changed after signing (message digest)' };
  }
  if (oidOf(valueOf(OIDS.contentType)) !== contentType)
    return { valid: false, certificate, reason: 'the content-type attribute names another content' };
  // Signed: the attributes encoded as a SET (tag 0x31 instead of their [0]).
  const signedBytes = derOf(attributes);
  signedBytes[0] = 0x31;
  const signatureValue = signerInfo.find((node) => node.type === forge.asn1.Type.OCTETSTRING);
  const publicKey = forge.pki.publicKeyToPem(certificate.publicKey);
  let verified = false;
  try {
    verified = verify(digest, signedBytes, publicKey, bufferOf(signatureValue));
  } catch {
    verified = false;
  }
  if (!verified) return { valid: false, certificate, reason: 'the signature does not match the certificate' };
  if (!pades) return { valid: true, certificate, signerInfo, signatureValue: bufferOf(signatureValue) };

  // signing-certificate-v2 names the signer's certificate by its SHA-256.
  const essCertId = children(children(children(children(attribute(OIDS.signingCertificateV2))[1])[0])[0])[0];
  const certificateDer = derOf(forge.pki.certificateToAsn1(certificate));
  if (!bufferOf(children(essCertId)[0]).equals(sha256(certificateDer))) {
    return { valid: false, certificate, reason: 'signing-certificate-v2 does not name the certificate' };
  }
  if (attribute(OIDS.signingTime)) return { valid: false, certificate, reason: 'PAdES forbids signing-time' };
  return { valid: true, certificate, signerInfo, signatureValue: bufferOf(signatureValue) };
}

/** The signature-time-stamp of a signer: its token checked, over the signature value. */
function checkTimestamp(
  signerInfo: Asn1[],
  signatureValue: Buffer,
): { timestamp?: SealVerification['timestamp']; reason?: string } {
  const unsigned = taggedChild(signerInfo, 1);
  const stamp = children(unsigned).find((node) => oidOf(children(node)[0]) === OIDS.signatureTimeStampToken);
  if (!stamp) return {};
  const token = derOf(children(children(stamp)[1])[0]!);
  let read: ReturnType<typeof readTimestampToken>;
  try {
    read = readTimestampToken(token);
  } catch (error) {
    return { reason: `the timestamp is not a TimeStampToken: ${(error as Error).message}` };
  }
  const { info } = read;
  const checked = checkSignedData(read.signedData, read.content, { contentType: OIDS.tstInfo, pades: false });
  const timestamp = {
    token,
    time: info.time,
    authority: checked.certificate && subjectOf(checked.certificate),
    imprint: info.digest,
  };
  if (!checked.valid) return { timestamp, reason: `the timestamp's signature: ${checked.reason}` };
  if (info.hashAlgorithm !== OIDS.sha256 || !info.digest.equals(sha256(signatureValue)))
    return { timestamp, reason: 'the timestamp is not over the signature value' };
  return { timestamp };
}

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
    const contentInfo = parseDer(Buffer.from(hole.slice(1, -1), 'hex'));
    const [type, content] = children(contentInfo);
    if (oidOf(type) !== OIDS.signedData) throw new Error('not a SignedData');
    signedData = children(children(content)[0]);
  } catch (error) {
    return {
      ...base,
      valid: false,
      coversWholeFile,
      reason: `the signature is not a CMS SignedData: ${String(error)}`,
    };
  }

  const content = Buffer.concat([pdf.subarray(start, holeStart), pdf.subarray(holeEnd, holeEnd + tail)]);
  const checked = checkSignedData(signedData, content, {
    contentType: OIDS.data,
    pades: subFilter === 'ETSI.CAdES.detached',
  });
  const found = {
    ...base,
    coversWholeFile,
    ...(checked.certificate && {
      signerSubject: subjectOf(checked.certificate),
      selfSigned: checked.certificate.isIssuer(checked.certificate),
      certificateSha256: createHash('sha256')
        .update(derOf(forge.pki.certificateToAsn1(checked.certificate)))
        .digest('hex'),
    }),
  };
  if (!checked.valid) {
    const reason = checked.reason.replace(
      'the content was changed after signing',
      'the document was changed after sealing',
    );
    return { ...found, valid: false, reason };
  }
  const { timestamp, reason } = checkTimestamp(checked.signerInfo, checked.signatureValue);
  if (reason) return { ...found, timestamp, valid: false, reason };
  return { ...found, timestamp, valid: true };
}
