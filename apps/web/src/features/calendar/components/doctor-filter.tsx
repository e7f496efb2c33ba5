import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field';
import type { CalendarDoctor } from '../calendar-view-state';

/** 'Medico': one doctor, or all of them (the empty value). */
export function DoctorFilter({
  doctors,
  value,
  onChange,
  className,
}: {
  doctors: readonly CalendarDoctor[];
  value: string;
  onChange: (doctorId: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('calendar');
  return (
    <SelectField
      containerClassName={className}
      label={t('toolbar.doctor')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: t('toolbar.allDoctors') },
        ...doctors.map((doctor) => ({ value: doctor.id, label: doctor.name })),
      ]}
    />
  );
}
