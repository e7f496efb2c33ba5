import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A few calendar colours that read well on white and tell doctors apart. */
export const PRESET_COLORS = {
  teal: '#0f766e',
  blue: '#2563eb',
  violet: '#7c3aed',
  pink: '#db2777',
  red: '#dc2626',
  orange: '#ea580c',
  amber: '#ca8a04',
  green: '#16a34a',
} as const;

/** The doctor's calendar colour: preset swatches (radio buttons) or any colour from the picker. */
export function ColorField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (color: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('registry');
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t('doctors.form.color')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {Object.entries(PRESET_COLORS).map(([name, color]) => (
          <label
            key={name}
            title={t(`colors.${name as keyof typeof PRESET_COLORS}`)}
            className="cursor-pointer"
          >
            <input
              type="radio"
              name={`${id}-preset`}
              value={color}
              checked={value.toLowerCase() === color}
              onChange={() => onChange(color)}
              className="peer sr-only"
            />
            <span className="sr-only">{t(`colors.${name as keyof typeof PRESET_COLORS}`)}</span>
            <span
              aria-hidden="true"
              style={{ backgroundColor: color }}
              className="block h-8 w-8 rounded-full border-2 border-white shadow ring-2 ring-transparent peer-checked:ring-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
            />
          </label>
        ))}
        <label className="ml-2 inline-flex items-center gap-2 text-sm text-slate-700">
          <input
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
            onChange={(event) => onChange(event.target.value)}
            className={clsx(
              'h-8 w-10 cursor-pointer rounded border',
              error ? 'border-red-500' : 'border-slate-300',
            )}
          />
          {t('doctors.form.customColor')}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A small round sample of a colour, for tables. */
export function ColorSwatch({ color, label }: { color: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={color}
      style={{ backgroundColor: color }}
      className="inline-block h-5 w-5 rounded-full border border-slate-200 align-middle"
    />
  );
}
