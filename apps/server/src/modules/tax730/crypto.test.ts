import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateLocalCertificate } from '../../providers/tax730/local-certificate';
import { decryptField, encryptField, isCertificateValidAt, loadCertificate } from './crypto';
import { readFixture } from './test-fixtures';

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

  it.each(['SanitelCF_2015-2018.cer', 'SanitelCF_2018-2021.cer'])(
    'encrypts with the official %s: one 1024-bit block, 172 base64 characters',
    (file) => {
      const cert = loadCertificate(readFixture(file));
      expect(cert.keyBytes).toBe(128);
      expect(cert.subject).toContain('CN=SanitelCF');
      const cipher = encryptField(cert, 'RSSMRA85T10A562S');
      expect(Buffer.from(cipher, 'base64')).toHaveLength(128);
      expect(cipher).toHaveLength(172);
      // Both are expired: the adapter must not send with them.
      expect(isCertificateValidAt(cert, new Date())).toBe(false);
      expect(isCertificateValidAt(cert, new Date('2017-06-01T00:00:00Z'))).toBe(file.includes('2015'));
    },
  );

  it('refuses a value longer than one block can carry', () => {
    const cert = loadCertificate(readFixture('SanitelCF_2018-2021.cer'));
    expect(() => encryptField(cert, 'x'.repeat(118))).toThrow(/118 bytes/);
    expect(() => encryptField(cert, '')).toThrow();
  });
});
