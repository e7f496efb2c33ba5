import clsx from 'clsx';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientSummary } from '@studiolo/contracts';
import { Button } from '../../../components/ui/button';
import { controlClasses, describedBy, FieldFrame } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { usePatients } from '../api/get-patients';
import { formatBirthDate, fullName } from './format';
import type { PickedPatient } from './patient-form-values';

const PICKER_LIMIT = 8;
const DEBOUNCE_MS = 250;

/** `value`, `delay` ms after it last changed. */
export function useDebounced<T>(value: T, delay = DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Search-as-you-type for a patient (WAI-ARIA combobox: arrows move, Enter chooses, Escape closes).
 * Shows the chosen patient with a button to change it. `excludeId` hides one patient (the record
 * being edited, who cannot be their own guardian).
 */
export function PatientPicker({
  label,
  value,
  onChange,
  excludeId,
  error,
}: {
  label: string;
  value: PickedPatient | null;
  onChange: (patient: PatientSummary | null) => void;
  excludeId?: string;
  error?: string;
}) {
  const { t } = useTranslation('patients');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim());
  const search = usePatients({ q, sort: 'name', limit: PICKER_LIMIT }, { enabled: open && q !== '' });
  const options = (search.data?.items ?? []).filter((patient) => patient.id !== excludeId);

  if (value) {
    return (
      <div className="space-y-1.5">
        <p className="block text-sm font-medium text-slate-800">{label}</p>
        <div className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-1">
          <span className="text-sm text-slate-900" aria-live="polite">
            {t('picker.selected', { name: fullName(value) })}
          </span>
          <Button variant="ghost" onClick={() => onChange(null)}>
            {t('picker.change')}
          </Button>
        </div>
        {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      </div>
    );
  }

  const choose = (patient: PatientSummary) => {
    onChange(patient);
    setText('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length ? (current + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const showList = open && q !== '';
  return (
    <FieldFrame id={id} label={label} error={error} className="relative">
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && options[active] ? `${id}-${options[active].id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        placeholder={t('picker.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={controlClasses(Boolean(error))}
      />
      {showList ? (
        <div className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white shadow-lg">
          {search.isFetching && options.length === 0 ? (
            <p role="status" className="flex items-center gap-2 p-3 text-sm text-slate-600">
              <Spinner className="h-4 w-4" />
              {t('picker.searching')}
            </p>
          ) : search.isError ? (
            <p role="alert" className="p-3 text-sm text-red-700">
              {t('picker.failed')}
            </p>
          ) : options.length === 0 && search.isSuccess ? (
            <p role="status" className="p-3 text-sm text-slate-600">
              {t('picker.noResults')}
            </p>
          ) : null}
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label={t('picker.results')}
            className="max-h-72 overflow-y-auto"
          >
            {options.map((patient, index) => (
              <li
                key={patient.id}
                id={`${id}-${patient.id}`}
                role="option"
                aria-selected={index === active}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(patient);
                }}
                onMouseEnter={() => setActive(index)}
                className={clsx(
                  'cursor-pointer px-3 py-2 text-sm',
                  index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                )}
              >
                <span className="font-medium">{fullName(patient)}</span>
                <span className="block text-xs text-slate-600">
                  {[
                    patient.birthDate
                      ? t('picker.bornOn', { date: formatBirthDate(patient.birthDate) })
                      : null,
                    patient.taxCode,
                    patient.city,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </FieldFrame>
  );
}
