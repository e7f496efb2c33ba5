import { Service, type ServiceValues } from '@studiolo/contracts';
import { useRegistrySave } from './registry-resource';

/** Adds a service, or replaces one (with `id`); price in cents. */
export const useSaveService = () => useRegistrySave<ServiceValues, Service>('services', Service);
