import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BirthPlaceMatch } from '@studiolo/contracts/tax-code-places';
import { Combobox, ComboboxStatus } from '../../../components/ui/combobox';
import { useDebounced } from './patient-picker';

const LIMIT = 8;
const DEBOUNCE_MS = 150;

/** The place table's search, loaded on first use (its chunk carries the ~225 KB table). */
const loadPlaces = () => import('@studiolo/contracts/tax-code-places');

/** 'Roma (RM)', or the country's name for someone born abroad. */
export function placeLabel(place: Pick<BirthPlaceMatch, 'name' | 'province'>): string {
  return place.province ? `${place.name} (${place.province})` : place.name;
}

/** The comuni and states matching `text`, in force on `birthDate` (`YYYY-MM-DD`) when given. */
function useBirthPlaceSearch(text: string, birthDate: string | undefined) {
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const [state, setState] = useState<{ query: string; places: BirthPlaceMatch[]; failed: boolean }>({
    query: '',
    places: [],
    failed: false,
  });
  useEffect(() => {
    if (query.length < 2) return;
    let current = true;
    void loadPlaces()
      .then(({ searchBirthPlaces }) => searchBirthPlaces(query, { birthDate, limit: LIMIT }))
      .then(
        (places) => current && setState({ query, places, failed: false }),
        () => current && setState({ query, places: [], failed: true }),
      );
    return () => {
      current = false;
    };
  }, [query, birthDate]);
  const settled = state.query === query;
  return {
    places: settled ? state.places : [],
    searching: query.length >= 2 && !settled,
    failed: settled && state.failed,
    tooShort: query.length < 2,
  };
}

/**
 * Comune or foreign state of birth, proposed as one types ('Roma' → 'Roma (RM)'); the places in
 * force on the birth date when it is known. Typing changes the text only; choosing gives the place
 * with its Belfiore code.
 */
export function BirthPlaceField({
  label,
  hint,
  error,
  value,
  birthDate,
  onType,
  onChoose,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  birthDate?: string;
  onType: (text: string) => void;
  onChoose: (place: BirthPlaceMatch) => void;
}) {
  const { t } = useTranslation('patients');
  const search = useBirthPlaceSearch(value, birthDate);
  const status = (
    <ComboboxStatus
      state={
        search.searching
          ? 'searching'
          : search.failed
            ? 'failed'
            : !search.tooShort && search.places.length === 0
              ? 'empty'
              : 'idle'
      }
      messages={{
        searching: t('birthPlace.searching'),
        failed: t('birthPlace.failed'),
        empty: t('birthPlace.noResults'),
      }}
    />
  );
  return (
    <Combobox
      label={label}
      hint={hint}
      error={error}
      placeholder={t('birthPlace.placeholder')}
      listLabel={t('birthPlace.results')}
      text={value}
      onTextChange={onType}
      options={search.places}
      optionKey={(place) => place.code}
      onChoose={onChoose}
      // The table starts loading while the user types the first letters.
      onFocus={() => void loadPlaces()}
      status={status}
      renderOption={(place) => (
        <>
          <span className="font-medium">{placeLabel(place)}</span>
          <span className="block text-xs text-slate-600">
            {[
              place.country ? t('birthPlace.abroad') : null,
              place.validTo ? t('birthPlace.until', { year: place.validTo.slice(0, 4) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      )}
    />
  );
}
