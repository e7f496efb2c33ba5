import { useRegistryDelete } from './registry-resource';

/** Deletes a service and its pairings; 409 IN_USE once other records use it. */
export const useDeleteService = () => useRegistryDelete('services');
