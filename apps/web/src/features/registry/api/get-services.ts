import { Service } from '@studiolo/contracts';
import { useRegistryList } from './registry-resource';

/** What the clinic offers, with default price and duration. */
export const useServices = (includeInactive = false) =>
  useRegistryList('services', Service, { includeInactive });
