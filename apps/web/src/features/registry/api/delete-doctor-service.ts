import { useRegistryDelete } from './registry-resource';

/** Removes a pairing: the doctor no longer performs that service. */
export const useDeleteDoctorService = () => useRegistryDelete('doctor-services');
