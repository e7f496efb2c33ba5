import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientSummary } from '@studiolo/contracts';
import { Button } from '../../../components/ui/button';
import { Combobox, ComboboxStatus } from '../../../components/ui/combobox';
import { usePatients } from '../api/get-patients';
import { bornText } from './born';
import { fullName } from './format';
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
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const search = usePatients({ q, sort: 'name', limit: PICKER_LIMIT }, { enabled: q !== '' });
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

  return (
    <Combobox
      label={label}
      error={error}
      placeholder={t('picker.placeholder')}
      listLabel={t('picker.results')}
      text={text}
      onTextChange={setText}
      options={options}
      optionKey={(patient) => patient.id}
      onChoose={(patient) => {
        onChange(patient);
        setText('');
      }}
      status={
        <ComboboxStatus
          state={
            search.isFetching && options.length === 0
              ? 'searching'
              : search.isError
                ? 'failed'
                : options.length === 0 && search.isSuccess
                  ? 'empty'
                  : 'idle'
          }
          messages={{
            searching: t('picker.searching'),
            failed: t('picker.failed'),
            empty: t('picker.noResults'),
          }}
        />
      }
      renderOption={(patient) => (
        <>
          <span className="font-medium">{fullName(patient)}</span>
          <span className="block text-xs text-slate-600">
            {[bornText(t, patient), patient.taxCode, patient.city && t('livesIn', { city: patient.city })]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      )}
    />
  );
}
