import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { installationSealKey } from '../../signing/certificate';
import { httpTimestampAuthority } from './http';
import { localTimestampAuthority } from './local';
import type { TimestampPort } from './port';

/**
 * With TIMESTAMP_URL, that RFC 3161 authority; without, the installation's own (local.ts), signing
 * with the installation's key.
 */
export function selectTimestamp(
  config: Pick<Config, 'timestamp' | 'signing'>,
  deps: { db: Db; serverSecret: string },
): TimestampPort {
  if (config.timestamp) return httpTimestampAuthority({ url: config.timestamp.url });
  const { installation } = config.signing;
  return localTimestampAuthority({
    installation,
    installationKey: () => installationSealKey(deps.db, deps.serverSecret, installation),
  });
}
