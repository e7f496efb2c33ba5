import { DoctorService } from '@studiolo/contracts';
import { useRegistryList } from './registry-resource';

/** Who performs what, at the effective price and duration; one doctor's when `doctorId` is given. */
export const useDoctorServices = (filters: { doctorId?: string; includeInactive?: boolean }) =>
  useRegistryList('doctor-services', DoctorService, filters);
