import { Doctor } from '@studiolo/contracts';
import { useRegistryList } from './registry-resource';

/** The clinic's doctors, by last name; the deactivated ones too when asked. */
export const useDoctors = (includeInactive = false) =>
  useRegistryList('doctors', Doctor, { includeInactive });
