import { loadCertificate, type EncryptionCertificate } from '../../modules/tax730/crypto';
import { sistemaTsClient, type SistemaTsClientOptions } from './client';
import { startLocalSistemaTs, type LocalSistemaTs, type LocalSistemaTsOptions } from './local-endpoint';
import type { Tax730Port } from './port';

export type LocalTax730 = Tax730Port & {
  /** The endpoint it started (its URL, certificate and memory), for tests and the demo. */
  endpoint(): Promise<LocalSistemaTs>;
};

/**
 * The default adapter: starts the local Sistema TS on 127.0.0.1 at first use and sends to it with
 * the real adapter's client, encrypting with the certificate the endpoint publishes.
 */
export function localTax730(options: LocalSistemaTsOptions & SistemaTsClientOptions = {}): LocalTax730 {
  let started: Promise<{ endpoint: LocalSistemaTs; certificate: EncryptionCertificate }> | null = null;
  const start = () =>
    (started ??= startLocalSistemaTs(options).then((endpoint) => ({
      endpoint,
      certificate: loadCertificate(endpoint.certificatePem),
    })));
  const client = sistemaTsClient(async () => {
    const { endpoint, certificate } = await start();
    return { baseUrl: endpoint.url, certificate };
  }, options);
  return {
    kind: 'local',
    ...client,
    endpoint: async () => (await start()).endpoint,
    async close() {
      if (started) await (await started).endpoint.close();
      started = null;
    },
  };
}
