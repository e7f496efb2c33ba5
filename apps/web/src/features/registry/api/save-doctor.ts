import { Doctor, type DoctorValues } from '@studiolo/contracts';
import { useRegistrySave } from './registry-resource';

/** Adds a doctor, or replaces one (with `id`); the phone must carry its country code. */
export const useSaveDoctor = () => useRegistrySave<DoctorValues, Doctor>('doctors', Doctor);
