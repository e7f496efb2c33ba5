import { createHash, randomBytes, sign } from 'node:crypto';
import forge from 'node-forge';
import { OIDS, nativeKey, signedData } from '../../signing/cms';
import { certificateDer, type SealKey } from '../../signing/keys';
import { TimestampError, type TimestampPort } from './port';
import {
  FAILURE,
  GRANTED,
  REJECTION,
  readTimestampRequest,
  timestampResponse,
  tstInfo,
  type TimestampRequest,
} from './rfc3161';

/**
 * The installation's own RFC 3161 time-stamping authority, the default when TIMESTAMP_URL is not
 * set: it signs each TSTInfo with the installation's key (the one of its self-signed seal,
 * signing/certificate.ts) under a certificate of its own for that key, made from it the same way
 * on every server (so a fleet's tokens name one authority): 'CN=Studiolo time-stamping authority –
 * <host>', extended key usage timeStamping only and critical, as RFC 3161 §2.3 requires. Its time
 * is the server's clock: it proves when the server says, not what a trusted third party attests
 * (docs/decisions/025). `respond` answers a request as a TSA's HTTP endpoint does.
 */

/** The authority's policy: an OID under 2.25 (X.667, a UUID as an integer), ours by construction. */
export const LOCAL_TIMESTAMP_POLICY = '2.25.18406463201493630814642479674482628988';

export interface LocalTimestampAuthority extends TimestampPort {
  readonly kind: 'local';
  /** An RFC 3161 request (DER) answered with a TimeStampResp (DER): granted, or why not. */
  respond(request: Buffer): Promise<Buffer>;
  /** The authority's certificate, which checks its tokens. */
  certificate(): Promise<forge.pki.Certificate>;
}

/** The authority's certificate for `key`: the same bytes every time for the same key. */
export function timestampCertificate(key: SealKey, installation: string): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.rsa.setPublicKey(key.privateKey.n, key.privateKey.e);
  const serial = createHash('sha256').update('timestamp-authority').update(certificateDer(key.certificate));
  const bytes = serial.digest().subarray(0, 16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  cert.serialNumber = bytes.toString('hex');
  cert.validity.notBefore = key.certificate.validity.notBefore;
  cert.validity.notAfter = key.certificate.validity.notAfter;
  const subject = [
    {
      name: 'commonName',
      value: `Studiolo time-stamping authority – ${installation}`,
      valueTagClass: forge.asn1.Type.UTF8,
    },
    { name: 'organizationName', value: 'Studiolo', valueTagClass: forge.asn1.Type.UTF8 },
    // @types/node-forge types valueTagClass as a Class; forge takes the value's Type there.
  ] as unknown as forge.pki.CertificateField[];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', timeStamping: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  // Signed as forge's cert.sign would, by Node's crypto (forge's RSA takes a second on a busy machine).
  cert.signatureOid = cert.siginfo.algorithmOid = forge.pki.oids.sha256WithRSAEncryption!;
  // forge's own (untyped in @types/node-forge): the TBSCertificate that cert.sign would sign.
  const { getTBSCertificate } = forge.pki as unknown as {
    getTBSCertificate: (cert: forge.pki.Certificate) => forge.asn1.Asn1;
  };
  cert.tbsCertificate = getTBSCertificate(cert);
  const tbs = Buffer.from(forge.asn1.toDer(cert.tbsCertificate).getBytes(), 'binary');
  cert.signature = sign('sha256', tbs, nativeKey(key)).toString('binary');
  return cert;
}

export function localTimestampAuthority(deps: {
  /** The installation's key, loaded when first needed. */
  installationKey: () => Promise<SealKey>;
  installation: string;
  now?: () => Date;
}): LocalTimestampAuthority {
  const now = deps.now ?? (() => new Date());
  let signer: Promise<SealKey> | undefined;
  const signerKey = () => {
    signer ??= deps.installationKey().then((key) => ({
      source: key.source,
      privateKey: key.privateKey,
      certificate: timestampCertificate(key, deps.installation),
      chain: [],
    }));
    signer.catch(() => (signer = undefined));
    return signer;
  };

  const token = async (request: TimestampRequest) =>
    signedData(await signerKey(), {
      content: tstInfo({
        policy: LOCAL_TIMESTAMP_POLICY,
        digest: request.digest,
        serialNumber: BigInt(`0x${randomBytes(16).toString('hex')}`),
        time: now(),
        nonce: request.nonce,
      }),
      contentType: OIDS.tstInfo,
      encapsulate: true,
      withCertificates: request.certReq,
    });

  return {
    kind: 'local',
    async timestamp(digest) {
      if (digest.length !== 32) throw new TimestampError('only SHA-256 digests are timestamped');
      return token({ digest, certReq: true });
    },
    async respond(der) {
      let request: TimestampRequest;
      try {
        request = readTimestampRequest(der);
      } catch (error) {
        const reason = (error as Error).message;
        const failure = /SHA-256/.test(reason) ? FAILURE.badAlg : FAILURE.badDataFormat;
        return timestampResponse({ status: REJECTION, reason, failure });
      }
      return timestampResponse({ status: GRANTED, token: await token(request) });
    },
    certificate: async () => (await signerKey()).certificate,
  };
}
