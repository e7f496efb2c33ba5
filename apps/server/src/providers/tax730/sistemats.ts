import { readFileSync } from 'node:fs';
import { loadCertificate, type EncryptionCertificate } from '../../modules/tax730/crypto';
import { sistemaTsClient, type SistemaTsClientOptions } from './client';
import type { Tax730Port } from './port';

export interface SistemaTsConfig {
  /** https://invioss730ptest.sanita.finanze.it (test) or https://invioss730p.sanita.finanze.it. */
  url: string;
  /** The SanitelCF certificate of the current kit: a path to the file (PEM or DER), or its content. */
  certificate: string | Uint8Array;
}

/**
 * The real adapter: the Sistema TS web services (DocumentoSpesa730p, InvioTelematicoSS730pMtom,
 * EsitoInvii, DettaglioErrori, RicevutaPdf) over HTTPS with basic authentication, fields encrypted
 * with SanitelCF.
 */
export function sistemaTsTax730(config: SistemaTsConfig, options: SistemaTsClientOptions = {}): Tax730Port {
  const certificate: EncryptionCertificate = loadCertificate(
    typeof config.certificate === 'string' && !config.certificate.includes('-----BEGIN')
      ? readFileSync(config.certificate)
      : config.certificate,
  );
  const client = sistemaTsClient(async () => ({ baseUrl: config.url, certificate }), options);
  return { kind: 'sistemats', ...client, close: async () => {} };
}
