/** What other screens use of the patients feature (the calendar will pick patients too). */
export { PatientPicker } from './patient-picker';
export type { PickedPatient } from './patient-form-values';
