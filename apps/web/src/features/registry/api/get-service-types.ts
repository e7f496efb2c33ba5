import { ServiceType } from '@studiolo/contracts';
import { useRegistryList } from './registry-resource';

/** The groups of services ('Visita specialistica', 'Igiene'…). */
export const useServiceTypes = (includeInactive = false) =>
  useRegistryList('service-types', ServiceType, { includeInactive });
