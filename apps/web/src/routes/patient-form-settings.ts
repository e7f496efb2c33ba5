import { DEFAULT_SETTINGS, type AppSettings } from '@studiolo/contracts';
import { useSettings } from '../features/settings/api/get-settings';

/**
 * Which optional fields the patient form shows and the mobile prefix (Settings → Patient Form):
 * undefined while they load, the defaults if they cannot be loaded (the form stays usable).
 */
export function usePatientFormSettings(): AppSettings['patientForm'] | undefined {
  const { data, isPending, isError } = useSettings();
  if (data) return data.patientForm;
  if (isPending && !isError) return undefined;
  return DEFAULT_SETTINGS.patientForm;
}
