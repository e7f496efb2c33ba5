import type { Tax730Environment } from '@studiolo/contracts';
import type { Config } from '../../config';
import { localTax730 } from './local';
import type { Tax730Port } from './port';
import { sistemaTsTax730 } from './sistemats';

/** One port per Sistema TS environment; an organization's 730 settings say which it sends to. */
export type Tax730Ports = Record<Tax730Environment, Tax730Port>;

/**
 * With SISTEMATS_CERTIFICATE, the Sistema TS's test and production services (SISTEMATS_TEST_URL,
 * SISTEMATS_URL); without, a local Sistema TS for each.
 */
export function selectTax730(config: Pick<Config, 'sistemaTs'>): Tax730Ports {
  if (!config.sistemaTs) {
    // Two local services, as Sogei runs two: the test one knows the kit's test users.
    return {
      test: localTax730({ environment: 'test' }),
      production: localTax730({ environment: 'production' }),
    };
  }
  const { certificate, urls } = config.sistemaTs;
  return {
    test: sistemaTsTax730({ url: urls.test, certificate }),
    production: sistemaTsTax730({ url: urls.production, certificate }),
  };
}
