import { useRegistryDelete } from './registry-resource';

/** Deletes a doctor and their pairings; 409 IN_USE once other records use them. */
export const useDeleteDoctor = () => useRegistryDelete('doctors');
