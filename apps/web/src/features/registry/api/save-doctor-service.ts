import { DoctorService, type DoctorServiceUpdateValues, type DoctorServiceValues } from '@studiolo/contracts';
import { useRegistrySave } from './registry-resource';

/**
 * Pairs a doctor and a service (POST, 409 DOCTOR_SERVICE_EXISTS), or changes a pairing's price,
 * duration or state (PUT with `id`: the doctor and the service stay).
 */
export const useSaveDoctorService = () =>
  useRegistrySave<DoctorServiceValues | DoctorServiceUpdateValues, DoctorService>(
    'doctor-services',
    DoctorService,
  );
