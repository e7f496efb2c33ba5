import type { Config } from '../../config';
import { localTax730 } from './local';
import type { Tax730Port } from './port';
import { sistemaTsTax730 } from './sistemats';

/** The Sistema TS when SISTEMATS_URL (and its certificate) are set; the local one otherwise. */
export function selectTax730(config: Pick<Config, 'sistemaTs'>): Tax730Port {
  return config.sistemaTs ? sistemaTsTax730(config.sistemaTs) : localTax730();
}
