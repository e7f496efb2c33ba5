import { X509Certificate, constants, privateDecrypt, publicEncrypt, type KeyObject } from 'node:crypto';

/**
 * The Sistema TS wants the codici fiscali and the PIN code encrypted with the public key of its
 * SanitelCF certificate: RSA with PKCS#1 v1.5 padding, then base64 (DM 31 luglio 2015). The padding
 * is random, so the same code never encrypts twice the same: encrypt at send time, never store it.
 */
export interface EncryptionCertificate {
  publicKey: KeyObject;
  /** Bytes of the key (128 for SanitelCF's 1024 bits), which is also the ciphertext's length. */
  keyBytes: number;
  validFrom: Date;
  validTo: Date;
  subject: string;
}

/** A certificate as the kit ships it: PEM, or DER (`SanitelCF.cer` has come in both). */
export function loadCertificate(pemOrDer: string | Uint8Array): EncryptionCertificate {
  const cert = new X509Certificate(typeof pemOrDer === 'string' ? pemOrDer : Buffer.from(pemOrDer));
  const bits = cert.publicKey.asymmetricKeyDetails?.modulusLength;
  if (cert.publicKey.asymmetricKeyType !== 'rsa' || !bits) {
    throw new Error(`The Sistema TS certificate must hold an RSA key (${cert.subject})`);
  }
  return {
    publicKey: cert.publicKey,
    keyBytes: bits / 8,
    validFrom: new Date(cert.validFrom),
    validTo: new Date(cert.validTo),
    subject: cert.subject,
  };
}

/** An expired SanitelCF still encrypts, but the service refuses what it encrypted. */
export function isCertificateValidAt(cert: EncryptionCertificate, at: Date): boolean {
  return at >= cert.validFrom && at <= cert.validTo;
}

/** PKCS#1 v1.5 leaves 11 bytes of a block to the padding. */
const PADDING_BYTES = 11;

/** Encrypts one value (a codice fiscale, the PIN) as the service expects it: base64 of one block. */
export function encryptField(cert: EncryptionCertificate, value: string): string {
  const plain = Buffer.from(value, 'utf8');
  if (plain.length === 0 || plain.length > cert.keyBytes - PADDING_BYTES) {
    throw new Error(`Cannot encrypt ${plain.length} bytes with a ${cert.keyBytes * 8}-bit key`);
  }
  return publicEncrypt({ key: cert.publicKey, padding: constants.RSA_PKCS1_PADDING }, plain).toString(
    'base64',
  );
}

/**
 * The other side, for the local Sistema TS and the tests. Node refuses PKCS#1 v1.5 decryption unless
 * its OpenSSL does implicit rejection (the Marvin fix); Node 24's does, so a ciphertext made with
 * another key does not throw but yields random bytes, which the caller's own checks then refuse.
 */
export function decryptField(privateKey: KeyObject | string, base64: string): string {
  const cipher = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
  return privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, cipher).toString('utf8');
}
