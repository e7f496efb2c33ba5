import { useTranslation } from 'react-i18next';
import { FormDateField, FormSelectField, FormTimeField } from '../../../components/form';
import type { CalendarDoctor } from '../calendar-view-state';
import type { SlotTimes } from '../slot-input';

/** Where the value of 'no doctor' sits in the doctor select. */
export const UNASSIGNED = 'unassigned';

export interface SlotFieldValues extends SlotTimes {
  doctorId: string;
}

/** The doctor of a slot's form values: null for 'no doctor'. */
export const slotDoctor = (values: { doctorId: string }) =>
  values.doctorId === UNASSIGNED ? null : values.doctorId;

/**
 * Whose slot (a doctor or none) and when: a day and two hours in Italian time, on the timeline's
 * steps, bound to the fields doctorId, date, start and end of the form around them.
 * `keepDoctorId` keeps a doctor no longer listed (deactivated) choosable.
 */
export function SlotFields({
  doctors,
  timelineInterval,
  keepDoctorId,
}: {
  doctors: CalendarDoctor[];
  timelineInterval: number;
  keepDoctorId?: string | null;
}) {
  const { t } = useTranslation('calendar');
  const options = [
    ...doctors.map((doctor) => ({ value: doctor.id, label: doctor.name })),
    { value: UNASSIGNED, label: t('create.unassigned') },
  ];
  if (keepDoctorId && !doctors.some((doctor) => doctor.id === keepDoctorId)) {
    options.unshift({ value: keepDoctorId, label: t('slot.inactiveDoctor') });
  }
  return (
    <>
      <FormSelectField name="doctorId" label={t('create.doctor')} options={options} />
      <div className="grid gap-3 sm:grid-cols-3">
        <FormDateField name="date" label={t('create.date')} required />
        {(['start', 'end'] as const).map((field) => (
          <FormTimeField
            key={field}
            name={field}
            label={t(`create.${field}`)}
            stepMinutes={timelineInterval}
            required
          />
        ))}
      </div>
    </>
  );
}
