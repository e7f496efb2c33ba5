import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateLocalCertificate } from './local-certificate';

describe('the local Sistema TS certificate', () => {
  it('has a positive 16-byte serial in minimal DER, which OpenSSL reads every time', async () => {
    for (let i = 0; i < 20; i++) {
      const { certificatePem } = await generateLocalCertificate({ bits: 512 });
      const { serialNumber } = new X509Certificate(certificatePem);
      expect(serialNumber).toMatch(/^[0-7][0-9A-F]{31}$/);
      expect(serialNumber.slice(0, 2)).not.toBe('00');
    }
  });
});
