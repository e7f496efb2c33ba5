import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import type { CalendarDoctor } from '../calendar-view-state';
import { TimeField } from '../../../components/ui/time-field';
import { DateField } from '../../../components/ui/date-field';

/** Where the value of 'no doctor' sits in the doctor select. */
export const UNASSIGNED = 'unassigned';

export interface SlotFieldValues {
  doctorId: string;
  date: string;
  start: string;
  end: string;
}

/**
 * Whose slot (a doctor or none) and when: a day and two hours in Italian time, on the timeline's
 * steps. `keepDoctorId` keeps a doctor no longer listed (deactivated) choosable.
 */
export function SlotFields({
  values,
  onChange,
  errors,
  doctors,
  timelineInterval,
  keepDoctorId,
}: {
  values: SlotFieldValues;
  onChange: (field: keyof SlotFieldValues, value: string) => void;
  errors: FieldErrors;
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
  const time = (field: 'start' | 'end', error: string | undefined) => (
    <TimeField
      label={t(`create.${field}`)}
      stepMinutes={timelineInterval}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      error={error}
      required
    />
  );
  return (
    <>
      <SelectField
        label={t('create.doctor')}
        value={values.doctorId}
        onChange={(event) => onChange('doctorId', event.target.value)}
        options={options}
        error={errors.doctorId}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <DateField
          label={t('create.date')}
          value={values.date}
          onChange={(value) => onChange('date', value)}
          required
        />
        {time('start', errors.startsAt)}
        {time('end', errors.endsAt)}
      </div>
    </>
  );
}
