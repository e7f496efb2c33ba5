import { ServiceType, type ServiceTypeValues } from '@studiolo/contracts';
import { useRegistrySave } from './registry-resource';

/** Adds a service type, or replaces one (with `id`). */
export const useSaveServiceType = () =>
  useRegistrySave<ServiceTypeValues, ServiceType>('service-types', ServiceType);
