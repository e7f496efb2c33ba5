import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field';
import { formatDoctorIds, type CalendarDoctor } from '../calendar-view-state';

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

/** A doctor's colour, as a dot beside their name. */
const DoctorDot = ({ color }: { color: string }) => (
  <span aria-hidden="true" className="h-3 w-3 rounded-full" style={{ backgroundColor: color }} />
);

const chipClasses = (on: boolean) =>
  clsx(
    'inline-flex min-h-9 shrink-0 cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm',
    'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
    on ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-700',
  );

/**
 * 'Medici': any set of doctors, one checkbox each in their colour; 'Tutti i medici' clears the
 * choice (an empty `value`: every doctor).
 */
export function DoctorsFilter({
  doctors,
  value,
  onChange,
}: {
  doctors: readonly CalendarDoctor[];
  value: readonly string[];
  onChange: (doctorIds: string[]) => void;
}) {
  const { t } = useTranslation('calendar');
  // The choice shows at once: the address that holds it changes a moment later (a router transition).
  const [shown, setShown] = useState(value);
  const [given, setGiven] = useState(value);
  if (formatDoctorIds(given) !== formatDoctorIds(value)) {
    setGiven(value);
    setShown(value);
  }
  const choose = (ids: string[]) => {
    setShown(ids);
    onChange(ids);
  };
  const chosen = new Set(shown);
  const all = chosen.size === 0;
  const toggle = (id: string) =>
    choose(
      doctors
        .filter((doctor) => (doctor.id === id ? !chosen.has(id) : chosen.has(doctor.id)))
        .map((d) => d.id),
    );
  // One line, scrolling sideways when the doctors do not fit: the chips are the colours' legend too.
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('toolbar.doctors')}</legend>
      <div className="flex gap-2 overflow-x-auto py-0.5 whitespace-nowrap">
        <button type="button" aria-pressed={all} className={chipClasses(all)} onClick={() => choose([])}>
          {t('toolbar.allDoctors')}
        </button>
        {doctors.map((doctor) => (
          <label key={doctor.id} className={chipClasses(chosen.has(doctor.id))}>
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={chosen.has(doctor.id)}
              onChange={() => toggle(doctor.id)}
            />
            <DoctorDot color={doctor.color} />
            {doctor.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
