import { X509Certificate, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateLocalCertificate } from '../../providers/tax730/local-certificate';
import { decryptField, encryptField, isCertificateValidAt, loadCertificate } from './crypto';

describe('Sistema TS field encryption', () => {
  it('round-trips a codice fiscale and a PIN through a certificate and its private key', async () => {
    const { certificatePem, privateKey } = await generateLocalCertificate({ bits: 1024 });
    const cert = loadCertificate(certificatePem);
    const taxCode = encryptField(cert, 'RSSMRA85T10A562S');
    const pin = encryptField(cert, '1234567890');
    expect(decryptField(privateKey, taxCode)).toBe('RSSMRA85T10A562S');
    expect(decryptField(privateKey, pin)).toBe('1234567890');
    // Random padding: the same value never gives the same ciphertext (so it is never a key to store).
    expect(encryptField(cert, 'RSSMRA85T10A562S')).not.toBe(taxCode);
  });

  it('yields something else, not the value, under another private key', async () => {
    const { certificatePem } = await generateLocalCertificate({ bits: 1024 });
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    const cipher = encryptField(loadCertificate(certificatePem), 'RSSMRA85T10A562S');
    let decrypted: string | null = null;
    try {
      decrypted = decryptField(other, cipher);
    } catch {
      decrypted = null;
    }
    expect(decrypted).not.toBe('RSSMRA85T10A562S');
  });

  /** A certificate shaped as SanitelCF's of 2018–2021 (the CI step encrypts with the real one). */
  const expiredSanitel = () =>
    generateLocalCertificate({
      commonName: 'SanitelCF',
      validFrom: new Date('2018-03-15T13:17:03Z'),
      validTo: new Date('2021-03-15T13:17:03Z'),
    });

  it('encrypts with a SanitelCF-like certificate, PEM or DER: one 1024-bit block, 172 base64 characters', async () => {
    const { certificatePem } = await expiredSanitel();
    const der = new X509Certificate(certificatePem).raw;
    for (const cert of [loadCertificate(certificatePem), loadCertificate(der)]) {
      expect(cert.keyBytes).toBe(128);
      expect(cert.subject).toContain('CN=SanitelCF');
      const cipher = encryptField(cert, 'RSSMRA85T10A562S');
      expect(Buffer.from(cipher, 'base64')).toHaveLength(128);
      expect(cipher).toHaveLength(172);
      // Expired: the adapter must not send with it.
      expect(isCertificateValidAt(cert, new Date())).toBe(false);
      expect(isCertificateValidAt(cert, new Date('2017-06-01T00:00:00Z'))).toBe(false);
      expect(isCertificateValidAt(cert, new Date('2019-06-01T00:00:00Z'))).toBe(true);
    }
  });

  it('refuses a value longer than one block can carry', async () => {
    const cert = loadCertificate((await expiredSanitel()).certificatePem);
    expect(() => encryptField(cert, 'x'.repeat(118))).toThrow(/118 bytes/);
    expect(() => encryptField(cert, '')).toThrow();
  });
});
