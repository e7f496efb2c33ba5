import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  compareWithTaxCode,
  isValidTaxCode,
  normalizeTaxCode,
  type DecodedTaxCode,
  type TaxCodeComparable,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { formatBirthDate } from './format';
import { inItalianCountry } from './italian-places';

/** Everything a valid code says, birthplace included (the place table loads on first use). */
export async function decodeTaxCodeLazily(code: string): Promise<DecodedTaxCode | null> {
  const { decodeTaxCode } = await import('@studiolo/contracts/tax-code-places');
  return decodeTaxCode(code);
}

/** The decoding of `value` while it is a valid code; null otherwise or while it loads. */
function useDecodedTaxCode(value: string): DecodedTaxCode | null {
  const code = normalizeTaxCode(value);
  const valid = isValidTaxCode(code);
  const [decoded, setDecoded] = useState<{ code: string; result: DecodedTaxCode | null }>();
  useEffect(() => {
    if (!valid) return;
    let current = true;
    void decodeTaxCodeLazily(code).then(
      (result) => current && setDecoded({ code, result }),
      () => current && setDecoded({ code, result: null }),
    );
    return () => {
      current = false;
    };
  }, [code, valid]);
  return valid && decoded?.code === code ? decoded.result : null;
}

/** 'San Giuliano Terme (PI)', or the country's name for someone born abroad. */
export function birthPlaceLabel(place: DecodedTaxCode['birthPlace']): string | null {
  if (!place) return null;
  return place.province ? `${place.name} (${place.province})` : place.name;
}

/** 'nato il … a Pisa (PI)' for a comune, 'nata il … in Francia' for a country (gender from the code). */
function decodedKey(decoded: DecodedTaxCode) {
  if (!decoded.birthPlace) return 'taxCode.decodedNoPlace';
  return decoded.birthPlace.country ? 'taxCode.decodedAbroad' : 'taxCode.decoded';
}

/**
 * The codice fiscale: the field, what the code says with 'Compila dai dati del codice fiscale', and
 * a warning when what is typed beside it disagrees.
 */
export function TaxCodeField({
  label,
  value,
  error,
  entered,
  onChange,
  onBlur,
  onFill,
}: {
  label: string;
  value: string;
  error?: string;
  /** Birth date (`YYYY-MM-DD`), gender and birth city as typed, to compare with the code. */
  entered: TaxCodeComparable;
  onChange: (value: string) => void;
  onBlur: () => void;
  onFill: (decoded: DecodedTaxCode) => void;
}) {
  const { t } = useTranslation('patients');
  const decoded = useDecodedTaxCode(value);
  const mismatches = decoded ? compareWithTaxCode(decoded, entered) : [];
  const place = decoded ? birthPlaceLabel(decoded.birthPlace) : null;
  return (
    <div className="space-y-3">
      <TextField
        label={label}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={24}
        className="font-mono uppercase"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
      />
      {decoded ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          <p>
            {t(decodedKey(decoded), {
              context: decoded.gender,
              gender: t(`genders.${decoded.gender}`).toLowerCase(),
              date: formatBirthDate(decoded.birthDate),
              place,
              inCountry: place ? inItalianCountry(place) : null,
            })}
          </p>
          <Button variant="secondary" onClick={() => onFill(decoded)}>
            {t('taxCode.fill')}
          </Button>
        </div>
      ) : null}
      {mismatches.length > 0 ? (
        <Alert tone="warning" title={t('taxCode.mismatchTitle')}>
          {t('taxCode.mismatch', {
            fields: mismatches.map((field) => t(`taxCode.fields.${field}`)).join(', '),
          })}
        </Alert>
      ) : null}
    </div>
  );
}
