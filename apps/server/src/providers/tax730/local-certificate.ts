import { generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

export interface LocalKeyPair {
  /** X.509 PEM, what the local Sistema TS publishes in place of SanitelCF. */
  certificatePem: string;
  privateKey: KeyObject;
}

/**
 * A key pair and a self-signed certificate for the local Sistema TS, made at start: it decrypts what
 * clients encrypt with its certificate exactly as the real service does with SanitelCF's key.
 * node:crypto makes the keys; node-forge only assembles and signs the certificate, which Node cannot.
 */
export async function generateLocalCertificate(
  options: { bits?: number; validFrom?: Date; validTo?: Date; commonName?: string } = {},
): Promise<LocalKeyPair> {
  // 1024 bits like SanitelCF's: a 2048-bit ciphertext is 344 base64 characters, past the 256 that
  // the schemas allow a codice fiscale (cfType), so the real service could not take it either.
  const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: options.bits ?? 1024,
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }) as string);
  // A positive serial in minimal DER: 16 bytes, the first 0x01–0x7f. (An odd number of hex digits
  // led by '0' became a leading 0x00 byte, which OpenSSL refuses as "illegal padding" at times.)
  const serial = forge.random.getBytesSync(16);
  const first = (serial.charCodeAt(0) & 0x7f) | 0x01;
  cert.serialNumber = forge.util.bytesToHex(String.fromCharCode(first) + serial.slice(1));
  const validFrom = options.validFrom ?? new Date(Date.now() - 60_000);
  cert.validity.notBefore = validFrom;
  cert.validity.notAfter = options.validTo ?? new Date(validFrom.getTime() + 3 * 365 * 86_400_000);
  const name = [
    { name: 'countryName', value: 'IT' },
    { name: 'organizationName', value: 'Studiolo' },
    { name: 'commonName', value: options.commonName ?? 'SanitelCF locale' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  const signingKey = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }) as string,
  );
  cert.sign(signingKey, forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), privateKey };
}
