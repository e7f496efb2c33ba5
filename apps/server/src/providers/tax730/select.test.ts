import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { generateLocalCertificate } from './local-certificate';
import { selectTax730 } from './select';

describe('selectTax730', () => {
  it('answers both environments with the local Sistema TS when no certificate is configured', async () => {
    const ports = selectTax730(loadConfig({}));
    expect([ports.test.kind, ports.production.kind]).toEqual(['local', 'local']);
    // One for each environment: the test one knows the kit's test users, production does not.
    expect(ports.production).not.toBe(ports.test);
    await Promise.all([ports.test.close(), ports.production.close()]);
  });

  it('sends to the official test and production services once the SanitelCF certificate is set', async () => {
    const certificate = path.join(mkdtempSync(path.join(tmpdir(), 'sanitelcf-')), 'SanitelCF.cer');
    writeFileSync(certificate, (await generateLocalCertificate({ commonName: 'SanitelCF' })).certificatePem);
    const config = loadConfig({ SISTEMATS_CERTIFICATE: certificate });
    expect(config.sistemaTs?.urls).toEqual({
      production: 'https://invioss730p.sanita.finanze.it',
      test: 'https://invioss730ptest.sanita.finanze.it',
    });
    const ports = selectTax730(config);
    expect([ports.test.kind, ports.production.kind]).toEqual(['sistemats', 'sistemats']);
  });

  it('refuses a Sistema TS address without the certificate to encrypt for it', () => {
    expect(() => loadConfig({ SISTEMATS_URL: 'https://invioss730p.sanita.finanze.it' })).toThrow(
      /SISTEMATS_CERTIFICATE/,
    );
  });
});
