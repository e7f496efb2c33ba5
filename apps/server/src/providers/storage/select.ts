import type { Config } from '../../config';
import { localStorage } from './local';
import type { StoragePort } from './port';
import { s3Storage } from './s3';

export function selectStorage(config: Config): StoragePort {
  return config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(config.storage.dir);
}
