import { useRegistryDelete } from './registry-resource';

/** Deletes a service type; 409 IN_USE while services belong to it. */
export const useDeleteServiceType = () => useRegistryDelete('service-types');
